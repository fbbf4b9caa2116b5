import { useState } from "react";
import { useTranslation } from "@/lib/i18n";
import type { TPendingKyc } from "@app/contract";
import { errorText } from "@/lib/error-text";
import { adminNs } from "@/lib/locales/admin";
import { dateOrDash } from "@/features/admin-auth";
import { kycFileUrl } from "../api/moderation";
import { DecidedCard, MemberLink, plainBtn, type Decide } from "./queue-parts";

/** The document itself, fetched only when the moderator asks to see it. */
function KycPreview({ doc }: { doc: TPendingKyc }) {
  const { t } = useTranslation(adminNs);
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (url)
    return doc.kind === "pdf" ? (
      <a href={url} target="_blank" rel="noreferrer" className="text-sm font-semibold text-brand-700 underline">
        {t("moderation.openPdf")}
      </a>
    ) : (
      <img src={url} alt={t("moderation.document", { type: doc.docType })} className="max-h-80 rounded-lg border border-stone-200" />
    );
  return (
    <div>
      <button type="button" className={plainBtn} onClick={() => kycFileUrl(doc.id).then(setUrl, (e: unknown) => setError(errorText(e)))}>
        {t("moderation.showDocument")}
      </button>
      {error && <p className="mt-1 text-sm text-red-700">{error}</p>}
    </div>
  );
}

/** An identity document a member sent. */
export function KycQueueItem({ k, decide }: { k: TPendingKyc; decide: Decide }) {
  const { t } = useTranslation(adminNs);
  const item = { id: k.id, label: t("moderation.kycOf", { member: k.member.profileId ?? k.member.name }) };
  return (
    <DecidedCard item={item} decide={decide}>
      <MemberLink m={k.member} />
      <p className="mb-2 text-sm text-stone-600">
        {k.docType} · {k.kind.toUpperCase()} · {t("moderation.kycUploaded", { date: dateOrDash(k.uploadedAt) })}
      </p>
      <KycPreview doc={k} />
    </DecidedCard>
  );
}
