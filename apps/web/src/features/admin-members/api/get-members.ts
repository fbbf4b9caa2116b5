import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ZMemberListData, type TAccountStatus } from "@app/contract";
import { api, withQuery } from "@/lib/api";

export type MemberQuery = { status: TAccountStatus; page: number; limit: number; search: string };

/** GET /api/users/list — one page of a status list, newest first, with the search. */
export function getMembers(q: MemberQuery) {
  const query = { page: q.page, limit: q.limit, status: q.status, sortBy: "created_at", sortOrder: "DESC", search: q.search.trim() };
  return api(withQuery("/users/list", query), { auth: "admin" }, ZMemberListData);
}

export function useMembers(q: MemberQuery) {
  return useQuery({ queryKey: ["admin", "members", q], queryFn: () => getMembers(q), placeholderData: keepPreviousData });
}
