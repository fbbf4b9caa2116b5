import { PortalsPage, useInfoPageMeta } from "@/features/info-pages";

export function Component() {
  useInfoPageMeta("portals");
  return <PortalsPage />;
}
