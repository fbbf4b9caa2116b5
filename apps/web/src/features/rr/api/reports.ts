import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ZRrHistoryData, ZRrPaymentsData, ZRrReportData } from "@app/contract";
import { api, download } from "@/lib/api";

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

/** GET /api/rr/commission-report.csv — the report, saved as a file. */
export const downloadReportCsv = () => download("/rr/commission-report.csv", { auth: "rr", filename: "commission-report.csv" });
