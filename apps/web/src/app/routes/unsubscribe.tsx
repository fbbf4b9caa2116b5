import { UnsubscribePage } from "@/features/circulation-emails";

export default function UnsubscribeRoute() {
  return <UnsubscribePage />;
}
