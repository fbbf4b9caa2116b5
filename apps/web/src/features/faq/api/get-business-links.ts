import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, contractSchema } from "@/lib/api";

/** GET /api/business-links — the footer's links, in the admin's order (on every page: the schema loads beside the request). */
export const businessLinksQuery = () =>
  queryOptions({
    queryKey: ["business-links"],
    queryFn: ({ signal }) => api("/business-links", { auth: "none", signal }, contractSchema("ZBusinessLinks")),
    staleTime: 60_000,
    retry: false,
  });
export const useBusinessLinks = () => useQuery(businessLinksQuery());
