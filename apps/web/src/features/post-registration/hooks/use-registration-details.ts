import { useTranslation } from "@/lib/i18n";
import type { TSignupBonusData } from "@app/contract";
import { ApiError } from "@/lib/api";
import { postRegNs } from "@/lib/locales/post-reg";
import { useSession } from "@/lib/session";
import { useCurrentUser } from "../api/get-current-user";
import { useSignupBonus } from "../api/get-signup-bonus";

export const defaultAdId = "G2001";

export type RegistrationDetails = {
  loading: boolean;
  name: string;
  adId: string;
  /** What the sign-up granted, as the server recorded it; null when it is not known (signed out, no id, lookup failed). */
  bonus: TSignupBonusData | null;
  /** Shown when the lookup threw (not for a plain non-OK answer). */
  message: string | null;
};

/**
 * What the post-registration page shows (spec 001): no id → placeholder data at once (ad G2001);
 * signed out or lookup non-OK → the route id as "New User"; lookup exception → "New User" + "Could not
 * load user details". A visitor who is not signed in is not looked up (the lookup needs a session).
 */
export function useRegistrationDetails(id: string | undefined): RegistrationDetails {
  const { t } = useTranslation(postRegNs);
  const signedIn = useSession().isAuthenticated;
  const lookUp = Boolean(id) && signedIn;
  const query = useCurrentUser(lookUp);
  const bonus = useSignupBonus(lookUp);
  const fallback = { name: t("newUser"), bonus: null, message: null };

  if (!id) return { loading: false, adId: defaultAdId, ...fallback };
  if (!lookUp) return { loading: false, adId: id, ...fallback };
  if (query.isPending || bonus.isPending) return { loading: true, adId: id, ...fallback };
  if (query.isError) {
    const thrown = !(query.error instanceof ApiError) || query.error.code === "invalid_response";
    if (thrown) console.error("Post-registration user lookup failed", query.error);
    return { loading: false, adId: id, ...fallback, message: thrown ? t("loadFailed") : null };
  }
  const user = query.data.user;
  return {
    loading: false,
    name: user.name || t("newUser"),
    adId: user.profileId || String(user.id ?? id),
    bonus: bonus.data && (bonus.data.proposal > 0 || bonus.data.ccp > 0) ? bonus.data : null,
    message: null,
  };
}
