import { asc, eq } from "drizzle-orm";
import { schema } from "@app/db";
import { ZPlansResponse, type TPlan } from "@app/contract";
import type { AppInstance } from "../../app.ts";

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
    gstIncluded: p.gstIncluded,
  };
}

export async function planRoutes(app: AppInstance) {
  app.get("/api/plans", { schema: { tags: ["plans"], response: { 200: ZPlansResponse } } }, async () => {
    const rows = await app.deps.db.select().from(schema.plans).where(eq(schema.plans.active, true)).orderBy(asc(schema.plans.sortOrder));
    return { success: true as const, data: rows.map(toPlan) };
  });
}
