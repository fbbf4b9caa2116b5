import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

/**
 * Every page of the site, admin panel and RR panel (spec 000 and 001), as route modules under
 * `app/routes/`. A page's module exports its screen as `default`; layouts and guards are routes without
 * a path.
 */
export default [
  layout("app/layout/site-layout.tsx", [
    layout("app/routes/pages.tsx", [
      index("app/routes/home.tsx"),
      route("about", "app/routes/about.tsx"),
      route("workflow", "app/routes/workflow.tsx"),
      route("proposal", "app/routes/proposal.tsx"),
      route("yet-to-marry", "app/routes/yet-to-marry.tsx"),
      route("announcement", "app/routes/announcement.tsx"),
      route("benefit", "app/routes/benefit.tsx"),
      route("faq", "app/routes/faq.tsx"),
      route("blogs", "app/routes/blogs.tsx"),
      route("blogs/:slug", "app/routes/blog-post.tsx"),
      route("profiles", "app/routes/profiles.tsx"),
      route("profile/:id", "app/routes/profile-detail.tsx"),
      route("plans", "app/routes/plans.tsx"),
      route("register/:referCode?", "app/routes/register.tsx"),
      route("login", "app/routes/login.tsx"),
      route("auth/login", "app/routes/login.tsx", { id: "auth-login" }),
      // The checkout screen asks for login itself (spec 000); the guard is not used here.
      route("checkout", "app/routes/checkout.tsx"),
      route("post-reg/:id?", "app/routes/post-reg.tsx"),
      route("portals", "app/routes/portals.tsx"),
      route("admin-login", "app/routes/admin-login.tsx"),
      route("rr-login", "app/routes/rr-login.tsx"),
      route("rr-confirm", "app/routes/rr-confirm.tsx"),
      route("unsubscribe", "app/routes/unsubscribe.tsx"),
      layout("app/routes/member-only.tsx", [
        route("dashboard", "app/routes/dashboard.tsx", [
          index("app/routes/dashboard-overview.tsx"),
          route("view", "app/routes/dashboard-view.tsx"),
          route("kyc", "app/routes/dashboard-kyc.tsx"),
          route("ytm", "app/routes/dashboard-ytm.tsx"),
          route("circulation", "app/routes/dashboard-circulation.tsx"),
          route("payments", "app/routes/dashboard-payments.tsx"),
          route("bookmarks", "app/routes/dashboard-bookmarks.tsx"),
          route("proposals", "app/routes/dashboard-proposals.tsx"),
          route("ccp", "app/routes/dashboard-ccp.tsx"),
          route("blocked", "app/routes/dashboard-blocked.tsx"),
          route("profile", "app/routes/dashboard-profile.tsx"),
          route("privacy", "app/routes/dashboard-privacy.tsx"),
          route("videos", "app/routes/dashboard-videos.tsx"),
          route("photo-requests", "app/routes/dashboard-photo-requests.tsx"),
        ]),
        route("edit-ad", "app/routes/edit-ad.tsx"),
        route("profile/complete", "app/routes/profile-complete.tsx"),
        route("upgrade", "app/routes/upgrade.tsx"),
        route("receipt/:id", "app/routes/receipt.tsx"),
        route("credit-note/:id", "app/routes/credit-note.tsx"),
      ]),
      route("*", "app/routes/not-found.tsx"),
    ]),
  ]),
  // The admin and RR panels: their own shell (header, side menu), outside the public site's layout.
  layout("app/routes/admin-only.tsx", [
    route("admin-panel", "app/routes/admin-shell.tsx", [
      index("app/routes/admin-home.tsx"),
      route("dashboard", "app/routes/admin-dashboard.tsx"),
      route("members/:status", "app/routes/admin-members.tsx"),
      route("member/:id", "app/routes/admin-member.tsx"),
      route("moderation/:queue", "app/routes/admin-moderation.tsx"),
      route("admins", "app/routes/admin-admins.tsx"),
      route("admins/new", "app/routes/admin-add-admin.tsx"),
      route("payments", "app/routes/admin-payments.tsx"),
      route("payments/:id", "app/routes/admin-payment.tsx"),
      route("cheques", "app/routes/admin-cheques.tsx"),
      route("promo", "app/routes/admin-promo.tsx"),
      route("exports/members", "app/routes/admin-exports.tsx"),
      route("section/rr-tracker", "app/routes/admin-rr-tracker.tsx"),
      route("section/rr-payment-downloader", "app/routes/admin-rr-payouts.tsx"),
      route("section/content-management", "app/routes/admin-content-posts.tsx"),
      route("section/content-management/posts/:id", "app/routes/admin-content-post.tsx"),
      route("section/content-management/categories", "app/routes/admin-content-categories.tsx"),
      route("section/content-management/stories", "app/routes/admin-content-stories.tsx"),
      route("section/news-notice", "app/routes/admin-notices.tsx"),
      route("section/business-links", "app/routes/admin-business-links.tsx"),
      route("section/faq", "app/routes/admin-faq.tsx"),
      route("section/locations", "app/routes/admin-locations.tsx"),
      route("section/religions", "app/routes/admin-religions.tsx"),
      route("section/package", "app/routes/admin-package.tsx"),
      route("*", "app/routes/admin-unknown.tsx"),
    ]),
    // The panel's older address: the same screens under /admin.
    route("admin/*", "app/routes/admin-alias.tsx"),
  ]),
  layout("app/routes/rr-only.tsx", [
    route("rr-panel", "app/routes/rr-shell.tsx", [
      index("app/routes/rr-home.tsx"),
      route("members", "app/routes/rr-members.tsx"),
      route("add", "app/routes/rr-add.tsx"),
      route("payments", "app/routes/rr-payments.tsx"),
      route("commission", "app/routes/rr-commission.tsx"),
      route("history", "app/routes/rr-history.tsx"),
    ]),
    route("admin/rr/*", "app/routes/rr-alias.tsx"),
  ]),
] satisfies RouteConfig;
