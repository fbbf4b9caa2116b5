import type { TAdvertiserContact } from "@app/contract";

/*
 * Whether an advertiser's contact detail is shown to a viewer: the ad page, contact views and
 * proposals all decide through presentContact below.
 */

/** Who is looking, and what grants they hold towards this advertiser. */
export type ContactViewer = {
  userId: number | null;
  /** The viewer holds a plan that includes seeing premium advertisers' contact details. */
  planGrantsContact: boolean;
  /** The advertiser sent this viewer a proposal. */
  proposalReceived: boolean;
  /** The viewer's proposal to the advertiser was accepted. */
  proposalAccepted?: boolean;
  /** The viewer already opened this contact (spent CCP, or through a plan); re-views are free. */
  contactViewed?: boolean;
  /** The viewer reached the daily limit of new contact views. */
  dailyLimitReached?: boolean;
};
export type ContactSource = {
  userId: number;
  adType: "text" | "video";
  /** The advertiser's plan puts their contact detail on the ad. */
  contactVisible: boolean;
  phone: string;
  email: string | null;
  contactVisibility: "phone" | "email" | "both";
  advertiserName: string | null;
  relation: string | null;
};

/** Why a viewer may or may not see an advertiser's contact detail. */
export function contactReason(
  src: Pick<ContactSource, "userId" | "adType" | "contactVisible">,
  viewer: ContactViewer,
): TAdvertiserContact["reason"] {
  if (viewer.userId === src.userId) return "own_ad";
  if (viewer.userId === null) return src.adType === "video" ? "video_masked" : "sign_in";
  if (viewer.proposalReceived) return "proposal_received";
  if (viewer.proposalAccepted) return "proposal_accepted";
  if (viewer.contactViewed) return "contact_access";
  if (src.adType === "video") return "video_masked";
  if (src.contactVisible && viewer.planGrantsContact) return viewer.dailyLimitReached ? "daily_limit" : "premium_advertiser";
  return "not_entitled";
}

const shownReasons = new Set<TAdvertiserContact["reason"]>([
  "own_ad",
  "proposal_received",
  "proposal_accepted",
  "contact_access",
  "premium_advertiser",
]);

/**
 * The one place that decides whether a phone number or email address leaves the server.
 * Shown: to the advertiser themself; to the receiver of the advertiser's proposal; to the sender of a
 * proposal the advertiser accepted; to a viewer who opened the contact with CCP (or through a plan);
 * to a viewer whose plan grants contact access when the advertiser's plan shows contact on a text ad,
 * within the daily limit. Never on a video ad in public. Only the detail the member chose to show;
 * at least one of them.
 */
export function presentContact(src: ContactSource, viewer: ContactViewer): TAdvertiserContact {
  const base = { advertiserName: src.advertiserName, relation: src.relation };
  const reason = contactReason(src, viewer);
  if (!shownReasons.has(reason)) return { ...base, visible: false, reason, phone: null, email: null };
  const showEmail = Boolean(src.email) && src.contactVisibility !== "phone";
  const showPhone = src.contactVisibility !== "email" || !showEmail;
  return { ...base, visible: true, reason, phone: showPhone ? src.phone : null, email: showEmail ? src.email : null };
}
