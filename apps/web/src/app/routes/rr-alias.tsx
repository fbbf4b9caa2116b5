import { Navigate, useLocation } from "react-router";

/** /admin/rr/...: the RR panel's older address, sent to the same screen under /rr-panel. */
export default function RrAliasRoute() {
  const { pathname, search } = useLocation();
  return <Navigate to={`/rr-panel${pathname.replace(/^\/admin\/rr/, "")}${search}`} replace />;
}
