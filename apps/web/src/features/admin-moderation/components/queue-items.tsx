import type { TEditInQueue, TOpenReport, TPendingAd, TPendingKyc, TPendingMedia } from "@app/contract";
import type { QueueKey } from "@/features/admin-auth";
import { EditQueueItem } from "./edit-queue-item";
import { KycQueueItem } from "./kyc-queue-item";
import { MediaQueueItem } from "./media-queue-item";
import { NewAdDetails } from "./new-ad-details";
import { DecidedCard, MemberLink, type Decide } from "./queue-parts";
import { ReportQueueItem } from "./report-queue-item";

/** A new ad; an RR's ad waits for its member's consent before it can be approved. */
function AdQueueItem({ a, decide }: { a: TPendingAd; decide: Decide }) {
  const item = { id: a.member.id, label: a.member.profileId ?? a.member.name };
  const held = a.awaitingConsent ? `awaiting-consent-${a.member.id}` : undefined;
  return (
    <DecidedCard item={item} decide={decide} heldBy={held}>
      <NewAdDetails a={a} member={<MemberLink m={a.member} />} heldBy={held} />
    </DecidedCard>
  );
}

/** The page's items, each drawn as its queue's kind. */
export function QueueItems({ queue, items, decide }: { queue: QueueKey; items: unknown[]; decide: Decide }) {
  if (queue === "ads") return (items as TPendingAd[]).map((a) => <AdQueueItem key={a.member.id} a={a} decide={decide} />);
  if (queue === "edits") return (items as TEditInQueue[]).map((e) => <EditQueueItem key={e.id} e={e} decide={decide} />);
  if (queue === "photos" || queue === "videos")
    return (items as TPendingMedia[]).map((m) => <MediaQueueItem key={m.id} m={m} decide={decide} />);
  if (queue === "kyc") return (items as TPendingKyc[]).map((k) => <KycQueueItem key={k.id} k={k} decide={decide} />);
  return (items as TOpenReport[]).map((r) => <ReportQueueItem key={r.id} r={r} decide={decide} />);
}
