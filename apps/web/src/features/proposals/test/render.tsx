import type { ReactNode } from "react";
import { render } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach } from "vitest";
import { clearToasts, Toaster } from "@/components/toast";
import { session } from "@/lib/session";
import { sessionUser } from "@/test/fixtures";

afterEach(() => {
  clearToasts();
  session.clear();
});

const party = {
  profileId: "B2001",
  name: "Barsha Das",
  gender: "bride",
  age: 29,
  memberType: "QUICK",
  image: null,
  listed: true,
};
const noContact = { visible: false, reason: "not_entitled", advertiserName: null, relation: null, phone: null, email: null };
/** A proposal as the API answers it. */
export const proposal = (over: Record<string, unknown> = {}) => ({
  id: 1,
  direction: "sent",
  status: "pending",
  message: "Namaskar",
  responseMessage: null,
  createdAt: "2026-11-20T10:00:00.000Z",
  respondedAt: null,
  other: party,
  contact: noContact,
  ...over,
});

export function signIn() {
  session.signIn("tok", sessionUser);
}

function Where() {
  const l = useLocation();
  return <p data-testid="where">{l.pathname}</p>;
}

/** Renders inside a fresh query client and a memory router at `path`; `/auth/login` shows a marker. */
export function renderAt(ui: ReactNode, path = "/profile/B2001") {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={qc}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/auth/login" element={<h1>Login page</h1>} />
          <Route path="/profiles" element={<h1>Profiles page</h1>} />
          <Route
            path="*"
            element={
              <>
                {ui}
                <Where />
              </>
            }
          />
        </Routes>
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
