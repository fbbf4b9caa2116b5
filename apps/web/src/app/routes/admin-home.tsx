import { Navigate } from "react-router";

/** /admin-panel opens on the dashboard. */
export default function AdminHomeRoute() {
  return <Navigate to="dashboard" replace />;
}
