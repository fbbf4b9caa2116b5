import { describe, expect, it } from "vitest";
import { checkoutUrl, readCheckoutPlan } from "./checkout-plan";

const plan = { id: 2, name: "Video Standard", price: 7000, description: "Top zone", type: "video" as const };

describe("checkout plan data", () => {
  it("round-trips through the ?plan= query and prefers navigation state", () => {
    const search = checkoutUrl(plan).slice("/checkout".length);
    expect(readCheckoutPlan(null, search)).toEqual(plan);
    expect(readCheckoutPlan({ plan: { ...plan, id: 3 } }, search)?.id).toBe(3);
    const bengali = { ...plan, nameBn: "ভিডিও স্ট্যান্ডার্ড", descriptionBn: "টপ-জোন", payable: 7000, gstIncluded: true };
    expect(readCheckoutPlan(null, checkoutUrl(bengali).slice("/checkout".length))).toEqual(bengali);
  });

  it("rejects missing or malformed plan data", () => {
    expect(readCheckoutPlan(null, "")).toBeNull();
    expect(readCheckoutPlan(null, "?plan=%7Bnot-json")).toBeNull();
    expect(readCheckoutPlan(null, `?plan=${encodeURIComponent(JSON.stringify({ id: "1", name: "x", price: 5 }))}`)).toBeNull();
    expect(readCheckoutPlan(null, `?plan=${encodeURIComponent(JSON.stringify({ id: 1, name: "x", price: -5 }))}`)).toBeNull();
  });
});
