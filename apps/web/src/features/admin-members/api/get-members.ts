import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ZMemberListData, type TAccountStatus } from "@app/contract";
import { api } from "@/lib/api";

export type MemberQuery = { status: TAccountStatus; page: number; limit: number; search: string };

/** GET /api/users/list — one page of a status list, newest first, with the search. */
export function getMembers(q: MemberQuery) {
  const params = new URLSearchParams({
    page: String(q.page),
    limit: String(q.limit),
    status: q.status,
    sortBy: "created_at",
    sortOrder: "DESC",
  });
  if (q.search.trim()) params.set("search", q.search.trim());
  return api(`/users/list?${params}`, { auth: "admin" }, ZMemberListData);
}

export function useMembers(q: MemberQuery) {
  return useQuery({ queryKey: ["admin", "members", q], queryFn: () => getMembers(q), placeholderData: keepPreviousData });
}
