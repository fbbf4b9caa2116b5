import { RrLoginPage } from "@/features/rr";
import { GuardNotice } from "../guard-notice";

export default function RrLoginRoute() {
  return (
    <>
      <GuardNotice />
      <RrLoginPage />
    </>
  );
}
