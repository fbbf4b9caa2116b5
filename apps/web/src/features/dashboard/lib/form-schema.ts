import { z } from "zod";
import { kycLimits, ZKycUploadRequest } from "@app/contract";

/** KYC upload: the request's document type and the chosen file (required, at most 5 MB; none chosen is null). */
export const kycFormSchema = ZKycUploadRequest.extend({
  file: z.preprocess(
    (chosen: File | null) => chosen,
    z
      .instanceof(File, { error: "Please choose a document to upload" })
      .refine((f) => f.size <= kycLimits.maxBytes, "The document must be at most 5 MB."),
  ),
});
