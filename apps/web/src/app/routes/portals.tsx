import { PortalsPage } from "@/features/info-pages";
import { usePageMeta } from "@/lib/use-page-meta";

export function Component() {
  usePageMeta("Portals", "Sign in to the Shubho Bibaho admin portal or the relationship representative (RR) portal.");
  return <PortalsPage />;
}
