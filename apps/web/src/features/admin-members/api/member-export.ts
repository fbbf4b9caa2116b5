import type { TMemberExportQuery } from "@app/contract";
import { download } from "@/lib/api";

/** GET /api/admin/exports/members — the streamed CSV, saved by the browser under the server's file name. */
export function downloadMembers(q: TMemberExportQuery): Promise<{ filename: string; bytes: number }> {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v) params.set(k, v);
  return download(`/admin/exports/members${params.size ? `?${params}` : ""}`, { auth: "admin", filename: "members.csv" });
}
