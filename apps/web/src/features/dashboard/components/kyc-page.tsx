import { useTranslation } from "@/lib/i18n";
import type { TKycDocument } from "@app/contract";
import { errorText } from "@/lib/error-text";
import { formatDate, formatFileSize } from "@/lib/format";
import { dashboardNs } from "@/lib/locales/dashboard";
import { usePageMeta } from "@/lib/use-page-meta";
import { useKyc } from "../api/get-kyc";
import { Card } from "@/components/card";
import { LoadError } from "@/components/load-error";
import { Notice } from "@/components/notice";
import { PageHeader } from "@/components/page-header";
import { Skeleton } from "@/components/skeleton";
import { KycUploadForm } from "./kyc-upload-form";

const statusStyle: Record<TKycDocument["status"], string> = {
  pending: "bg-amber-100 text-amber-900",
  verified: "bg-emerald-100 text-emerald-800",
  rejected: "bg-red-100 text-red-800",
};

/** KYC: upload an identity document; see each document's review status. */
export function KycPage() {
  const { t } = useTranslation(dashboardNs);
  usePageMeta(t("kyc.title"));
  const q = useKyc();
  return (
    <div className="space-y-5">
      <PageHeader title={t("kyc.title")} text={t("kyc.text")} />
      {q.isPending ? (
        <Skeleton rows={2} label={t("kyc.loading")} />
      ) : q.isError ? (
        <LoadError message={errorText(q.error)} retry={() => void q.refetch()} />
      ) : (
        <>
          {q.data.status === "verified" ? (
            <Notice tone="success">{t("kyc.verified")}</Notice>
          ) : (
            <Card>
              <h2 className="mb-4 font-semibold text-stone-900">{t("kyc.upload")}</h2>
              <KycUploadForm disabled={false} />
            </Card>
          )}
          <Card aria-labelledby="kyc-docs">
            <h2 id="kyc-docs" className="font-semibold text-stone-900">
              {t("kyc.documents")}
            </h2>
            {q.data.documents.length === 0 ? (
              <p className="mt-2 text-sm text-stone-600">{t("kyc.none")}</p>
            ) : (
              <ul className="mt-3 divide-y divide-stone-100">
                {q.data.documents.map((d) => (
                  <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 py-3" data-testid="kyc-document">
                    <div>
                      <p className="text-sm font-medium text-stone-900">{t(`kyc.docTypes.${d.docType}`)}</p>
                      <p className="text-xs text-stone-500">
                        {d.kind === "pdf" ? t("kyc.pdf") : t("kyc.photo")} · {formatFileSize(d.bytes)} ·{" "}
                        {t("kyc.uploaded", { date: formatDate(d.uploadedAt) })}
                      </p>
                      {d.reviewNote && <p className="mt-1 text-xs text-stone-700">{t("kyc.note", { note: d.reviewNote })}</p>}
                    </div>
                    <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${statusStyle[d.status]}`}>
                      {t(`kyc.status.${d.status}`)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </>
      )}
    </div>
  );
}
