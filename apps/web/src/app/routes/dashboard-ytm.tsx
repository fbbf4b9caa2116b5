import { YtmPage } from "@/features/dashboard";

export function Component() {
  return <YtmPage />;
}
