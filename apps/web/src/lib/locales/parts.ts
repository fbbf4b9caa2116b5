import { addCatalogue } from "../i18n";

/** Texts of shared parts that only lazily loaded screens draw (the captcha check, page numbers). */
const en = {
  captcha: {
    verified: "Verified",
    failed: "We could not verify you are human.",
    verifying: "Verifying you are human…",
  },
  pagination: {
    label: "Pages",
    previous: "← Previous",
    next: "Next →",
  },
  table: {
    actions: "Actions",
    selectAll: "Select all on this page",
    sortBy: "Sort by {{column}}",
  },
} as const;

/** ভাগ করা অংশের লেখা */
export const partsNs = addCatalogue("parts", en, {
  captcha: {
    verified: "যাচাই হয়ে গেছে",
    failed: "আপনি যে মানুষ, তা যাচাই করা গেল না।",
    verifying: "আপনি মানুষ কি না, যাচাই করা হচ্ছে…",
  },
  pagination: {
    label: "পাতা",
    previous: "← আগের",
    next: "পরের →",
  },
  table: {
    actions: "কাজ",
    selectAll: "এই পাতার সবগুলি বেছে নিন",
    sortBy: "{{column}} অনুযায়ী সাজান",
  },
});
