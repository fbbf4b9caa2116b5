import { useState } from "react";
import { useTranslation } from "@/lib/i18n";
import type { TProposal } from "@app/contract";
import { buttonStyles } from "@/components/button-styles";
import { showToast } from "@/components/toast";
import { useRespondProposal } from "../api/respond-proposal";
import { errorText } from "@/lib/error-text";
import { formatDate } from "@/lib/format";
import { proposalsNs } from "@/lib/locales/proposals";
import { ContactLines } from "./contact-lines";
import { Party, StatusBadge } from "./party";

/** One proposal: the other family, the message, date, status, contact when shared, and answers for received pending ones. */
export function ProposalCard({ p }: { p: TProposal }) {
  const { t } = useTranslation(proposalsNs);
  const received = p.direction === "received";
  return (
    <article data-testid="proposal-card" className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <Party p={p.other} />
        <div className="shrink-0 text-right">
          <StatusBadge status={p.status} />
          <p className="mt-1 text-xs text-stone-500">{formatDate(p.createdAt)}</p>
        </div>
      </div>
      <div className="mt-3 rounded-xl bg-stone-50 px-3 py-2 text-sm text-stone-700">
        <p className="text-xs font-semibold text-stone-500">{received ? t("card.theirMessage") : t("card.yourMessage")}</p>
        <p className="mt-0.5 whitespace-pre-line">{p.message ?? <span className="text-stone-400 italic">{t("card.noMessage")}</span>}</p>
      </div>
      {p.responseMessage && (
        <div className="mt-2 rounded-xl bg-brand-50/60 px-3 py-2 text-sm text-stone-700">
          <p className="text-xs font-semibold text-stone-500">{received ? t("card.yourReply") : t("card.theirReply")}</p>
          <p className="mt-0.5 whitespace-pre-line">{p.responseMessage}</p>
        </div>
      )}
      {p.respondedAt && (
        <p className="mt-2 text-xs text-stone-500">
          {t(p.status === "accepted" ? "card.acceptedOn" : "card.declinedOn", { date: formatDate(p.respondedAt) })}
        </p>
      )}
      {p.contact.visible ? (
        <div className="mt-3 rounded-xl border border-emerald-200 bg-emerald-50/60 px-3 py-2" aria-label={t("card.contact")} role="group">
          <p className="text-xs font-semibold text-emerald-900">{t("card.contact")}</p>
          <ContactLines c={p.contact} className="mt-1" />
        </div>
      ) : (
        !received && p.status === "pending" && <p className="mt-3 text-xs text-stone-500">{t("card.contactLater")}</p>
      )}
      {received && p.status === "pending" && <Answer id={p.id} />}
    </article>
  );
}

function Answer({ id }: { id: number }) {
  const { t } = useTranslation(proposalsNs);
  const [reply, setReply] = useState(false);
  const [message, setMessage] = useState("");
  const respond = useRespondProposal();
  const answer = (status: "accepted" | "declined") =>
    respond.mutate(
      { id, status, message },
      {
        onSuccess: () => showToast(status === "accepted" ? t("card.acceptedToast") : t("card.declinedToast")),
      },
    );
  const busy = respond.isPending;
  return (
    <div className="mt-4 border-t border-stone-100 pt-3">
      {reply ? (
        <div>
          <label htmlFor={`reply-${id}`} className="text-sm font-medium text-stone-700">
            {t("card.replyLabel")}
          </label>
          <textarea
            id={`reply-${id}`}
            rows={3}
            maxLength={1000}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            className="mt-1 w-full rounded-xl border border-stone-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none"
            placeholder={t("card.replyPlaceholder")}
          />
        </div>
      ) : (
        <button type="button" onClick={() => setReply(true)} className="text-sm font-semibold text-brand-700 hover:underline">
          {t("card.addReply")}
        </button>
      )}
      {respond.error && (
        <p role="alert" className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {errorText(respond.error)}
        </p>
      )}
      <div className="mt-3 flex gap-2">
        <button
          type="button"
          disabled={busy}
          onClick={() => answer("accepted")}
          className={`${buttonStyles.primary} flex-1 py-2 text-sm sm:flex-none`}
        >
          {busy && respond.variables?.status === "accepted" ? t("card.accepting") : t("card.accept")}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => answer("declined")}
          className={`${buttonStyles.outline} flex-1 py-2 text-sm sm:flex-none`}
        >
          {busy && respond.variables?.status === "declined" ? t("card.declining") : t("card.decline")}
        </button>
      </div>
    </div>
  );
}
