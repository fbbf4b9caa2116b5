import { ageOn, bengaliLabels, type TLanguage } from "@app/contract";
import type { schema } from "@app/db";

export type AdInfo = Pick<
  typeof schema.ads.$inferSelect,
  "userId" | "profileId" | "dateOfBirth" | "religion" | "caste" | "profession" | "state" | "city"
>;

const words = {
  en: {
    subject: (n: number) => (n === 1 ? "A new ad that matches you on Shubho Bibaho" : `${n} new ads that match you on Shubho Bibaho`),
    dear: (name: string) => `Dear ${name},`,
    intro: "New ads that match your partner preferences have been posted on Shubho Bibaho:",
    ad: "Ad",
    age: (n: number) => `${n} years`,
    outro: "Open an ad to see its details and send a proposal. Contact details are shown on the ad as each family has chosen.",
    stop: "You receive these e-mails as a member of Shubho Bibaho. To stop them:",
    stopLink: "Stop these e-mails",
    sign: "Shubho Bibaho",
  },
  bn: {
    subject: (n: number) => (n === 1 ? "শুভ বিবাহে আপনার সঙ্গে মানানসই একটি নতুন বিজ্ঞাপন" : `শুভ বিবাহে আপনার সঙ্গে মানানসই ${n}টি নতুন বিজ্ঞাপন`),
    dear: (name: string) => `প্রিয় ${name},`,
    intro: "আপনার পছন্দের সঙ্গে মেলে এমন নতুন বিজ্ঞাপন শুভ বিবাহে এসেছে:",
    ad: "বিজ্ঞাপন",
    age: (n: number) => `বয়স ${n}`,
    outro: "বিস্তারিত দেখতে ও প্রস্তাব পাঠাতে বিজ্ঞাপনটি খুলুন। প্রতিটি পরিবার যেভাবে বেছে নিয়েছেন, সেভাবেই যোগাযোগের তথ্য বিজ্ঞাপনে দেখানো হয়।",
    stop: "শুভ বিবাহের সদস্য হিসেবে আপনি এই ই-মেল পান। বন্ধ করতে:",
    stopLink: "এই ই-মেল বন্ধ করুন",
    sign: "শুভ বিবাহ",
  },
};

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * The circulation e-mail, in the member's language, as plain text and the same in simple HTML: ad
 * numbers, ages, community, profession and place, each with a link, and the link that stops these
 * e-mails. Never a phone number or e-mail address.
 */
export function circulationMail(
  name: string,
  ads: AdInfo[],
  today: string,
  publicUrl: string,
  language: TLanguage = "en",
  unsubscribePage?: string,
  /** Another e-mail of the same form (the weekly match digest): its subject, opening, a note under each ad, a closing link. */
  own?: { subject: string; intro: string; notes: string[]; footer: { text: string; url: string } },
) {
  const bn = language === "bn";
  const w = { ...words[bn ? "bn" : "en"], ...(own && { subject: () => own.subject, intro: own.intro }) };
  const items = ads.map((a, n) => {
    const label = (v: string) => (bn ? (bengaliLabels[v] ?? v) : v);
    const place = [a.city, a.state && label(a.state)].filter(Boolean).join(", ");
    const facts = `${w.age(ageOn(a.dateOfBirth, today))}, ${label(a.religion)}, ${label(a.caste)}, ${label(a.profession)}${place ? `, ${place}` : ""}`;
    const note = own?.notes[n];
    return {
      title: `${w.ad} ${a.profileId}`,
      facts: note ? `${facts}\n  ${note}` : facts,
      url: `${publicUrl}/profile/${encodeURIComponent(a.profileId)}`,
    };
  });
  const text = [
    w.dear(name),
    "",
    w.intro,
    "",
    ...items.map((i) => `• ${i.title}: ${i.facts}\n  ${i.url}`),
    "",
    ...(own ? [own.footer.text, own.footer.url, ""] : []),
    w.outro,
    "",
    w.sign,
    ...(unsubscribePage ? ["", "--", w.stop, unsubscribePage] : []),
  ].join("\n");
  const p = (s: string) => `<p style="margin:0 0 16px">${s}</p>`;
  const html = [
    `<!doctype html><html lang="${bn ? "bn" : "en"}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(w.subject(ads.length))}</title></head>`,
    `<body style="margin:0;padding:24px;background:#fff1f2;font-family:Arial,'Noto Sans Bengali',sans-serif;font-size:16px;line-height:1.5;color:#2b2b2b">`,
    `<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">`,
    p(escape(w.dear(name))),
    p(escape(w.intro)),
    `<ul style="margin:0 0 16px;padding-left:20px">`,
    ...items.map(
      (i) =>
        `<li style="margin:0 0 12px"><a href="${escape(i.url)}" style="color:#be123c;font-weight:bold">${escape(i.title)}</a><br>${escape(i.facts).replace("\n  ", "<br>")}</li>`,
    ),
    `</ul>`,
    own ? p(`${escape(own.footer.text)} <a href="${escape(own.footer.url)}" style="color:#be123c">${escape(own.footer.url)}</a>`) : "",
    p(escape(w.outro)),
    p(escape(w.sign)),
    `</div>`,
    unsubscribePage
      ? `<p style="max-width:560px;margin:16px auto 0;font-size:13px;color:#6b6b6b">${escape(w.stop)} <a href="${escape(unsubscribePage)}" style="color:#6b6b6b">${escape(w.stopLink)}</a></p>`
      : "",
    `</body></html>`,
  ].join("\n");
  return { subject: w.subject(ads.length), text, html };
}
