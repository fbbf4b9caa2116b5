import { useQuery } from "@tanstack/react-query";
import { ZAdminDashboard } from "@app/contract";
import { api } from "@/lib/api";

/** GET /api/admin/dashboard — 30 days of registrations, payments, revenue and proposals; ads, members, pending counts. */
export const useAdminDashboard = () =>
  useQuery({ queryKey: ["admin", "dashboard"], queryFn: () => api("/admin/dashboard", { auth: "admin" }, ZAdminDashboard) });
