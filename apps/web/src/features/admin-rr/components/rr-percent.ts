/** A commission rate (in percent) as the language writes a percentage. */
export const percent = (rate: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 2 }).format(rate / 100);
