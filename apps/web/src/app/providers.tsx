import { useState } from "react";
import { QueryClient, QueryClientProvider, type QueryKey } from "@tanstack/react-query";
import { I18nextProvider } from "react-i18next";
import { RouterProvider } from "react-router";
import { AuthProvider } from "@/features/auth";
import i18n from "@/lib/i18n";
import { markServed } from "@/lib/served-answers";
import { createAppRouter } from "./router";

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, refetchOnWindowFocus: false, retry: 1 },
    },
  });
}

/** A query's key and the answer it already holds (the server rendered the page from it). */
export type Seed = [QueryKey, unknown];

export function seededQueryClient(seeds: Seed[]) {
  const client = createQueryClient();
  for (const [key, data] of seeds) client.setQueryData(key, data);
  return client;
}

/** QueryClient (holding the answers the page was rendered from), i18n, the startup auth check and the router. */
export function Providers({ seeds = [] }: { seeds?: Seed[] }) {
  const [queryClient] = useState(() => {
    for (const [key] of seeds) markServed(key);
    return seededQueryClient(seeds);
  });
  const [router] = useState(createAppRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <AuthProvider>
          <RouterProvider router={router} />
        </AuthProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
