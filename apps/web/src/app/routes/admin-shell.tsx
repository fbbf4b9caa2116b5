import { AdminLayout } from "@/features/admin-auth/panel";
import { RouteError } from "../route-error";

/** /admin-panel: the admin's shell around the screen of the child route. */
export default function AdminShellRoute() {
  return <AdminLayout />;
}

export const ErrorBoundary = RouteError;
