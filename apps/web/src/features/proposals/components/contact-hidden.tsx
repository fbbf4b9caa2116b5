import { Trans, useTranslation } from "@/lib/i18n";
import { Link, useLocation, useNavigate } from "react-router";
import type { TAdvertiserContact } from "@app/contract";
import { buttonStyles } from "@/components/button-styles";
import { rememberRedirect } from "@/features/auth";
import { usePoints } from "../api/get-points";
import { CcpReveal } from "./ccp-reveal";
import { Locked } from "./contact-locked";
import { formatNumber } from "@/lib/format";
import { proposalsNs } from "@/lib/locales/proposals";
import { useSession } from "@/lib/session";

/** A hidden contact: what it takes to see it (sign in, the day's limit, a proposal accepted or a CCP spent). */
export function ContactHidden({
  profileId,
  contact,
  onRevealed,
}: {
  profileId: string;
  contact: TAdvertiserContact;
  onRevealed: (c: TAdvertiserContact) => void;
}) {
  const { t } = useTranslation(proposalsNs);
  // A visitor has no balance to read: they are asked to sign in, and the page asks nothing that needs a session.
  const signedIn = useSession().isAuthenticated;
  const canBuy = signedIn && (contact.reason === "not_entitled" || contact.reason === "video_masked");
  const points = usePoints({ limit: 1 }, canBuy);

  if (contact.reason === "sign_in" || !signedIn)
    return (
      <>
        <Locked>{contact.reason === "video_masked" ? t("contact.videoMasked") : t("contact.signIn")}</Locked>
        <SignInButton />
      </>
    );

  if (contact.reason === "daily_limit")
    return <Locked>{t("contact.dailyLimit", { limit: formatNumber(points.data?.dailyContactLimit ?? 25) })}</Locked>;

  return (
    <>
      {contact.reason === "video_masked" ? <Locked>{t("contact.videoMasked")}</Locked> : <Locked>{t("contact.afterAccept")}</Locked>}
      <ul className="mt-3 space-y-1 text-sm text-stone-700">
        <li>
          <Trans t={t} i18nKey="contact.sendProposal" components={{ strong: <span className="font-semibold text-stone-900" /> }} />
        </li>
        <li>
          <Trans t={t} i18nKey="contact.useCcp" components={{ strong: <span className="font-semibold text-stone-900" /> }} />
        </li>
      </ul>
      <CcpReveal profileId={profileId} balance={points.data?.ccp} onRevealed={onRevealed} />
      <p className="mt-3 text-xs text-stone-500">
        <Trans
          t={t}
          i18nKey="contact.orPlan"
          components={{ plans: <Link to="/plans" className="font-semibold text-brand-700 underline" /> }}
        />
      </p>
    </>
  );
}

function SignInButton() {
  const { t } = useTranslation(proposalsNs);
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <button
      type="button"
      className={`${buttonStyles.outline} mt-3 w-full py-2 text-sm`}
      onClick={() => {
        rememberRedirect(location.pathname + location.search);
        navigate("/auth/login");
      }}
    >
      {t("contact.signInButton")}
    </button>
  );
}
