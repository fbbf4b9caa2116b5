import { useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { chequeStatuses } from "@app/contract";
import { buttonStyles } from "@/components/button-styles";
import { ListBody, ListToolbar } from "@/components/data-table/list-page";
import { Notice } from "@/components/notice";
import { Pagination } from "@/components/pagination";
import { useAdmin, AdminHeading, smallButton } from "@/features/admin-auth";
import { useCheques } from "../api/money";
import { ChequeDialogs } from "./cheque-dialogs";
import { ChequeForm } from "./cheque-form";
import { ChequeList, type ChequeAction } from "./cheque-list";

/**
 * Cheque Payments: record an offline payment, clear it (the plan is granted) or mark it bounced. Only
 * a super admin moves money, and another super admin than the one who recorded a payment clears it.
 */
export function ChequesPage() {
  const { t } = useTranslation();
  const admin = useAdmin();
  const isSuper = admin?.role === "super_admin";
  const [status, setStatus] = useState("");
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [pending, setPending] = useState<ChequeAction | null>(null);
  const q = useCheques(status, page);

  return (
    <div>
      <AdminHeading
        title={t("adminMoney.cheques.title")}
        subtitle={t("adminMoney.cheques.subtitle")}
        action={
          isSuper &&
          !adding && (
            <button type="button" onClick={() => setAdding(true)} className={buttonStyles.primary}>
              {t("adminMoney.cheques.record")}
            </button>
          )
        }
      />
      {!isSuper && (
        <div className="mb-3">
          <Notice tone="info">{t("adminMoney.cheques.superOnly")}</Notice>
        </div>
      )}
      {isSuper && adding && <ChequeForm onDone={() => setAdding(false)} />}
      <section
        aria-label={t("adminMoney.cheques.title")}
        className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm"
      >
        <ListToolbar
          title={
            <div role="group" aria-label={t("adminMoney.common.status")} className="flex flex-wrap gap-1.5">
              {["", ...chequeStatuses].map((s) => (
                <button
                  key={s || "all"}
                  type="button"
                  aria-pressed={status === s}
                  onClick={() => {
                    setStatus(s);
                    setPage(1);
                  }}
                  className={`${smallButton} ${status === s ? "border-brand-700 bg-brand-700 text-white" : "border-stone-300 bg-white text-stone-700"}`}
                >
                  {s ? t(`adminMoney.statuses.${s}`) : t("adminMoney.common.all")}
                </button>
              ))}
            </div>
          }
        />
        <ListBody
          query={q}
          loading={t("adminMoney.common.loading")}
          error={{ message: q.error?.message || t("adminMoney.common.loadFailed") }}
          empty={{ text: t("adminMoney.cheques.empty") }}
          isEmpty={q.data?.cheques.length === 0}
        >
          {q.data && <ChequeList cheques={q.data.cheques} superAdminId={isSuper ? admin.id : undefined} onAction={setPending} />}
        </ListBody>
        {q.data && q.data.total > q.data.pageSize && (
          <div className="border-t border-stone-200 px-4 py-3">
            <Pagination
              page={page}
              totalPages={Math.ceil(q.data.total / q.data.pageSize)}
              onPage={setPage}
              className="justify-center"
              labels={{ previous: t("adminMoney.common.previous"), next: t("adminMoney.common.next") }}
            />
          </div>
        )}
      </section>
      <ChequeDialogs pending={pending} onClose={() => setPending(null)} />
    </div>
  );
}
