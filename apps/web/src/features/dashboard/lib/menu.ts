/** The dashboard side menu (spec 001), in order. `end` marks links that match their path exactly. */
export type MenuItem = { label: string; to: string; end?: boolean };

export const dashboardMenu: MenuItem[] = [
  { label: "My Shubho Bibaho", to: "/dashboard", end: true },
  { label: "My Profile View", to: "/dashboard/view" },
  { label: "Edit My Ad", to: "/edit-ad" },
  { label: "Additional Photo", to: "/edit-ad#gallery" },
  { label: "My Profile", to: "/dashboard/profile" },
  { label: "Privacy", to: "/dashboard/privacy" },
  { label: "Videos", to: "/dashboard/videos" },
  { label: "KYC", to: "/dashboard/kyc" },
  { label: "Yet To Marry", to: "/dashboard/ytm" },
  { label: "AD Circulation Report", to: "/dashboard/circulation" },
  { label: "My Proposals Tracker", to: "/dashboard/proposals" },
  { label: "My CCP Tracker", to: "/dashboard/ccp" },
  { label: "My Photo Request Tracker", to: "/dashboard/photo-requests" },
  { label: "My Payments History", to: "/dashboard/payments" },
  { label: "My Bookmarks", to: "/dashboard/bookmarks" },
  { label: "Blocked Profiles", to: "/dashboard/blocked" },
];
