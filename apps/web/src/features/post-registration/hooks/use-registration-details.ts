import { useTranslation } from "react-i18next";
import { ApiError } from "@/lib/api";
import { postRegNs } from "@/lib/locales/post-reg";
import { useCurrentUser } from "../api/get-current-user";

export const defaultAdId = "G2001";
export const signupBonus = { proposal: 1, ccp: 10 } as const;

export type RegistrationDetails = {
  loading: boolean;
  name: string;
  adId: string;
  points: { proposal: number; ccp: number };
  /** Shown when the lookup threw (not for a plain non-OK answer). */
  message: string | null;
};

/**
 * What the post-registration page shows (spec 001): no id → placeholder data at once (ad G2001);
 * lookup non-OK → the route id as "New User"; lookup exception → "New User" + "Could not load user details".
 */
export function useRegistrationDetails(id: string | undefined): RegistrationDetails {
  const { t } = useTranslation(postRegNs);
  const query = useCurrentUser(Boolean(id));
  const fallback = { name: t("newUser"), points: { ...signupBonus }, message: null };

  if (!id) return { loading: false, adId: defaultAdId, ...fallback };
  if (query.isPending) return { loading: true, adId: id, ...fallback };
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
    points: user.points ?? { ...signupBonus },
    message: null,
  };
}
