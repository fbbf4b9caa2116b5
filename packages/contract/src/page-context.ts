import type { TLanguage } from "./common.ts";
import type { TPlan } from "./misc.ts";
import type { TAdProfilesData, TProfileDetail } from "./profiles.ts";

/**
 * What the server gives the web app's server render of a page (React Router's load context): this
 * answer's CSP nonces, the language to draw in, and the lookups a page's loader may make. Pages are
 * drawn for a visitor who is not signed in (sessions live in the browser), so nothing here is personal.
 */
export type TPageContext = {
  nonce: { script: string; style: string };
  language: TLanguage;
  /** An ad's public detail as a visitor sees it; null when there is no such ad. Counts no view. */
  profileDetail(id: string): Promise<TProfileDetail | null>;
  /**
   * Browse's page of ads for a query string as GET /api/profile/ad-profiles takes it, as a visitor sees
   * it; null when the API would refuse the query or the lookup fails. Counts the ads' impressions.
   */
  adProfiles(query: string): Promise<TAdProfilesData | null>;
  /** A catalogue's plans in display order, as GET /api/plans gives them; null when the lookup fails. */
  plans(catalog: TPlan["catalog"]): Promise<TPlan[] | null>;
};
