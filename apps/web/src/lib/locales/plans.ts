import { addCatalogue } from "../i18n";

const en = {
  meta: {
    title: "Plans",
    description:
      "Matrimonial ad plans: Text AD till marriage, video advertisement plans and proposal packs. One-time payment, GST included.",
  },
  heading: "Plans & pricing",
  intro:
    "Pay once, and your ad keeps circulating until the marriage is settled. Average time to find a match: six months — with a 6-month result guarantee.",
  benefits: {
    circulation: "Unlimited ad circulation",
    proposals: "20 proposals per month",
    privacy: "Contact privacy: you choose phone or email",
    oneTime: "One-time payment in rupees",
  },
  groups: {
    text: {
      title: "Text advertisement",
      text: "A single cost until your marriage ad ends. Your ad circulates to matching families every day.",
    },
    video: {
      title: "Video advertisement",
      text: "Let families see and hear you. Every video is reviewed, and contact details are always masked.",
    },
    proposal: { title: "Proposal packs", text: "Add proposal points to reach more of the brides and grooms you like." },
  },
  loading: "Loading plans...",
  loadFailed: "Failed to fetch plans",
  tryAgain: "Try Again",
  trialNote:
    "New here? Try a <strong>10-day trial free</strong> for a limited time — just post your ad. Social media promotion worth up to 10% of the fees you pay is included.",
  card: {
    inclGst: "incl. GST",
    plusGst: "+ GST",
    grantsTitle: "With this plan",
    choose: "Choose plan",
    buy: "Buy",
    signInToBuy: "Register or log in to buy",
  },
  /** What a payment of the plan grants, from the plan's numbers. */
  grants: {
    proposalPoints_one: "+{{count}} proposal point",
    proposalPoints_other: "+{{count}} proposal points",
    ccp_one: "+{{count}} CCP (contact check point)",
    ccp_other: "+{{count}} CCP (contact check points)",
    telecallerCalls_one: "{{count}} free telecaller call",
    telecallerCalls_other: "{{count}} free telecaller calls",
    days_one: "Listed for {{count}} day",
    days_other: "Listed for {{count}} days",
    tillMarriage: "Listed till marriage",
  },
  /** The badges the plans carry, by their stored English text; a badge not listed is shown as stored. */
  badges: {
    "Most Popular": "Most Popular",
    Premium: "Premium",
    "Best Value": "Best Value",
    "Till Marriage": "Till Marriage",
    Offer: "Offer",
    "Best Reach": "Best Reach",
    Free: "Free",
  },
  videoFees: {
    unavailable: "Video ad plans could not be loaded just now. Please try again shortly.",
    caption: "Video ad plans (GST extra)",
    plan: "Plan",
    whatYouGet: "What you get",
    fee: "Fee (GST extra)",
  },
} as const;

/** প্ল্যান ও মূল্য */
export const plansNs = addCatalogue("plans", en, {
  meta: {
    title: "প্ল্যান",
    description: "বিবাহের বিজ্ঞাপনের প্ল্যান: বিয়ে পর্যন্ত টেক্সট বিজ্ঞাপন, ভিডিও বিজ্ঞাপন আর প্রস্তাব প্যাক। একবারই টাকা, জিএসটি সহ।",
  },
  heading: "প্ল্যান ও মূল্য",
  intro: "একবার টাকা দিন, বিয়ে ঠিক না হওয়া পর্যন্ত আপনার বিজ্ঞাপন ঘুরতে থাকবে। মনের মতো সম্বন্ধ পেতে গড়ে ছয় মাস লাগে — ছয় মাসে ফলের নিশ্চয়তা সহ।",
  benefits: {
    circulation: "সীমাহীন বিজ্ঞাপন প্রচার",
    proposals: "মাসে ২০টি প্রস্তাব",
    privacy: "যোগাযোগের গোপনীয়তা: ফোন না ইমেল, আপনিই ঠিক করবেন",
    oneTime: "টাকায় একবারই পেমেন্ট",
  },
  groups: {
    text: { title: "টেক্সট বিজ্ঞাপন", text: "বিয়ের বিজ্ঞাপন শেষ হওয়া পর্যন্ত একটাই খরচ। আপনার বিজ্ঞাপন রোজ মানানসই পরিবারগুলির কাছে পৌঁছায়।" },
    video: {
      title: "ভিডিও বিজ্ঞাপন",
      text: "পরিবারগুলি আপনাকে দেখুক, আপনার কথা শুনুক। প্রতিটি ভিডিও যাচাই করা হয়, আর যোগাযোগের তথ্য সবসময় গোপন থাকে।",
    },
    proposal: { title: "প্রস্তাব প্যাক", text: "পছন্দের আরও পাত্রপাত্রীর কাছে পৌঁছাতে প্রস্তাব-পয়েন্ট যোগ করুন।" },
  },
  loading: "প্ল্যান লোড হচ্ছে...",
  loadFailed: "প্ল্যানগুলি আনা গেল না",
  tryAgain: "আবার চেষ্টা করুন",
  trialNote:
    "নতুন? সীমিত সময়ের জন্য <strong>১০ দিনের ট্রায়াল বিনামূল্যে</strong> — শুধু আপনার বিজ্ঞাপন দিন। আপনার দেওয়া ফি-র ১০% পর্যন্ত মূল্যের সোশ্যাল মিডিয়া প্রচার সঙ্গে থাকছে।",
  card: {
    inclGst: "জিএসটি সহ",
    plusGst: "+ জিএসটি",
    grantsTitle: "এই প্ল্যানে পাবেন",
    choose: "প্ল্যানটি বেছে নিন",
    buy: "কিনুন",
    signInToBuy: "কিনতে রেজিস্টার বা লগইন করুন",
  },
  grants: {
    proposalPoints_one: "+{{count}}টি প্রস্তাব-পয়েন্ট",
    proposalPoints_other: "+{{count}}টি প্রস্তাব-পয়েন্ট",
    ccp_one: "+{{count}}টি CCP (যোগাযোগ দেখার পয়েন্ট)",
    ccp_other: "+{{count}}টি CCP (যোগাযোগ দেখার পয়েন্ট)",
    telecallerCalls_one: "{{count}}টি টেলিকলার কল বিনামূল্যে",
    telecallerCalls_other: "{{count}}টি টেলিকলার কল বিনামূল্যে",
    days_one: "{{count}} দিন তালিকায় থাকবে",
    days_other: "{{count}} দিন তালিকায় থাকবে",
    tillMarriage: "বিয়ে পর্যন্ত তালিকায় থাকবে",
  },
  badges: {
    "Most Popular": "সবচেয়ে জনপ্রিয়",
    Premium: "প্রিমিয়াম",
    "Best Value": "সবচেয়ে সাশ্রয়ী",
    "Till Marriage": "বিয়ে পর্যন্ত",
    Offer: "অফার",
    "Best Reach": "সবচেয়ে বেশি প্রচার",
    Free: "বিনামূল্যে",
  },
  videoFees: {
    unavailable: "ভিডিও বিজ্ঞাপনের প্ল্যান এই মুহূর্তে লোড করা গেল না। একটু পরে আবার চেষ্টা করুন।",
    caption: "ভিডিও বিজ্ঞাপনের প্ল্যান (জিএসটি আলাদা)",
    plan: "প্ল্যান",
    whatYouGet: "কী পাবেন",
    fee: "ফি (জিএসটি আলাদা)",
  },
});
