import { PageFallback } from "../layout/site-layout";
import { RouteGuard } from "../route-guard";

// The admin pages: their credentials live in the browser, so the server draws a spinner in their place and
// the browser decides (a client loader that runs before hydration).
export const clientLoader = async () => null;
clientLoader.hydrate = true as const;

export const HydrateFallback = PageFallback;

export default function AdminOnly() {
  return <RouteGuard role="admin" />;
}
