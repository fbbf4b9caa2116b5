import { ComingSoon } from "@/components/coming-soon";
import { GuardNotice } from "../guard-notice";

export function Component() {
  return (
    <>
      <GuardNotice />
      <ComingSoon title="RR Login" text="Sign in or register as a relationship representative." />
    </>
  );
}
