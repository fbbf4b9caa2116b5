import { useEffect } from "react";
import { appConfig } from "./config";

const defaultDescription =
  "Shubho Bibaho — matrimonial advertisements for Bengali and Indian families. Post your ad free, browse verified brides and grooms, and send proposals.";

/** Sets document.title ("{title} | Shubho Bibaho") and the meta description for the current page. */
export function usePageMeta(title: string, description: string = defaultDescription) {
  useEffect(() => {
    document.title = title ? `${title} | ${appConfig.brandName}` : `${appConfig.brandName} — Bengali Matrimonial Advertisements`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement("meta");
      meta.name = "description";
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [title, description]);
}
