import type { TAdminPlan } from "@app/contract";

/** The edit form's fields as typed: numbers and feature lines as text. */
export type PlanValues = {
  name: string;
  nameBn: string;
  description: string;
  descriptionBn: string;
  price: string;
  features: string;
  featuresBn: string;
  proposalPoints: string;
  freeCcp: string;
  telecallerCalls: string;
  durationDays: string;
  active: boolean;
};
export type PlanField = keyof PlanValues;

export const fromPlan = (p: TAdminPlan): PlanValues => ({
  name: p.name,
  nameBn: p.nameBn ?? "",
  description: p.description,
  descriptionBn: p.descriptionBn ?? "",
  price: String(p.price),
  features: p.features.join("\n"),
  featuresBn: p.featuresBn.join("\n"),
  proposalPoints: String(p.proposalPoints),
  freeCcp: String(p.freeCcp),
  telecallerCalls: String(p.telecallerCalls),
  durationDays: p.durationDays === null ? "" : String(p.durationDays),
  active: p.active,
});
const lines = (s: string) =>
  s
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
export const toRequest = (v: PlanValues) => ({
  name: v.name,
  nameBn: v.nameBn.trim() || null,
  description: v.description,
  descriptionBn: v.descriptionBn.trim() || null,
  price: v.price.trim() === "" ? undefined : v.price,
  features: lines(v.features),
  featuresBn: lines(v.featuresBn),
  proposalPoints: v.proposalPoints,
  freeCcp: v.freeCcp,
  telecallerCalls: v.telecallerCalls,
  durationDays: v.durationDays.trim() === "" ? null : v.durationDays,
  active: v.active,
});
