import { MemberList } from "@/features/rr";

export default function MemberListRoute() {
  return <MemberList />;
}
