import { RrPanel } from "@/features/rr";

export function Component() {
  return <RrPanel />;
}
