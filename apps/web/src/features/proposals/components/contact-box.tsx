import { useState } from "react";
import { Trans, useTranslation } from "@/lib/i18n";
import { Link, useLocation, useNavigate } from "react-router";
import type { TAdvertiserContact } from "@app/contract";
import { buttonStyles } from "@/components/button-styles";
import { rememberRedirect } from "@/features/auth";
import { ApiError } from "@/lib/api";
import { usePoints } from "../api/get-points";
import { useViewContact } from "../api/view-contact";
import { errorText } from "@/lib/error-text";
import { ContactLines } from "./contact-lines";
import { Icon, icons } from "@/components/icon";
import { formatDate, formatNumber } from "@/lib/format";
import { proposalsNs } from "@/lib/locales/proposals";
import { localizeMessage } from "@/lib/messages";
import { useSession } from "@/lib/session";

/** The reasons a visible contact is shown for, each with its note in the catalogue (contact.shownBecause.*). */
const shownBecause = new Set<TAdvertiserContact["reason"]>([
  "own_ad",
  "proposal_received",
  "proposal_accepted",
  "contact_access",
  "premium_advertiser",
]);

export type ContactBoxProps = {
  profileId: string;
  contact: TAdvertiserContact;
  /** The day the advertiser last confirmed they are yet to marry; null until they first do. */
  ytmVerifiedOn: string | null;
  isDemo: boolean;
};

/** "Advertiser Contact Detail": the contact when the viewer is entitled, else what it takes to see it. */
export function ContactBox({ profileId, contact, ytmVerifiedOn, isDemo }: ContactBoxProps) {
  const { t } = useTranslation(proposalsNs);
  const [revealed, setRevealed] = useState<TAdvertiserContact | null>(null);
  const c = revealed ?? contact;
  return (
    <aside className="h-fit rounded-2xl border border-stone-200 bg-white p-5 shadow-sm lg:sticky lg:top-20" aria-label={t("contact.title")}>
      <h2 className="font-display text-lg font-semibold text-brand-800">{t("contact.title")}</h2>
      {c.visible ? (
        <>
          <ContactLines c={c} className="mt-3" />
          {shownBecause.has(c.reason) && <p className="mt-3 text-xs text-stone-500">{t(`contact.shownBecause.${c.reason}`)}</p>}
        </>
      ) : isDemo ? (
        <Locked>{t("contact.demo")}</Locked>
      ) : (
        <Hidden profileId={profileId} contact={c} onRevealed={setRevealed} />
      )}
      <p className="mt-4 border-t border-stone-100 pt-3 text-sm text-stone-600">
        {t("contact.ytmVerifiedOn")}{" "}
        <span className="font-semibold text-stone-900">{ytmVerifiedOn ? formatDate(ytmVerifiedOn) : t("contact.ytmNotYet")}</span>
      </p>
    </aside>
  );
}

function Locked({ children }: { children: React.ReactNode }) {
  return (
    <p className="mt-3 flex gap-2 rounded-lg bg-stone-50 p-3 text-sm text-stone-600">
      <Icon d={icons.lock} />
      <span>{children}</span>
    </p>
  );
}

function Hidden({
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

function CcpReveal({
  profileId,
  balance,
  onRevealed,
}: {
  profileId: string;
  balance: number | undefined;
  onRevealed: (c: TAdvertiserContact) => void;
}) {
  const { t } = useTranslation(proposalsNs);
  const [confirming, setConfirming] = useState(false);
  const reveal = useViewContact();
  const err = reveal.error;
  const noCcp = (err instanceof ApiError && err.code === "insufficient_points") || balance === 0;
  const run = () =>
    reveal.mutate(profileId, {
      onSuccess: (d) => {
        setConfirming(false);
        onRevealed(d.contact);
      },
      onError: () => setConfirming(false),
    });

  return (
    <div className="mt-3 rounded-xl border border-gold-300/70 bg-gold-100/40 p-3">
      <p className="text-xs text-stone-600" data-testid="ccp-balance">
        <Trans
          t={t}
          i18nKey="contact.balance"
          values={{ balance: balance === undefined ? "…" : t("contact.ccpCount", { n: formatNumber(balance) }) }}
          components={{ strong: <span className="font-semibold text-stone-900" /> }}
        />
      </p>
      {confirming ? (
        <div className="mt-2" role="group" aria-label={t("contact.confirmGroup")}>
          <p className="text-sm text-stone-800">{t("contact.confirm")}</p>
          <div className="mt-2 flex gap-2 lg:flex-col">
            <button
              type="button"
              className={`${buttonStyles.primary} flex-1 px-3 py-2 text-sm lg:flex-none`}
              disabled={reveal.isPending}
              onClick={run}
            >
              {reveal.isPending ? t("contact.opening") : t("contact.yes")}
            </button>
            <button
              type="button"
              className={`${buttonStyles.outline} px-3 py-2 text-sm`}
              disabled={reveal.isPending}
              onClick={() => setConfirming(false)}
            >
              {t("contact.cancel")}
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          className={`${buttonStyles.gold} mt-2 w-full px-3 py-2 text-sm`}
          disabled={balance === 0}
          onClick={() => {
            reveal.reset();
            setConfirming(true);
          }}
        >
          {t("contact.view")}
        </button>
      )}
      {err && !(err instanceof ApiError && err.code === "insufficient_points") && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {errorText(err)}
        </p>
      )}
      {noCcp && (
        <p role="alert" className="mt-2 text-sm text-amber-900">
          {err instanceof ApiError && err.code === "insufficient_points" ? localizeMessage(err.message, err.code) : t("contact.noCcp")}{" "}
          <Link to="/plans" className="font-semibold underline">
            {t("contact.getCcp")}
          </Link>
        </p>
      )}
    </div>
  );
}
