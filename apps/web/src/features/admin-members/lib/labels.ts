import i18n from "@/lib/i18n";
import { adminNs } from "@/lib/locales/admin";

/** A member status in the chosen language (an unknown one as stored). */
export const statusLabel = (s: string) => (i18n.exists(`status.${s}`, { ns: adminNs }) ? i18n.t(`status.${s}`, { ns: adminNs }) : s);

export const statusBadge: Record<string, string> = {
  active: "bg-emerald-100 text-emerald-800",
  inactive: "bg-stone-200 text-stone-700",
  pending_verification: "bg-amber-100 text-amber-800",
  private: "bg-slate-200 text-slate-700",
  suspended: "bg-red-100 text-red-800",
  temporary_active: "bg-sky-100 text-sky-800",
  temporary_approval_edit: "bg-violet-100 text-violet-800",
  unverified: "bg-orange-100 text-orange-800",
};

export const memberTypeBadge: Record<string, string> = {
  QUICK: "bg-emerald-700 text-white",
  STOCK: "bg-blue-600 text-white",
  PREMIUM: "bg-purple-700 text-white",
};
