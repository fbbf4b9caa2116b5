/** The dashboard side menu (spec 001), in order: each link's text is `menu.<key>` in the dashboard catalogue. `end` marks links that match their path exactly. */
export type MenuItem = { key: string; to: string; end?: boolean };

export const dashboardMenu: MenuItem[] = [
  { key: "overview", to: "/dashboard", end: true },
  { key: "matches", to: "/dashboard/matches" },
  { key: "view", to: "/dashboard/view" },
  { key: "editAd", to: "/edit-ad" },
  { key: "photos", to: "/edit-ad#gallery" },
  { key: "profile", to: "/dashboard/profile" },
  { key: "privacy", to: "/dashboard/privacy" },
  { key: "videos", to: "/dashboard/videos" },
  { key: "kyc", to: "/dashboard/kyc" },
  { key: "ytm", to: "/dashboard/ytm" },
  { key: "circulation", to: "/dashboard/circulation" },
  { key: "proposals", to: "/dashboard/proposals" },
  { key: "ccp", to: "/dashboard/ccp" },
  { key: "photoRequests", to: "/dashboard/photo-requests" },
  { key: "payments", to: "/dashboard/payments" },
  { key: "bookmarks", to: "/dashboard/bookmarks" },
  { key: "blocked", to: "/dashboard/blocked" },
];
