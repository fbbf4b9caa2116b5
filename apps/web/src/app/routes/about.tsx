import { AboutPage } from "@/features/info-pages";
import { usePageMeta } from "@/lib/use-page-meta";

export function Component() {
  usePageMeta(
    "About Us",
    "About Shubho Bibaho: a trusted matrimonial advertisement service for Bengali families — thousands of happy customers and verified ads.",
  );
  return <AboutPage />;
}
