import { Navigate, useSearchParams } from "react-router";
import { rrViews, type RrView } from "@/features/rr";

/** Older links named the screen as `?view=` (`report` for the commission report). */
const older: Record<string, RrView> = { report: "commission" };

/** /rr-panel opens the member list, or the screen an older `?view=` link names. */
export default function RrHomeRoute() {
  const [params] = useSearchParams();
  const asked = params.get("view") ?? "";
  const view = older[asked] ?? rrViews.find((v) => v === asked) ?? "members";
  return <Navigate to={view} replace />;
}
