import { addCatalogue } from "../i18n";

const en = {
  loading: "Loading...",
  tryAgain: "Try again",
  tryAgainTitle: "Try Again",
  retry: "Retry",
  dismiss: "Dismiss",
  dismissMessage: "Dismiss message",
  home: "Home",
  postAd: "Post Ad",
  carousel: {
    slide: "{{n}} of {{count}}",
    previous: "Previous slide",
    next: "Next slide",
    pause: "Pause {{label}}",
    play: "Play {{label}}",
  },
  pageShell: {
    back: "← Back to dashboard",
    couldNotLoad: "Could not load {{what}}",
    browse: "Browse profiles",
  },
  routeError: {
    title: "Unexpected Application Error!",
    staleChunk: "A newer version of the site is available. Please reload the page.",
    text: "Something went wrong while showing this page. Please try again.",
    reload: "Reload page",
    goHome: "Go to Home",
  },
  offline: {
    checking: "Checking your connection…",
    title: "You are offline",
    text: "This page has not been opened on this phone before, so it needs the internet. Pages you have already seen still open.",
    auto: "It opens by itself as soon as the connection is back.",
    retry: "Try again",
  },
  notFound: {
    title: "Page not found",
    description: "The page you are looking for does not exist.",
    text: "The page you are looking for has moved or does not exist.",
    goHome: "Go to Home",
    findMatch: "Find a Match",
  },
  guard: {
    verifying: "Verifying authentication...",
    admin: "Please login as admin to access this page",
    rr: "Please login as RR to access this page",
    member: "Please login to access this page",
  },
} as const;

/** পাতা জুড়ে বারবার আসা লেখা */
export const commonNs = addCatalogue("common", en, {
  loading: "লোড হচ্ছে...",
  tryAgain: "আবার চেষ্টা করুন",
  tryAgainTitle: "আবার চেষ্টা করুন",
  retry: "আবার চেষ্টা করুন",
  dismiss: "সরিয়ে দিন",
  dismissMessage: "বার্তাটি সরিয়ে দিন",
  home: "হোম",
  postAd: "বিজ্ঞাপন দিন",
  carousel: {
    slide: "স্লাইড {{n}}, মোট {{count}}টির মধ্যে",
    previous: "আগের স্লাইড",
    next: "পরের স্লাইড",
    pause: "{{label}} থামান",
    play: "{{label}} চালু করুন",
  },
  pageShell: {
    back: "← ড্যাশবোর্ডে ফিরুন",
    couldNotLoad: "{{what}} লোড করা গেল না",
    browse: "প্রোফাইল দেখুন",
  },
  routeError: {
    title: "অপ্রত্যাশিত সমস্যা হয়েছে!",
    staleChunk: "সাইটের নতুন সংস্করণ এসেছে। পাতাটি আবার লোড করুন।",
    text: "পাতাটি দেখাতে গিয়ে কিছু একটা গোলমাল হয়েছে। আবার চেষ্টা করুন।",
    reload: "পাতাটি আবার লোড করুন",
    goHome: "হোম পাতায় যান",
  },
  offline: {
    checking: "আপনার সংযোগ দেখা হচ্ছে…",
    title: "আপনি এখন অফলাইন",
    text: "এই পাতাটি এই ফোনে আগে খোলা হয়নি, তাই এটি দেখতে ইন্টারনেট লাগবে। আগে দেখা পাতাগুলি এখনও খোলা যাবে।",
    auto: "সংযোগ ফিরলেই পাতাটি নিজে থেকে খুলে যাবে।",
    retry: "আবার চেষ্টা করুন",
  },
  notFound: {
    title: "পাতাটি পাওয়া যায়নি",
    description: "আপনি যে পাতাটি খুঁজছেন, সেটি নেই।",
    text: "আপনি যে পাতাটি খুঁজছেন, সেটি সরানো হয়েছে বা আর নেই।",
    goHome: "হোম পাতায় যান",
    findMatch: "পাত্রপাত্রী খুঁজুন",
  },
  guard: {
    verifying: "আপনার লগইন যাচাই করা হচ্ছে...",
    admin: "এই পাতাটি দেখতে অ্যাডমিন হিসেবে লগইন করুন",
    rr: "এই পাতাটি দেখতে আরআর হিসেবে লগইন করুন",
    member: "এই পাতাটি দেখতে লগইন করুন",
  },
});
