import { Navigate, useLocation } from "react-router";
import { adminBase } from "@/features/admin-auth";

/** /admin/...: the panel's older address, sent to the same screen under /admin-panel. */
export default function AdminAliasRoute() {
  const { pathname, search } = useLocation();
  return <Navigate to={`${adminBase}${pathname.replace(/^\/admin/, "")}${search}`} replace />;
}
