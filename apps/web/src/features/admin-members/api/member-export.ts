import type { TMemberExportQuery } from "@app/contract";
import { ApiError } from "@/lib/api";
import { storageKeys } from "@/lib/storage-keys";

/**
 * GET /api/admin/exports/members — the streamed CSV, saved by the browser under the server's file
 * name. A failure answers the server's envelope as an ApiError.
 */
export async function downloadMembers(q: TMemberExportQuery): Promise<{ filename: string; bytes: number }> {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v) params.set(k, v);
  const token = localStorage.getItem(storageKeys.adminToken);
  const res = await fetch(`/api/admin/exports/members${params.size ? `?${params}` : ""}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { message?: string; code?: string; errors?: { field: string; message: string }[] };
    throw new ApiError(
      body.message ?? "The export failed. Please try again.",
      res.status,
      body.code ?? "internal_error",
      body.errors ?? [],
    );
  }
  const filename = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? "members.csv";
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return { filename, bytes: blob.size };
}
