import { z } from "zod";

/** A reason the member will see (suspend, block, reject), and an optional duration in days. */
export const reasonFormSchema = z.object({
  reason: z.string().trim().max(500),
  duration: z.string().regex(/^\d{0,4}$/, "Enter a number of days"),
});
export type ReasonValues = z.input<typeof reasonFormSchema>;
