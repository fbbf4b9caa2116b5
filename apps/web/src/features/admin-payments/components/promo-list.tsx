import { useTranslation } from "@/lib/i18n";
import type { TPromo } from "@app/contract";
import { DataTable, type Column } from "@/components/data-table/data-table";
import { EditDeleteButtons } from "@/features/admin-auth";
import { formatDate, formatNumber, formatPaise } from "@/lib/format";
import { useMainPlans } from "../api/money";

type Props = {
  promos: TPromo[];
  /** Edit and Delete, for a super admin; without them the list only shows the codes. */
  onEdit?: (p: TPromo) => void;
  onDelete?: (p: TPromo) => void;
};

/** The promo codes: a table on a laptop and cards on a phone, each with its use against the cap. */
export function PromoList({ promos, onEdit, onDelete }: Props) {
  const { t, i18n } = useTranslation();
  const plans = useMainPlans();
  const planNames = (ids: number[]) =>
    ids.length === 0
      ? t("adminMoney.promo.allPlans")
      : ids
          .map((id) => plans.data?.find((p) => p.id === id))
          .map((p) => (p ? (i18n.language === "bn" && p.nameBn) || p.name : t("adminMoney.promo.retiredPlan")))
          .join(", ");
  const code = (p: TPromo) => <span className="font-mono text-base font-bold tracking-wide text-brand-900">{p.code}</span>;
  const state = (p: TPromo) => (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${p.active ? "bg-emerald-100 text-emerald-800" : "bg-stone-200 text-stone-700"}`}
    >
      {p.active ? t("adminMoney.promo.active") : t("adminMoney.promo.inactive")}
    </span>
  );
  const off = (p: TPromo) =>
    t("adminMoney.promo.off", { value: p.kind === "percent" ? `${formatNumber(p.value)}%` : formatPaise(Math.round(p.value * 100)) });
  const discount = (p: TPromo) => (
    <>
      <span className="block font-semibold text-stone-900">{off(p)}</span>
      {p.description && <span className="block text-xs text-stone-600">{p.description}</span>}
    </>
  );
  const validity = (p: TPromo) => t("adminMoney.promo.validRange", { from: formatDate(p.validFrom), to: formatDate(p.validTo) });
  const usage = (p: TPromo) => (
    <>
      <span className="block">
        {t("adminMoney.promo.used", { used: formatNumber(p.used), max: formatNumber(p.maxUses) })}
        {p.oncePerMember && ` · ${t("adminMoney.promo.oncePerMember")}`}
      </span>
      <span className="mt-1 block h-1.5 max-w-40 overflow-hidden rounded-full bg-stone-100" aria-hidden="true">
        <span className="block h-full bg-brand-700" style={{ width: `${Math.min(100, (p.used / p.maxUses) * 100)}%` }} />
      </span>
    </>
  );
  const columns: Column<TPromo>[] = [
    { id: "code", header: t("adminMoney.promo.code"), cell: code },
    { id: "status", header: t("adminMoney.common.status"), cell: state },
    { id: "discount", header: t("adminMoney.promo.discount"), cell: discount, className: "min-w-32" },
    { id: "validity", header: t("adminMoney.promo.validity"), cell: validity, className: "min-w-40" },
    { id: "plans", header: t("adminMoney.promo.plans"), cell: (p) => planNames(p.planIds), className: "min-w-32" },
    { id: "uses", header: t("adminMoney.promo.uses"), cell: usage, className: "min-w-36" },
  ];
  const card = (p: TPromo) => (
    <div>
      <div className="flex items-start justify-between gap-2">
        {code(p)}
        {state(p)}
      </div>
      <p className="mt-1 text-xl font-bold text-stone-900">{off(p)}</p>
      {p.description && <p className="text-sm text-stone-600">{p.description}</p>}
      <dl className="mt-2 space-y-0.5 text-sm text-stone-700">
        <dt className="sr-only">{t("adminMoney.promo.validity")}</dt>
        <dd>{validity(p)}</dd>
        <dt className="sr-only">{t("adminMoney.promo.plans")}</dt>
        <dd>{planNames(p.planIds)}</dd>
        <dt className="sr-only">{t("adminMoney.promo.uses")}</dt>
        <dd>{usage(p)}</dd>
      </dl>
    </div>
  );
  const actions =
    onEdit && onDelete
      ? (p: TPromo) => (
          <EditDeleteButtons
            editLabel={t("adminMoney.promo.edit", { code: "" }).trim()}
            onEdit={() => onEdit(p)}
            deleteLabel={t("adminMoney.promo.delete")}
            onDelete={() => onDelete(p)}
          />
        )
      : undefined;
  return (
    <DataTable
      label={t("adminMoney.promo.title")}
      rows={promos}
      rowKey={(p) => p.id}
      columns={columns}
      card={card}
      actions={actions}
      actionsHeader={t("adminMoney.common.actions")}
      rowTestId="promo-row"
    />
  );
}
