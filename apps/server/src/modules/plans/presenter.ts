import { schema } from "@app/db";
import type { TPlan } from "@app/contract";
import { payablePaise, toRupees } from "../../lib/money.ts";

export function toPlan(p: typeof schema.plans.$inferSelect): TPlan {
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    price: Number(p.price),
    type: p.type as TPlan["type"],
    features: p.features,
    popular: p.popular,
    badge: p.badge,
    registrationBonus: p.registrationBonus,
    proposalPoints: p.proposalPoints,
    freeCcp: p.freeCcp,
    telecallerCalls: p.telecallerCalls,
    gstIncluded: p.gstIncluded,
    payable: toRupees(payablePaise(p)),
    catalog: p.catalog as TPlan["catalog"],
    nameBn: p.nameBn,
    descriptionBn: p.descriptionBn,
    featuresBn: p.featuresBn,
    durationDays: p.durationDays,
  };
}
