import { z } from "zod";
import { ok } from "./envelope.ts";
import { ZPlan } from "./misc.ts";

// The admin's catalogue: Locations (states → cities), Religions (religion → community → caste) and
// Package (the plans). Super admins only.

/** The option lists an admin edits: "states" holds cities under each state, "religions" communities and castes. */
export const catalogueLists = ["states", "religions"] as const;
export const ZCatalogueListParams = z.object({
  list: z.enum(catalogueLists, { error: "The list must be states or religions" }),
});
export type TCatalogueList = (typeof catalogueLists)[number];

/** An option as the admin sees it: how many members' ads hold it, whether it is still offered. */
export const ZCatalogueOption = z.object({
  value: z.string(),
  label: z.string(),
  bn: z.string().nullable(),
  retired: z.boolean(),
  inUse: z.number().int(),
});
export type TCatalogueOption = z.infer<typeof ZCatalogueOption>;

export const ZAdminLocations = z.object({ states: z.array(ZCatalogueOption.extend({ cities: z.array(ZCatalogueOption) })) });
export type TAdminLocations = z.infer<typeof ZAdminLocations>;
export const ZAdminLocationsResponse = ok(ZAdminLocations);

export const ZAdminReligions = z.object({
  religions: z.array(ZCatalogueOption.extend({ communities: z.array(ZCatalogueOption.extend({ castes: z.array(ZCatalogueOption) })) })),
});
export type TAdminReligions = z.infer<typeof ZAdminReligions>;
export const ZAdminReligionsResponse = ok(ZAdminReligions);

/** An English value as stored in members' rows: letters, digits, spaces and . , ' ( ) / & -. */
const ZValue = z
  .string({ error: "Please enter the English name" })
  .trim()
  .min(1, "Please enter the English name")
  .max(60, "The English name must be at most 60 characters")
  .regex(/^[A-Za-z0-9][A-Za-z0-9 .,'()/&-]*$/, "The English name may use letters, digits, spaces and . , ' ( ) / & - only");

/** The Bengali label shown beside it. */
const ZBn = z
  .string({ error: "Please enter the Bengali name" })
  .trim()
  .min(1, "Please enter the Bengali name")
  .max(60, "The Bengali name must be at most 60 characters")
  .regex(/^[^<>{}\\]*$/, "The Bengali name must not contain < > { } or a backslash");

/** Where an option sits: its own value and those above it (["Hindu", "Brahmin", "Rarhi"] for a caste). */
const ZPath = z.array(z.string().max(60, "Not found"), { error: "Not found" }).min(1, "Not found").max(3, "Not found");

/** POST /api/admin/catalogue/{list}: a new option under `parent` ([] for a state or a religion). */
export const ZCatalogueAddRequest = z.object({
  parent: z.array(z.string().max(60, "Not found"), { error: "Not found" }).max(2, "Not found"),
  value: ZValue,
  bn: ZBn,
});
export type TCatalogueAddRequest = z.infer<typeof ZCatalogueAddRequest>;

/** PUT /api/admin/catalogue/{list}: a new Bengali label, or retire / bring back. The English value never changes. */
export const ZCatalogueEditRequest = z
  .object({ path: ZPath, bn: ZBn.optional(), retired: z.boolean({ error: "retired must be true or false" }).optional() })
  .refine((r) => r.bn !== undefined || r.retired !== undefined, { message: "Nothing to change", path: ["bn"] });
export type TCatalogueEditRequest = z.infer<typeof ZCatalogueEditRequest>;

/** DELETE /api/admin/catalogue/{list}: an option no member holds. */
export const ZCatalogueDeleteRequest = z.object({ path: ZPath });
export type TCatalogueDeleteRequest = z.infer<typeof ZCatalogueDeleteRequest>;

export const ZCatalogueItemResponse = ok(z.object({ item: ZCatalogueOption }));
export const ZCatalogueDeleteResponse = ok(z.object({ deleted: z.literal(true) }));

// ---------- Package: GET /api/admin/plans, PUT /api/admin/plans/{id} ----------

export const ZAdminPlan = ZPlan.extend({
  active: z.boolean(),
  sortOrder: z.number().int(),
  /** Orders ever created for it, and members holding it now. */
  orders: z.number().int(),
  holders: z.number().int(),
  updatedAt: z.string(),
});
export type TAdminPlan = z.infer<typeof ZAdminPlan>;
export const ZAdminPlansResponse = ok(z.object({ plans: z.array(ZAdminPlan) }));
export const ZAdminPlanResponse = ok(z.object({ plan: ZAdminPlan }));

const planText = (label: string, max: number) =>
  z
    .string({ error: `Please enter the ${label}` })
    .trim()
    .min(1, `Please enter the ${label}`)
    .max(max, `The ${label} is too long`);
const optionalBn = (max: number) =>
  z
    .string()
    .trim()
    .max(max, "The Bengali text is too long")
    .nullable()
    .optional()
    .transform((s) => (s ? s : null));
const featureList = z
  .array(z.string().trim().min(1, "A feature line is empty").max(120, "A feature line is too long"), { error: "Features must be a list" })
  .max(12, "At most 12 feature lines");

/** The Package edit form. Price in rupees (at most two decimals); a price change applies to new orders only. */
export const ZAdminPlanRequest = z.object({
  name: planText("plan name", 60),
  nameBn: optionalBn(60),
  description: planText("description", 300),
  descriptionBn: optionalBn(300),
  price: z.coerce
    .number({ error: "Price is required" })
    .min(0, "The price cannot be negative")
    .max(1_000_000, "Price is too large")
    .refine((n) => Math.round(n * 100) === Number((n * 100).toFixed(6)), "Price can have at most 2 decimals"),
  features: featureList,
  featuresBn: featureList,
  proposalPoints: z.coerce
    .number({ error: "Proposal points must be a number" })
    .int("Proposal points must be a whole number")
    .min(0, "Proposal points cannot be negative")
    .max(10_000, "Proposal points are too many"),
  freeCcp: z.coerce
    .number({ error: "Free CCP must be a number" })
    .int("Free CCP must be a whole number")
    .min(0, "Free CCP cannot be negative")
    .max(10_000, "Free CCP is too many"),
  telecallerCalls: z.coerce
    .number({ error: "Telecaller calls must be a number" })
    .int("Telecaller calls must be a whole number")
    .min(0, "Telecaller calls cannot be negative")
    .max(1_000, "Telecaller calls are too many")
    .default(0),
  /** null: till marriage. */
  durationDays: z.coerce
    .number({ error: "Duration must be a number of days" })
    .int("Duration must be a whole number of days")
    .min(1, "Duration must be at least 1 day")
    .max(3650, "Duration is at most 3650 days")
    .nullable(),
  active: z.boolean({ error: "active must be true or false" }),
});
export type TAdminPlanRequest = z.input<typeof ZAdminPlanRequest>;
