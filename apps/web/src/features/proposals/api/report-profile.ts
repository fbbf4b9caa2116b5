import { useMutation } from "@tanstack/react-query";
import { ZReportData, type TReportBody } from "@app/contract";
import { api } from "@/lib/api";

/** POST /api/profiles/{id}/report with a reason from the list and details ("Other" needs details). */
export const reportProfile = (v: { profileId: string; body: TReportBody }) =>
  api(`/profiles/${encodeURIComponent(v.profileId)}/report`, { method: "POST", body: v.body }, ZReportData);

export const useReportProfile = () => useMutation({ mutationFn: reportProfile });
