import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ZRrReferredMembersData } from "@app/contract";
import { api } from "@/lib/api";

/** GET /api/rr/referred-members — page (10 a page) and search. */
export function useReferredMembers(page: number, search: string) {
  const q = new URLSearchParams({ page: String(page), limit: "10" });
  if (search) q.set("search", search);
  return useQuery({
    queryKey: ["rr", "members", page, search],
    queryFn: () => api(`/rr/referred-members?${q}`, { auth: "rr" }, ZRrReferredMembersData),
    placeholderData: keepPreviousData,
  });
}
