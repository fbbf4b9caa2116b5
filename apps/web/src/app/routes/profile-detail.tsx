import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useLoaderData, useParams, type LoaderFunctionArgs } from "react-router";
import { ProfileDetailPage, visitorDetailSeed } from "@/features/profile-detail";
import { markServed } from "@/lib/served-answers";
import "../load-context";

/** On the server: the ad as a visitor who is not signed in sees it, to draw the page from. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  // `react-router dev` gives no lookups: the page then asks for the ad itself.
  return { detail: params.id && context?.profileDetail ? await context.profileDetail(params.id) : null };
}

/** In the browser, moving here from another page: the page asks for the ad itself, as the viewer it is. */
export async function clientLoader() {
  return { detail: null };
}

export default function ProfileDetailRoute() {
  const { detail } = useLoaderData<typeof loader>();
  const { id = "" } = useParams();
  const queryClient = useQueryClient();
  // The answer the server drew the page from goes in the query cache before the page asks for it.
  useState(() => {
    if (!detail) return;
    const [key, data] = visitorDetailSeed(id, detail);
    queryClient.setQueryData(key, data);
    if (!import.meta.env.SSR) markServed(key);
  });
  return <ProfileDetailPage />;
}
