import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ZKycUpload, type TKycDocument } from "@app/contract";
import { api } from "@/lib/api";

export type KycUpload = { docType: string; file: File; onProgress?: (fraction: number) => void };

/** POST /api/dashboard/kyc (multipart: docType, file). */
export function uploadKyc({ docType, file, onProgress }: KycUpload): Promise<{ document: TKycDocument }> {
  const body = new FormData();
  body.append("docType", docType);
  body.append("file", file);
  return api("/dashboard/kyc", { method: "POST", body, onProgress }, ZKycUpload);
}

export function useUploadKyc() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: uploadKyc,
    onSuccess: () =>
      Promise.all([qc.invalidateQueries({ queryKey: ["dashboard", "kyc"] }), qc.invalidateQueries({ queryKey: ["dashboard", "stats"] })]),
  });
}
