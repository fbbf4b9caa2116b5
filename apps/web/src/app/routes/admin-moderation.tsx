import { useParams } from "react-router";
import { queues, type QueueKey } from "@/features/admin-auth";
import { AdminPlaceholder } from "@/features/admin-auth/panel";
import { ModerationPage } from "@/features/admin-moderation";

/** /admin-panel/moderation/:queue: one review queue. */
export default function AdminModerationRoute() {
  const { queue } = useParams();
  if (!queues.some((q) => q.key === queue)) return <AdminPlaceholder />;
  return <ModerationPage key={queue} queue={queue as QueueKey} />;
}
