import { kycDocTypeLabels, type TKycDocument } from "@app/contract";
import { usePageMeta } from "@/lib/use-page-meta";
import { useKyc } from "../api/get-kyc";
import { formatBytes, formatDate } from "../lib/format";
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
const statusLabel: Record<TKycDocument["status"], string> = { pending: "Pending", verified: "Verified", rejected: "Rejected" };

/** KYC: upload an identity document; see each document's review status. */
export function KycPage() {
  usePageMeta("KYC");
  const q = useKyc();
  return (
    <div className="space-y-5">
      <PageHeader
        title="KYC"
        text="Verify your identity with a government ID. Verified members earn 2 proposal points. Your document is kept private and seen only by our verification team."
      />
      {q.isPending ? (
        <Skeleton rows={2} label="Loading your documents..." />
      ) : q.isError ? (
        <LoadError message={q.error.message} retry={() => void q.refetch()} />
      ) : (
        <>
          {q.data.status === "verified" ? (
            <Notice tone="success">Your identity is verified. Thank you!</Notice>
          ) : (
            <Card>
              <h2 className="mb-4 font-semibold text-stone-900">Upload a document</h2>
              <KycUploadForm disabled={false} />
            </Card>
          )}
          <Card aria-labelledby="kyc-docs">
            <h2 id="kyc-docs" className="font-semibold text-stone-900">
              Your documents
            </h2>
            {q.data.documents.length === 0 ? (
              <p className="mt-2 text-sm text-stone-600">No documents uploaded yet.</p>
            ) : (
              <ul className="mt-3 divide-y divide-stone-100">
                {q.data.documents.map((d) => (
                  <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 py-3" data-testid="kyc-document">
                    <div>
                      <p className="text-sm font-medium text-stone-900">{kycDocTypeLabels[d.docType]}</p>
                      <p className="text-xs text-stone-500">
                        {d.kind === "pdf" ? "PDF" : "Photo"} · {formatBytes(d.bytes)} · uploaded {formatDate(d.uploadedAt)}
                      </p>
                      {d.reviewNote && <p className="mt-1 text-xs text-stone-700">Note: {d.reviewNote}</p>}
                    </div>
                    <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${statusStyle[d.status]}`}>{statusLabel[d.status]}</span>
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
