import { RrLoginPage } from "@/features/rr";
import { GuardNotice } from "../guard-notice";

export function Component() {
  return (
    <>
      <GuardNotice />
      <RrLoginPage />
    </>
  );
}
