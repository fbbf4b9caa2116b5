import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { ZDecisionData, ZOpenReportsData, ZPendingAdsData, ZPendingEditsData, ZPendingKycData, ZPendingMediaData } from "@app/contract";
import { api, apiFile, withQuery } from "@/lib/api";
import type { QueueKey } from "@/features/admin-auth";

const schemas = {
  ads: ZPendingAdsData,
  edits: ZPendingEditsData,
  photos: ZPendingMediaData,
  videos: ZPendingMediaData,
  kyc: ZPendingKycData,
  reports: ZOpenReportsData,
} as const;

/** Items a queue's page shows. */
export const queuePageSize = 20;

/**
 * GET /api/admin/moderation/{ads|edits|photos|videos|kyc|reports}?page=&limit=&q= — the oldest waiting items
 * first; `q` narrows the queue to a member (ad number or its beginning, part of the name, the mobile's last digits).
 */
export function useQueue(queue: QueueKey, page: number, q = "") {
  // Each queue's own schema checks its answer; the screen reads the items by queue.
  const schema: z.ZodType<{ items: unknown[]; total: number }> = schemas[queue];
  return useQuery({
    queryKey: ["admin", "queue", queue, page, q],
    queryFn: () => api(withQuery(`/admin/moderation/${queue}`, { page, limit: queuePageSize, q }), { auth: "admin" }, schema),
    // A new search keeps the last answer on screen until its own arrives.
    placeholderData: keepPreviousData,
  });
}

const decisionPath: Record<QueueKey, string> = {
  ads: "ads",
  edits: "edits",
  photos: "media",
  videos: "media",
  kyc: "kyc",
  reports: "reports",
};

/** POST /api/admin/moderation/{kind}/{id}/{approve|reject|dismiss|warn|suspend} — with the reason the member sees. */
export function useDecision(queue: QueueKey) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string | number; decision: string; reason?: string }) =>
      api(
        `/admin/moderation/${decisionPath[queue]}/${v.id}/${v.decision}`,
        { method: "POST", body: { reason: v.reason }, auth: "admin" },
        ZDecisionData,
      ),
    onSettled: () => qc.invalidateQueries({ queryKey: ["admin"] }),
  });
}

/** GET /api/admin/kyc/{id}/file — the document, fetched with the admin's token, as an object URL. */
export const kycFileUrl = async (id: string): Promise<string> =>
  URL.createObjectURL((await apiFile(`/admin/kyc/${id}/file`, { auth: "admin" })).blob);
