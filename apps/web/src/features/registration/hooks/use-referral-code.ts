import { useState } from "react";
import { useDebounced } from "@/lib/use-debounced";
import { useReferCodeCheck } from "../api/check-refer-code";

export type ReferralStatus = "none" | "checking" | "valid" | "unknown";

/**
 * The registration's referral code: filled (and locked until "Change") from /register/{code}, or
 * typed by hand. Each code is checked with GET /api/rr/referral-codes/{code} once typing pauses.
 * `send` is the code the registration carries: none for an unknown or inactive code (the member
 * registers without it, as the form says); a code whose check could not be made is left to the
 * server, which refuses an unknown one on its field.
 */
export function useReferralCode(fromLink?: string) {
  const [code, setCode] = useState((fromLink ?? "").trim());
  const [unlocked, setUnlocked] = useState(!fromLink);
  const typed = code.trim();
  const settled = useDebounced(typed, 400);
  const check = useReferCodeCheck(typed && settled === typed ? typed : undefined);
  const status: ReferralStatus = !typed
    ? "none"
    : settled !== typed
      ? "checking"
      : check.data
        ? check.data.valid
          ? "valid"
          : "unknown"
        : check.isError
          ? "valid"
          : "checking";
  return {
    code,
    status,
    /** Read-only while it is the link's code and not refused; editable after "Change" or when typed by hand. */
    locked: !unlocked && status !== "unknown",
    fromLink: Boolean(fromLink),
    send: status === "unknown" || !typed ? undefined : typed,
    change: (value: string) => setCode(value.toUpperCase()),
    unlock: () => setUnlocked(true),
  };
}
export type ReferralCode = ReturnType<typeof useReferralCode>;
