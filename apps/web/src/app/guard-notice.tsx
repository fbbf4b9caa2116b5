import { useLocation } from "react-router";
import type { GuardRedirectState } from "./route-guard";

/** The route guard's message ("Please login as RR to access this page"), shown where it sent the visitor. */
export function GuardNotice() {
  const message = (useLocation().state as Partial<GuardRedirectState> | null)?.message;
  if (!message) return null;
  return (
    <div className="mx-auto max-w-2xl px-4 pt-8">
      <p role="alert" className="rounded-lg border border-gold-300 bg-gold-100 px-4 py-3 text-center text-sm font-medium text-amber-900">
        {message}
      </p>
    </div>
  );
}
