import { useParams } from "react-router";
import { MemberDetailPage } from "@/features/admin-members";

export default function AdminMemberRoute() {
  const { id } = useParams();
  return <MemberDetailPage id={Number(id)} />;
}
