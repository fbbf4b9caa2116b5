// Indian mobile numbers, without schemas (a page can check one without loading zod).

/** The ten digits an Indian mobile number has. */
export const mobilePattern = /^[6-9]\d{9}$/;

/** A number as typed (+91 / 0 prefixes, spaces and dashes allowed) without its prefix and separators. */
export const stripPhone = (s: string) =>
  s
    .trim()
    .replace(/[\s-]/g, "")
    .replace(/^(\+?91|0)(?=\d{10}$)/, "");

/** The 10-digit form of a mobile number as typed, or null when it is not one. */
export function tenDigitPhone(raw: string): string | null {
  const digits = stripPhone(raw);
  return mobilePattern.test(digits) ? digits : null;
}
