import { Navigate, useParams } from "react-router";
import { accountStatuses, type TAccountStatus } from "@app/contract";
import { MemberListPage } from "@/features/admin-members";

/** /admin-panel/members/:status: one list of members by account status (an unknown one opens Active). */
export default function AdminMembersRoute() {
  const { status } = useParams();
  if (!accountStatuses.includes(status as TAccountStatus)) return <Navigate to="../members/active" replace />;
  return <MemberListPage key={status} status={status as TAccountStatus} />;
}
