import { RrLayout } from "@/features/rr";
import { RouteError } from "../route-error";

/** /rr-panel: the RR's shell around the screen of the child route. */
export default function RrShellRoute() {
  return <RrLayout />;
}

export const ErrorBoundary = RouteError;
