import { AboutPage, useInfoPageMeta } from "@/features/info-pages";

export default function AboutRoute() {
  useInfoPageMeta("about");
  return <AboutPage />;
}
