import "@/lib/locales/admin-catalogue";
import { useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { planCatalogs, type TAdminPlan } from "@app/contract";
import { LoadError } from "@/components/load-error";
import { Skeleton } from "@/components/skeleton";
import { formatRupees } from "@/lib/format";
import { smallButton } from "@/features/admin-auth";
import { useAdminPlans } from "../api/catalogue";
import { CatalogueFrame } from "./catalogue-frame";
import { PlanForm } from "./package-form";

function PlanCard({ plan, onEdit }: { plan: TAdminPlan; onEdit: () => void }) {
  const { t } = useTranslation();
  return (
    <li
      data-testid="package-plan"
      data-plan-id={plan.id}
      className={`flex flex-col rounded-2xl border bg-white p-4 shadow-sm ${plan.active ? "border-stone-200" : "border-dashed border-stone-300 bg-stone-50"}`}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className={`font-semibold ${plan.active ? "text-stone-900" : "text-stone-500"}`}>{plan.name}</p>
          {plan.nameBn && (
            <p lang="bn" className="text-sm text-stone-600">
              {plan.nameBn}
            </p>
          )}
        </div>
        <span
          className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${plan.active ? "bg-emerald-100 text-emerald-800" : "bg-stone-200 text-stone-700"}`}
        >
          {plan.active ? t("adminCatalogue.package.active") : t("adminCatalogue.package.retired")}
        </span>
      </div>
      <p className="mt-2 flex items-baseline gap-1.5">
        <span className="text-2xl font-bold text-brand-800 tabular-nums" data-testid="package-price">
          {formatRupees(plan.price)}
        </span>
        <span className="text-xs text-stone-500">
          {plan.gstIncluded ? t("adminCatalogue.package.gstIncluded") : t("adminCatalogue.package.gstExtra")}
        </span>
      </p>
      <ul className="mt-2 flex flex-wrap gap-1.5 text-xs">
        {plan.type !== "proposal" && plan.catalog === "main" && (
          <li className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-800">
            {plan.durationDays === null
              ? t("adminCatalogue.package.tillMarriage")
              : t("adminCatalogue.package.days", { count: plan.durationDays })}
          </li>
        )}
        {plan.proposalPoints > 0 && (
          <li className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-800">
            {t("adminCatalogue.package.points", { count: plan.proposalPoints })}
          </li>
        )}
        {plan.freeCcp > 0 && (
          <li className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-800">
            {t("adminCatalogue.package.ccp", { count: plan.freeCcp })}
          </li>
        )}
        {plan.telecallerCalls > 0 && (
          <li className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-800">
            {t("adminCatalogue.package.calls", { count: plan.telecallerCalls })}
          </li>
        )}
      </ul>
      <p className="mt-2 text-xs text-stone-500">
        {t("adminCatalogue.package.orders", { count: plan.orders })} · {t("adminCatalogue.package.holders", { count: plan.holders })}
      </p>
      <div className="mt-auto pt-3">
        <button
          type="button"
          aria-label={`${t("adminCatalogue.package.edit")}: ${plan.name}`}
          className={`${smallButton} border-stone-300 bg-white`}
          onClick={onEdit}
        >
          {t("adminCatalogue.package.edit")}
        </button>
      </div>
    </li>
  );
}

/** Package: every plan by catalog, with its price, benefits, orders and holders; edit or retire one. */
export function PackagePage() {
  const { t } = useTranslation();
  const q = useAdminPlans();
  const [editing, setEditing] = useState<TAdminPlan | null>(null);
  return (
    <CatalogueFrame title={t("adminCatalogue.package.title")} subtitle={t("adminCatalogue.package.subtitle")}>
      {q.isPending ? (
        <Skeleton rows={4} label={t("adminCatalogue.common.loading")} />
      ) : q.isError ? (
        <LoadError message={q.error.message || t("adminCatalogue.common.loadFailed")} retry={() => void q.refetch()} />
      ) : (
        <div className="space-y-6">
          {planCatalogs.map((c) => {
            const plans = q.data.plans.filter((p) => p.catalog === c);
            if (plans.length === 0) return null;
            return (
              <section key={c} aria-labelledby={`catalog-${c}`}>
                <h2 id={`catalog-${c}`} className="mb-2 text-sm font-semibold tracking-wide text-stone-600 uppercase">
                  {t(`adminCatalogue.package.catalogs.${c}`)}
                </h2>
                <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
                  {plans.map((p) => (
                    <PlanCard key={p.id} plan={p} onEdit={() => setEditing(p)} />
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      )}
      <PlanForm plan={editing} onClose={() => setEditing(null)} />
    </CatalogueFrame>
  );
}
