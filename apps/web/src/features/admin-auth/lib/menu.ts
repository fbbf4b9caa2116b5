import type { TAccountStatus } from "@app/contract";
import { formatDate } from "@/lib/format";
import i18n from "@/lib/i18n";
import { adminNs } from "@/lib/locales/admin";

/** The panel's address: every admin screen is a child route below it (routes.ts). */
export const adminBase = "/admin-panel";
export const useAdminBase = () => adminBase;

/** The member lists of the left menu, in the spec's order (names: `tabLabel`). */
export const memberTabs: { status: TAccountStatus }[] = [
  { status: "active" },
  { status: "inactive" },
  { status: "pending_verification" },
  { status: "private" },
  { status: "suspended" },
  { status: "temporary_active" },
  { status: "temporary_approval_edit" },
  { status: "unverified" },
];

/** A member list's name in the menu and its heading, in the chosen language. */
export const tabLabel = (s: TAccountStatus) => i18n.t(`tabs.${s}`, { ns: adminNs });

/** Moderation queues of the menu and the count of each in the stats (names: `queues.<key>` of the admin catalogue). */
export const queues = [
  { key: "ads", count: "pendingAds" },
  { key: "edits", count: "pendingEdits" },
  { key: "photos", count: "photos" },
  { key: "videos", count: "videos" },
  { key: "kyc", count: "kyc" },
  { key: "reports", count: "reports" },
] as const;
export type QueueKey = (typeof queues)[number]["key"];

/** The panel's other menu entries, each at `section/<slug>` (names: `sections.<slug>` of the admin catalogue). */
export const sections = [
  "content-management",
  "locations",
  "religions",
  "news-notice",
  "business-links",
  "faq",
  "package",
  "rr-tracker",
  "rr-payment-downloader",
] as const;

/** A date as "5 Dec 2026" (lib/format's `formatDate`), or "—" when there is none. */
export const dateOrDash = (iso: string | null) => (iso ? formatDate(iso) : "—");
