import { useState } from "react";
import { Trans, useTranslation } from "@/lib/i18n";
import { Link } from "react-router";
import type { TAdvertiserContact } from "@app/contract";
import { buttonStyles } from "@/components/button-styles";
import { ApiError } from "@/lib/api";
import { useViewContact } from "../api/view-contact";
import { errorText } from "@/lib/error-text";
import { formatNumber } from "@/lib/format";
import { proposalsNs } from "@/lib/locales/proposals";
import { localizeMessage } from "@/lib/messages";

/** Spending a CCP to see the contact: the balance, the confirmation and what went wrong. */
export function CcpReveal({
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
