import { RrPanel } from "@/features/rr";

export default function RrPanelRoute() {
  return <RrPanel />;
}
