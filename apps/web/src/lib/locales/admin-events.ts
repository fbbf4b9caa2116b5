import { addCatalogue } from "../i18n";

/**
 * What the audit log's codes mean (a member's history, an order's history in the admin panel), and who
 * did it. A code's dot is a level of the catalogue ("member.registered": events.member.registered).
 */
const en = {
  events: {
    member: {
      registered: "Registered",
      added_by_rr: "Ad posted by an RR",
      confirmed_rr_ad: "Confirmed the ad the RR posted",
      status: "Status changed",
      activate: "Activated",
      suspend: "Suspended",
      block: "Blocked",
      unblock: "Unblocked",
      update: "Details changed by an admin",
      erased: "Erased on request",
      contact_viewed: "Contact details viewed by an admin",
      ad_edited: "Edited the ad",
    },
    ad_edit: {
      approved: "Ad edit approved",
      rejected: "Ad edit refused",
    },
    report: {
      dismissed: "Report dismissed",
      warned: "Warned after a report",
      suspended: "Suspended after a report",
    },
    profile: {
      report: "Reported an ad",
      block: "Blocked a member",
      unblock: "Unblocked a member",
    },
    photo: {
      approved: "Photo approved",
      rejected: "Photo refused",
    },
    video: {
      approved: "Video approved",
      rejected: "Video refused",
    },
    trial_started: "Free trial started",
    ytm_confirmed: "Confirmed still yet to marry",
    kyc_uploaded: "KYC document uploaded",
    kyc_verified: "KYC document verified",
    kyc_rejected: "KYC document refused",
    order_created: "Order created",
    order_expired: "Order expired unpaid",
    payment_captured: "Payment received",
    payment_failed: "Payment failed",
    payment_duplicate: "Paid a second time",
    payment_amount_mismatch: "Amount paid did not match",
    payment_refunded: "Refunded",
    payment_partially_refunded: "Partly refunded",
    payment_bounced: "Cheque bounced",
    refund_requested: "Refund requested",
    cheque_recorded: "Cheque recorded",
    cheque_cleared: "Cheque cleared",
    cheque_bounced: "Cheque bounced",
  },
  actors: { member: "the member", rr: "an RR", system: "the system", admin: "an admin" },
};

export const adminEventsNs = addCatalogue("adminEvents", en, {
  events: {
    member: {
      registered: "নিবন্ধন করেছেন",
      added_by_rr: "আরআর বিজ্ঞাপনটি দিয়েছেন",
      confirmed_rr_ad: "আরআর-এর দেওয়া বিজ্ঞাপন নিশ্চিত করেছেন",
      status: "অবস্থা বদলানো হয়েছে",
      activate: "চালু করা হয়েছে",
      suspend: "স্থগিত করা হয়েছে",
      block: "ব্লক করা হয়েছে",
      unblock: "আনব্লক করা হয়েছে",
      update: "অ্যাডমিন তথ্য বদলেছেন",
      erased: "অনুরোধে মুছে ফেলা হয়েছে",
      contact_viewed: "অ্যাডমিন যোগাযোগের তথ্য দেখেছেন",
      ad_edited: "বিজ্ঞাপন সম্পাদনা করেছেন",
    },
    ad_edit: {
      approved: "বিজ্ঞাপনের সম্পাদনা অনুমোদিত",
      rejected: "বিজ্ঞাপনের সম্পাদনা নামঞ্জুর",
    },
    report: {
      dismissed: "অভিযোগ খারিজ",
      warned: "অভিযোগের পরে সতর্ক করা হয়েছে",
      suspended: "অভিযোগের পরে স্থগিত করা হয়েছে",
    },
    profile: {
      report: "একটি বিজ্ঞাপনের বিরুদ্ধে অভিযোগ করেছেন",
      block: "একজন সদস্যকে ব্লক করেছেন",
      unblock: "একজন সদস্যকে আনব্লক করেছেন",
    },
    photo: {
      approved: "ছবি অনুমোদিত",
      rejected: "ছবি নামঞ্জুর",
    },
    video: {
      approved: "ভিডিও অনুমোদিত",
      rejected: "ভিডিও নামঞ্জুর",
    },
    trial_started: "বিনামূল্যের ট্রায়াল শুরু",
    ytm_confirmed: "এখনও অবিবাহিত বলে নিশ্চিত করেছেন",
    kyc_uploaded: "কেওয়াইসি নথি আপলোড করেছেন",
    kyc_verified: "কেওয়াইসি নথি যাচাই হয়েছে",
    kyc_rejected: "কেওয়াইসি নথি নামঞ্জুর",
    order_created: "অর্ডার তৈরি হয়েছে",
    order_expired: "টাকা না দেওয়ায় অর্ডারের মেয়াদ শেষ",
    payment_captured: "পেমেন্ট পাওয়া গেছে",
    payment_failed: "পেমেন্ট ব্যর্থ",
    payment_duplicate: "দ্বিতীয়বার পেমেন্ট",
    payment_amount_mismatch: "দেওয়া টাকার অঙ্ক মেলেনি",
    payment_refunded: "টাকা ফেরত দেওয়া হয়েছে",
    payment_partially_refunded: "আংশিক টাকা ফেরত",
    payment_bounced: "চেক বাউন্স করেছে",
    refund_requested: "টাকা ফেরতের অনুরোধ",
    cheque_recorded: "চেক নথিভুক্ত",
    cheque_cleared: "চেক ক্লিয়ার হয়েছে",
    cheque_bounced: "চেক বাউন্স করেছে",
  },
  actors: { member: "সদস্য", rr: "একজন আরআর", system: "সিস্টেম", admin: "একজন অ্যাডমিন" },
});
