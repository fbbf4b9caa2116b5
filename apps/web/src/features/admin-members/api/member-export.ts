import type { TMemberExportQuery } from "@app/contract";
import { download, withQuery } from "@/lib/api";

/** GET /api/admin/exports/members — the streamed CSV, saved by the browser under the server's file name. */
export function downloadMembers(q: TMemberExportQuery): Promise<{ filename: string; bytes: number }> {
  return download(withQuery("/admin/exports/members", q), { auth: "admin", filename: "members.csv" });
}
