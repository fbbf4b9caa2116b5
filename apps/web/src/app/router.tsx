import { createBrowserRouter, type RouteObject } from "react-router";
import { PageFallback, RootLayout } from "./layout/root-layout";
import { RouteError } from "./route-error";
import { RouteGuard } from "./route-guard";
import { NotFound } from "./routes/not-found";

/**
 * Every route of both spec route tables. Pages are lazy modules exporting `Component`, so the
 * home route only loads the shell plus its own page.
 */
export const routes: RouteObject[] = [
  {
    path: "/",
    element: <RootLayout />,
    // Only reached when the layout itself fails, so it renders without header and footer.
    errorElement: (
      <div className="min-h-dvh bg-stone-50">
        <RouteError />
      </div>
    ),
    children: [
      {
        // Errors and the first lazy load render inside the layout (header and footer stay).
        errorElement: <RouteError />,
        hydrateFallbackElement: <PageFallback />,
        children: [
          { index: true, lazy: () => import("./routes/home") },
          { path: "about", lazy: () => import("./routes/about") },
          { path: "workflow", lazy: () => import("./routes/workflow") },
          { path: "proposal", lazy: () => import("./routes/proposal") },
          { path: "yet-to-marry", lazy: () => import("./routes/yet-to-marry") },
          { path: "announcement", lazy: () => import("./routes/announcement") },
          { path: "benefit", lazy: () => import("./routes/benefit") },
          { path: "faq", lazy: () => import("./routes/faq") },
          { path: "blogs", lazy: () => import("./routes/blogs") },
          { path: "blogs/:slug", lazy: () => import("./routes/blog-post") },
          { path: "profiles", lazy: () => import("./routes/profiles") },
          { path: "profile/:id", lazy: () => import("./routes/profile-detail") },
          { path: "plans", lazy: () => import("./routes/plans") },
          { path: "register", lazy: () => import("./routes/register") },
          { path: "register/:referCode", lazy: () => import("./routes/register") },
          { path: "login", lazy: () => import("./routes/login") },
          { path: "auth/login", lazy: () => import("./routes/login") },
          // The checkout screen asks for login itself (spec 000); the guard is not used here.
          { path: "checkout", lazy: () => import("./routes/checkout") },
          { path: "post-reg", lazy: () => import("./routes/post-reg") },
          { path: "post-reg/:id", lazy: () => import("./routes/post-reg") },
          { path: "portals", lazy: () => import("./routes/portals") },
          { path: "admin-login", lazy: () => import("./routes/admin-login") },
          { path: "rr-login", lazy: () => import("./routes/rr-login") },
          { path: "rr-confirm", lazy: () => import("./routes/rr-confirm") },
          { path: "unsubscribe", lazy: () => import("./routes/unsubscribe") },
          {
            element: <RouteGuard role="member" />,
            children: [
              {
                path: "dashboard",
                lazy: () => import("./routes/dashboard"),
                children: [
                  { index: true, lazy: () => import("./routes/dashboard-overview") },
                  { path: "view", lazy: () => import("./routes/dashboard-view") },
                  { path: "kyc", lazy: () => import("./routes/dashboard-kyc") },
                  { path: "ytm", lazy: () => import("./routes/dashboard-ytm") },
                  { path: "circulation", lazy: () => import("./routes/dashboard-circulation") },
                  { path: "payments", lazy: () => import("./routes/dashboard-payments") },
                  { path: "bookmarks", lazy: () => import("./routes/dashboard-bookmarks") },
                  { path: "proposals", lazy: () => import("./routes/dashboard-proposals") },
                  { path: "ccp", lazy: () => import("./routes/dashboard-ccp") },
                  { path: "blocked", lazy: () => import("./routes/dashboard-blocked") },
                  { path: "profile", lazy: () => import("./routes/dashboard-profile") },
                  { path: "privacy", lazy: () => import("./routes/dashboard-privacy") },
                  { path: "videos", lazy: () => import("./routes/dashboard-videos") },
                  { path: "photo-requests", lazy: () => import("./routes/dashboard-photo-requests") },
                ],
              },
              { path: "edit-ad", lazy: () => import("./routes/edit-ad") },
              { path: "profile/complete", lazy: () => import("./routes/profile-complete") },
              { path: "upgrade", lazy: () => import("./routes/upgrade") },
              { path: "receipt/:id", lazy: () => import("./routes/receipt") },
              { path: "credit-note/:id", lazy: () => import("./routes/credit-note") },
            ],
          },
          {
            element: <RouteGuard role="admin" />,
            children: [
              { path: "admin-panel/*", lazy: () => import("./routes/admin-panel") },
              { path: "admin/*", lazy: () => import("./routes/admin-panel") },
            ],
          },
          {
            element: <RouteGuard role="rr" />,
            children: [
              { path: "rr-panel", lazy: () => import("./routes/rr-panel") },
              { path: "admin/rr", lazy: () => import("./routes/rr-panel") },
            ],
          },
          { path: "*", element: <NotFound /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
