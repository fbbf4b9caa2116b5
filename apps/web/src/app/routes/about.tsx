import { AboutPage, useInfoPageMeta } from "@/features/info-pages";

export function Component() {
  useInfoPageMeta("about");
  return <AboutPage />;
}
