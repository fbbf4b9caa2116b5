import { memberStatusLabels, type TAccountStatus } from "@app/contract";

/** The member lists of the left menu: stored status, menu label, breadcrumb type. */
export const memberTabs: { status: TAccountStatus; label: string }[] = [
  { status: "active", label: "Active" },
  { status: "inactive", label: "Inactive" },
  { status: "pending_verification", label: "Pending" },
  { status: "private", label: "Private" },
  { status: "suspended", label: "Suspend" },
  { status: "temporary_active", label: "Temporary Active" },
  { status: "temporary_approval_edit", label: "Temporary Approval Edit" },
  { status: "unverified", label: "Unverified" },
];

export const statusLabel = (s: string) => memberStatusLabels[s as TAccountStatus] ?? s;

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
  QUICK: "bg-emerald-600 text-white",
  STOCK: "bg-blue-600 text-white",
  PREMIUM: "bg-purple-700 text-white",
};

/** Moderation queues of the menu. */
export const queues = [
  { key: "ads", label: "New Ads", count: "pendingAds" },
  { key: "edits", label: "Pending Edits", count: "pendingEdits" },
  { key: "photos", label: "Photos", count: "photos" },
  { key: "videos", label: "Videos", count: "videos" },
  { key: "kyc", label: "KYC Documents", count: "kyc" },
  { key: "reports", label: "Reports", count: "reports" },
] as const;
export type QueueKey = (typeof queues)[number]["key"];

/** Menu entries built later: they show the spec's placeholder text. */
export const laterSections = [
  "Content Management",
  "Online Payments",
  "Cheque Payments",
  "Locations",
  "Religions",
  "News/Notice",
  "Business Links",
  "FAQ",
  "Package",
  "Member Details Downloader",
  "RR Tracker",
  "RR Payment Downloader",
  "Promo",
] as const;
export const sectionSlug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, "-");

export const formatDate = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString("en-IN", { day: "2-digit", month: "short", year: "numeric", timeZone: "Asia/Kolkata" }) : "—";
