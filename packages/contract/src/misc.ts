import { z } from "zod";
import { ok } from "./envelope.ts";

/** Liveness: the process answers (200), whatever its dependencies do; it touches none of them. */
export const ZHealthResponse = ok(z.object({ status: z.literal("ok"), uptime: z.number() }));
/**
 * Readiness: 200 only while the server is serving (not starting, not draining) and the database, the
 * storage and Redis (when configured) answer; otherwise 503 with the failing dependencies named in `checks`.
 */
const ZCheck = z.enum(["ok", "unavailable"]);
const ZChecks = z.object({ database: ZCheck, storage: ZCheck.optional(), redis: ZCheck.optional() });
export const ZReadyResponse = ok(z.object({ status: z.literal("ready"), checks: ZChecks }));
export const ZNotReadyResponse = z.object({
  success: z.literal(false),
  code: z.string(),
  message: z.string(),
  error: z.string(),
  // Absent when the request failed before readiness was checked (a session lookup while the database is away).
  status: z.enum(["starting", "draining", "not_ready"]).optional(),
  checks: ZChecks.optional(),
});

const ZOption = z.object({ value: z.string(), label: z.string(), bn: z.string().optional() });
const ZCommunity = ZOption.extend({ castes: z.array(ZOption) });
export const ZOptionsData = z.object({
  genders: z.array(ZOption),
  maritalStatuses: z.array(ZOption),
  states: z.array(ZOption.extend({ cities: z.array(ZOption).optional() })),
  religions: z.array(ZOption.extend({ communities: z.array(ZCommunity) })),
  motherTongues: z.array(ZOption),
  professions: z.array(ZOption.extend({ details: z.array(ZOption) })),
  qualificationLevels: z.array(ZOption.extend({ categories: z.array(ZOption.extend({ degrees: z.array(ZOption) })) })),
  relations: z.array(ZOption),
  filters: z.record(z.string(), z.array(ZOption)),
});
export const ZOptionsResponse = ok(ZOptionsData);

export const planTypes = ["text", "video", "proposal"] as const;
/**
 * "main": the /plans page; "video_profile": video profile fees (GST extra) on the announcement page;
 * "offer": the free trial of the post-registration page (granted, never sold).
 */
export const planCatalogs = ["main", "video_profile", "offer"] as const;
export const ZPlan = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  type: z.enum(planTypes),
  features: z.array(z.string()),
  popular: z.boolean(),
  badge: z.string().nullable(),
  registrationBonus: z.string().nullable(),
  proposalPoints: z.number().int(),
  freeCcp: z.number().int(),
  /** Calls the service's telecallers make for the member; granted with the payment, like the points and CCP. */
  telecallerCalls: z.number().int(),
  gstIncluded: z.boolean(),
  /** What the member pays in rupees: the price, plus 18 % GST where the price is quoted without it. */
  payable: z.number(),
  catalog: z.enum(planCatalogs),
  /** Bengali texts for /plans in Bengali; null or empty where none was written (the English ones are shown). */
  nameBn: z.string().nullable(),
  descriptionBn: z.string().nullable(),
  featuresBn: z.array(z.string()),
  /** How long a bought ad plan lasts; null: till marriage. */
  durationDays: z.number().int().nullable(),
});
export type TPlan = z.infer<typeof ZPlan>;
export const ZPlans = z.array(ZPlan);
export const ZPlansResponse = ok(ZPlans);
export const ZPlansQuery = z.object({
  catalog: z.enum(planCatalogs, { error: "catalog must be main, video_profile or offer" }).optional(),
  type: z.enum(planTypes, { error: "type must be text, video or proposal" }).optional(),
});
export type TPlansQuery = z.infer<typeof ZPlansQuery>;
