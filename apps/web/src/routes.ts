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
      layout("app/routes/admin-only.tsx", [
        route("admin-panel/*", "app/routes/admin-panel.tsx"),
        route("admin/*", "app/routes/admin-panel.tsx", { id: "admin" }),
      ]),
      layout("app/routes/rr-only.tsx", [
        route("rr-panel", "app/routes/rr-panel.tsx"),
        route("admin/rr", "app/routes/rr-panel.tsx", { id: "admin-rr" }),
      ]),
      route("*", "app/routes/not-found.tsx"),
    ]),
  ]),
] satisfies RouteConfig;
