import { describe, expect, it } from "vitest";
import { accountStatuses } from "@app/contract";
import { AWAITING_CONSENT, allowedStatuses, nextStatus } from "./status-machine.ts";

describe("member status machine", () => {
  it("suspends and activates from every status, once", () => {
    for (const s of accountStatuses) {
      const suspend = nextStatus({ status: s, blocked: false }, "suspend");
      expect(suspend.ok).toBe(s !== "suspended");
      const activate = nextStatus({ status: s, blocked: false }, "activate");
      expect(activate.ok).toBe(s !== "active");
    }
  });

  it("lifts a block only by unblock", () => {
    const blocked = { status: "suspended", blocked: true };
    expect(nextStatus(blocked, "activate").ok).toBe(false);
    expect(nextStatus(blocked, "suspend").ok).toBe(false);
    expect(nextStatus(blocked, "set", "active").ok).toBe(false);
    expect(nextStatus(blocked, "unblock")).toEqual({ ok: true, status: "active" });
    expect(nextStatus({ status: "active", blocked: false }, "unblock").ok).toBe(false);
    expect(allowedStatuses(blocked)).toEqual([]);
  });

  it("refuses every action on an erased member and transitions not in the table", () => {
    for (const a of ["activate", "suspend", "block", "unblock"] as const)
      expect(nextStatus({ status: "deleted", blocked: false }, a).ok).toBe(false);
    expect(nextStatus({ status: "suspended", blocked: false }, "set", "private").ok).toBe(false);
    expect(nextStatus({ status: "active", blocked: false }, "set", "private")).toEqual({ ok: true, status: "private" });
  });

  it("puts no ad an RR posted in circulation before its member confirms it", () => {
    const waiting = { status: "pending_verification", blocked: false, awaitingConsent: true };
    const refused = { ok: false, message: AWAITING_CONSENT, code: "awaiting_member_consent" };
    expect(nextStatus(waiting, "activate")).toEqual(refused);
    expect(nextStatus(waiting, "set", "active")).toEqual(refused);
    expect(nextStatus(waiting, "set", "temporary_active")).toEqual(refused);
    expect(nextStatus({ ...waiting, status: "inactive" }, "activate")).toEqual(refused);
    expect(nextStatus(waiting, "set", "inactive")).toEqual({ ok: true, status: "inactive" });
    expect(allowedStatuses(waiting)).toEqual(["unverified", "inactive", "suspended"]);
    // Lifting a suspension or a block returns the member to waiting for their confirmation.
    const suspended = { status: "suspended", blocked: false, awaitingConsent: true };
    expect(nextStatus(suspended, "activate")).toEqual({ ok: true, status: "pending_verification" });
    expect(nextStatus({ ...suspended, blocked: true }, "unblock")).toEqual({ ok: true, status: "pending_verification" });
    expect(allowedStatuses(suspended)).toEqual([]);
    // Once confirmed, the same member is activated as any other.
    expect(nextStatus({ ...waiting, awaitingConsent: false }, "activate")).toEqual({ ok: true, status: "active" });
  });
});
