import { PortalsPage, useInfoPageMeta } from "@/features/info-pages";

export default function PortalsRoute() {
  useInfoPageMeta("portals");
  return <PortalsPage />;
}
