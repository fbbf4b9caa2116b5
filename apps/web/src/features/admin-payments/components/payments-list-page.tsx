import { useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "@/lib/i18n";
import type { TAdminOrdersQuery } from "@app/contract";
import { LoadError } from "@/components/load-error";
import { Skeleton } from "@/components/skeleton";
import { Card } from "@/components/card";
import { DataTable } from "@/components/data-table/data-table";
import { EmptyState } from "@/components/empty-state";
import { useAdminBase, AdminHeading, smallButton } from "@/features/admin-auth";
import { Pagination } from "@/components/pagination";
import { useAdminOrders } from "../api/money";
import { usePaymentColumns } from "./payment-columns";
import { emptyFilter, PaymentsFilter, type Filter } from "./payments-filter";
import { PaymentsTotals } from "./payments-totals";

/** Online Payments: every order, filtered by date range, status, plan, channel and member, with the filter's totals. */
export function PaymentsListPage() {
  const { t } = useTranslation();
  const base = useAdminBase();
  const [filter, setFilter] = useState<Filter>(emptyFilter);
  const [page, setPage] = useState(1);
  const query: TAdminOrdersQuery = {
    ...Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== "")),
    page,
    pageSize: 25,
  } as TAdminOrdersQuery;
  const q = useAdminOrders(query);
  const { columns, card } = usePaymentColumns();

  return (
    <div>
      <AdminHeading title={t("adminMoney.payments.title")} subtitle={t("adminMoney.payments.subtitle")} />
      <PaymentsFilter
        onApply={(f) => {
          setPage(1);
          setFilter(f);
        }}
      />

      {q.isPending ? (
        <div className="mt-4">
          <Skeleton rows={5} label={t("adminMoney.common.loading")} />
        </div>
      ) : q.isError ? (
        <div className="mt-4">
          <LoadError message={q.error.message || t("adminMoney.common.loadFailed")} retry={() => void q.refetch()} />
        </div>
      ) : (
        <>
          <PaymentsTotals totals={q.data.totals} />
          <Card className="mt-4 !p-0">
            {q.data.orders.length === 0 ? (
              <EmptyState text={t("adminMoney.payments.empty")} />
            ) : (
              <DataTable
                label={t("adminMoney.payments.title")}
                rows={q.data.orders}
                rowKey={(o) => o.id}
                columns={columns}
                actions={(o) => (
                  <Link to={`${base}/payments/${o.id}`} className={`${smallButton} border-stone-300 bg-white hover:border-brand-300`}>
                    {t("adminMoney.payments.view")}
                  </Link>
                )}
                actionsHeader={t("adminMoney.common.actions")}
                card={card}
                rowTestId="order-card"
              />
            )}
          </Card>
          <Pagination
            page={page}
            totalPages={Math.ceil(q.data.total / q.data.pageSize)}
            onPage={setPage}
            className="mt-4 justify-center"
            labels={{ previous: t("adminMoney.common.previous"), next: t("adminMoney.common.next") }}
          />
        </>
      )}
    </div>
  );
}
