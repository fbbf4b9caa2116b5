import { addCatalogue } from "../i18n";

/** The login page's own texts (the login form's texts are in the shell catalogue, `login.*`). */
const en = {
  meta: {
    description: "Sign in to Shubho Bibaho with your mobile number and a one-time code.",
  },
  captchaTimeout: "Please complete the captcha check and try again.",
} as const;

/** লগইন পাতা */
export const authNs = addCatalogue("auth", en, {
  meta: {
    description: "মোবাইল নম্বর আর একবারের কোড (ওটিপি) দিয়ে শুভ বিবাহ-তে লগইন করুন।",
  },
  captchaTimeout: "ক্যাপচা যাচাই শেষ করে আবার চেষ্টা করুন।",
});
