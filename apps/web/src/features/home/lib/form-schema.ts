import { z } from "zod";
import { ZProfileIdParams, ZRegisterRequest } from "@app/contract";
import i18n from "@/lib/i18n";
import { homeNs } from "@/lib/locales/home";
import { normaliseProfileId, validateAdvancedSearch, type AdvancedSearch } from "./search-params";

/** "Free registration": the registration request's gender and phone (the phone as its 10 digits). */
export const registrationBoxSchema = ZRegisterRequest.pick({ gender: true, phone: true });

/** Quick search: a typed id ("g 2001") becomes the profile id the profile page is opened with. */
export const quickSearchSchema = z.object({
  profileId: z
    .string()
    .transform((raw, ctx) => {
      const id = normaliseProfileId(raw);
      if (id) return id;
      ctx.addIssue({ code: "custom", message: i18n.t("search.enterId", { ns: homeNs }) });
      return z.NEVER;
    })
    .pipe(ZProfileIdParams.shape.id),
});

/** Advanced search: bride or groom, ages 18–60 (from ≤ to) and a religion, checked by the hero's search rules. */
export const advancedSearchSchema = z
  .object({ isBride: z.boolean(), ageFrom: z.string(), ageTo: z.string(), religion: z.string() })
  .superRefine((v, ctx) => {
    for (const [field, message] of Object.entries(validateAdvancedSearch(v))) ctx.addIssue({ code: "custom", path: [field], message });
  }) satisfies z.ZodType<AdvancedSearch>;
