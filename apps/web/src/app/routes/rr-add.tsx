import { AddMemberForm, useCurrentRr } from "@/features/rr";

/** /rr-panel/add: a member's ad, posted by the RR (only once the account is active). */
export default function RrAddRoute() {
  const rr = useCurrentRr();
  return <AddMemberForm active={rr?.active ?? false} />;
}
