import { addCatalogue } from "../i18n";

const en = {
  metaTitle: "E-mails of new ads",
  eyebrow: "E-mail settings",
  title: "E-mails of new ads",
  intro:
    "When new ads that match your partner preferences are posted, Shubho Bibaho e-mails them to you. You can stop these e-mails here; your ad and your account stay as they are.",
  stop: "Stop these e-mails",
  stopping: "Stopping…",
  stopped: "Done. You will no longer receive e-mails about new ads that match you.",
  resume: "Send them to me again",
  resuming: "Turning them on…",
  resumed: "Turned on again. You will receive e-mails about new ads that match you.",
  invalid: "This link is not valid. Please open it again from your latest e-mail.",
  browse: "Browse ads",
};

const bn: typeof en = {
  metaTitle: "নতুন বিজ্ঞাপনের ই-মেল",
  eyebrow: "ই-মেল সেটিংস",
  title: "নতুন বিজ্ঞাপনের ই-মেল",
  intro:
    "আপনার পছন্দের সঙ্গে মেলে এমন নতুন বিজ্ঞাপন এলে শুভ বিবাহ সেগুলো আপনাকে ই-মেলে পাঠায়। এখানে এই ই-মেল বন্ধ করতে পারেন; আপনার বিজ্ঞাপন আর অ্যাকাউন্ট যেমন আছে তেমনই থাকবে।",
  stop: "এই ই-মেল বন্ধ করুন",
  stopping: "বন্ধ করা হচ্ছে…",
  stopped: "হয়ে গেছে। আপনার সঙ্গে মানানসই নতুন বিজ্ঞাপনের ই-মেল আপনি আর পাবেন না।",
  resume: "আবার পাঠান",
  resuming: "আবার চালু করা হচ্ছে…",
  resumed: "আবার চালু হয়েছে। আপনার সঙ্গে মানানসই নতুন বিজ্ঞাপনের ই-মেল আপনি পাবেন।",
  invalid: "লিংকটি ঠিক নয়। আপনার সাম্প্রতিক ই-মেল থেকে লিংকটি আবার খুলুন।",
  browse: "বিজ্ঞাপন দেখুন",
};

/** The /unsubscribe page's strings (circulation e-mails off and on by the link in each one). */
export const unsubscribeNs = addCatalogue("unsubscribe", en, bn);
export { en as unsubscribeEn, bn as unsubscribeBn };
