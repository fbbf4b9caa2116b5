/**
 * A plan's or package's name in the reader's language: the Bengali an admin wrote for it when the page
 * is in Bengali, else the English one. The API sends both (`planName`, `planNameBn`); orders keep the
 * names the plan had when it was bought.
 */
export const localName = (en: string, bn: string | null | undefined, lng: string) => (lng === "bn" && bn ? bn : en);
