/** Product-wide constants the UI shows. */
export const appConfig = {
  brandName: "Shubho Bibaho",
  /** Help line shown on the post-registration page ("Need Help? Contact Us"). */
  supportPhone: "+91 33 4000 2026",
  copyrightYear: 2026,
} as const;

export const supportPhone = appConfig.supportPhone;

/** `tel:` link for a display phone number ("+91 33 4000 2026" → "tel:+913340002026"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
