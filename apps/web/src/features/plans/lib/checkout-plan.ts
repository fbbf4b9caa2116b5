import type { TPlan } from "@app/contract";

/**
 * What checkout receives (spec: id, name, price, description, type; and the Bengali name and
 * description, and what is paid where GST comes on top), in state and in ?plan=.
 */
export type CheckoutPlan = Pick<TPlan, "id" | "name" | "price" | "description" | "type"> &
  Partial<Pick<TPlan, "nameBn" | "descriptionBn" | "payable" | "gstIncluded">>;

export const toCheckoutPlan = (p: TPlan): CheckoutPlan => ({
  id: p.id,
  name: p.name,
  price: p.price,
  description: p.description,
  type: p.type,
  nameBn: p.nameBn,
  descriptionBn: p.descriptionBn,
  payable: p.payable,
  gstIncluded: p.gstIncluded,
});
const text = (v: unknown) => (typeof v === "string" ? v : null);

export function checkoutUrl(plan: CheckoutPlan): string {
  return `/checkout?${new URLSearchParams({ plan: JSON.stringify(plan) })}`;
}

/** Reads the plan from navigation state, else from the ?plan= JSON; null when missing or malformed. */
export function readCheckoutPlan(state: unknown, search: string): CheckoutPlan | null {
  const fromState = (state as { plan?: unknown } | null)?.plan;
  let candidate: unknown = fromState;
  if (!candidate) {
    const raw = new URLSearchParams(search).get("plan");
    if (!raw) return null;
    try {
      candidate = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  const p = candidate as Partial<CheckoutPlan>;
  if (typeof p?.id !== "number" || typeof p.name !== "string" || typeof p.price !== "number" || !(p.price >= 0)) return null;
  return {
    id: p.id,
    name: p.name,
    price: p.price,
    description: typeof p.description === "string" ? p.description : "",
    type: p.type ?? "text",
    ...(text(p.nameBn) ? { nameBn: text(p.nameBn) } : {}),
    ...(text(p.descriptionBn) ? { descriptionBn: text(p.descriptionBn) } : {}),
    ...(typeof p.payable === "number" && p.payable >= p.price ? { payable: p.payable } : {}),
    ...(typeof p.gstIncluded === "boolean" ? { gstIncluded: p.gstIncluded } : {}),
  };
}
