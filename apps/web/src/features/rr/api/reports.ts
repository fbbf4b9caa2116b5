import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ZRrHistoryData, ZRrPaymentsData, ZRrReportData } from "@app/contract";
import { api, ApiError } from "@/lib/api";
import { storageKeys } from "@/lib/storage-keys";

/** GET /api/rr/payments — the referred members' payments with the commission each earned. */
export function useRrPayments(page: number) {
  return useQuery({
    queryKey: ["rr", "payments", page],
    queryFn: () => api(`/rr/payments?page=${page}&limit=10`, { auth: "rr" }, ZRrPaymentsData),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/rr/commission-report — earned, reversed, due and paid by month. */
export function useRrReport() {
  return useQuery({ queryKey: ["rr", "report"], queryFn: () => api("/rr/commission-report", { auth: "rr" }, ZRrReportData) });
}

/** GET /api/rr/history — the timeline. */
export function useRrHistory() {
  return useQuery({ queryKey: ["rr", "history"], queryFn: () => api("/rr/history", { auth: "rr" }, ZRrHistoryData) });
}

/** GET /api/rr/commission-report.csv with the RR's token, saved as a file. */
export async function downloadReportCsv() {
  const res = await fetch("/api/rr/commission-report.csv", {
    headers: { Authorization: `Bearer ${localStorage.getItem(storageKeys.rrToken) ?? ""}` },
  });
  if (!res.ok) throw new ApiError(`Request failed (${res.status})`, res.status, "error");
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? "commission-report.csv";
  document.body.append(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}
