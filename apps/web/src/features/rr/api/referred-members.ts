import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ZRrReferredMembersData } from "@app/contract";
import { api, withQuery } from "@/lib/api";

/** GET /api/rr/referred-members — page (10 a page) and search. */
export function useReferredMembers(page: number, search: string) {
  return useQuery({
    queryKey: ["rr", "members", page, search],
    queryFn: () => api(withQuery("/rr/referred-members", { page, limit: 10, search }), { auth: "rr" }, ZRrReferredMembersData),
    placeholderData: keepPreviousData,
  });
}
