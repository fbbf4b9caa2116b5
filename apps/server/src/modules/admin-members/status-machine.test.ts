import { describe, expect, it } from "vitest";
import { accountStatuses } from "@app/contract";
import { allowedStatuses, nextStatus } from "./status-machine.ts";

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
});
