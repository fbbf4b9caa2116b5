import { addCatalogue } from "../i18n";

const en = {
  metaTitle: "Frequently asked questions",
  metaDescription: "Answers to common questions about Shubho Bibaho: posting an ad, proposals, plans, payments, privacy and verification.",
  eyebrow: "Help",
  title: "Frequently asked questions",
  intro: "Quick answers about posting your ad, proposals, plans and privacy. Tap a question to read its answer.",
  loading: "Loading questions…",
  loadFailed: "The questions could not be loaded.",
  retry: "Try again",
  empty: "No questions have been added yet.",
  moreHelp: "Still have a question?",
  moreHelpText: "Read how the service works, or post your ad and our team will help you along.",
  howItWorks: "How it works",
  postAd: "Post your ad — free",
};

const bn: typeof en = {
  metaTitle: "সাধারণ প্রশ্নোত্তর",
  metaDescription: "শুভ বিবাহ নিয়ে সাধারণ প্রশ্নের উত্তর: বিজ্ঞাপন দেওয়া, প্রস্তাব, প্ল্যান, পেমেন্ট, গোপনীয়তা আর যাচাই।",
  eyebrow: "সাহায্য",
  title: "সাধারণ প্রশ্নোত্তর",
  intro: "বিজ্ঞাপন দেওয়া, প্রস্তাব, প্ল্যান আর গোপনীয়তা নিয়ে সংক্ষিপ্ত উত্তর। উত্তর পড়তে প্রশ্নে চাপ দিন।",
  loading: "প্রশ্নগুলো লোড হচ্ছে…",
  loadFailed: "প্রশ্নগুলো লোড করা গেল না।",
  retry: "আবার চেষ্টা করুন",
  empty: "এখনও কোনো প্রশ্ন যোগ করা হয়নি।",
  moreHelp: "আরও কিছু জানার আছে?",
  moreHelpText: "পরিষেবাটি কীভাবে কাজ করে পড়ে দেখুন, অথবা বিজ্ঞাপন দিন — আমাদের দল পাশে থাকবে।",
  howItWorks: "কীভাবে কাজ করে",
  postAd: "বিনামূল্যে বিজ্ঞাপন দিন",
};

/** The public /faq page's strings. */
export const faqNs = addCatalogue("faq", en, bn);
export { en as faqEn, bn as faqBn };
