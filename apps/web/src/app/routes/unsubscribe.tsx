import { UnsubscribePage } from "@/features/circulation-emails";

export function Component() {
  return <UnsubscribePage />;
}
