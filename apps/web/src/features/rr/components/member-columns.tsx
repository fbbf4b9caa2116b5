import type { ReactNode } from "react";
import { useTranslation } from "@/lib/i18n";
import { rrNs } from "@/lib/locales/rr";
import type { TRrReferredMember } from "@app/contract";
import { formatDate, formatRupees } from "@/lib/format";
import { useOptionLabel } from "@/lib/options";
import type { Column } from "@/components/data-table/data-table";

function StatusBadge({ m }: { m: TRrReferredMember }) {
  const { t } = useTranslation(rrNs);
  if (m.awaitingConsent)
    return <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">{t("members.awaiting")}</span>;
  const active = m.accountStatus === "active";
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${active ? "bg-emerald-100 text-emerald-800" : "bg-stone-200 text-stone-700"}`}
    >
      {active ? t("members.active") : t("members.inactive")}
    </span>
  );
}

function Avatar({ m }: { m: TRrReferredMember }) {
  if (m.photo) return <img src={m.photo} alt="" className="size-10 shrink-0 rounded-full object-cover" />;
  return (
    <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-100 font-semibold text-brand-800">
      {m.name.slice(0, 1)}
    </span>
  );
}

/** The referred members' columns (member, contact, location and education, commission, status) and a phone's card. */
export function useMemberColumns(): { columns: Column<TRrReferredMember>[]; card: (m: TRrReferredMember) => ReactNode } {
  const { t } = useTranslation(rrNs);
  const optionText = useOptionLabel();
  const rupees = formatRupees;
  const date = (iso: string) => formatDate(iso);
  // The member's stored choices (city, state, education) in the chosen language.
  const place = (m: TRrReferredMember) =>
    [m.location.city, m.location.state]
      .filter((v): v is string => Boolean(v))
      .map(optionText)
      .join(", ");
  const education = (m: TRrReferredMember) => (m.education ? optionText(m.education) : "");

  const columns: Column<TRrReferredMember>[] = [
    {
      id: "member",
      header: t("members.colMember"),
      cell: (m) => (
        <div className="flex items-center gap-3">
          <Avatar m={m} />
          <div>
            <p className="font-semibold text-stone-900">{m.name}</p>
            <p className="text-xs text-stone-600">
              {m.id} · {t("members.joined", { date: date(m.joinDate) })}
            </p>
          </div>
        </div>
      ),
    },
    {
      id: "contact",
      header: t("members.colContact"),
      className: "text-stone-700",
      cell: (m) => (
        <>
          {m.phone && <p>{m.phone}</p>}
          {m.email && <p className="break-all">{m.email}</p>}
          {!m.phone && !m.email && <p className="text-stone-600">{t("members.hidden")}</p>}
        </>
      ),
    },
    {
      id: "location",
      header: t("members.colLocation"),
      className: "text-stone-700",
      cell: (m) => (
        <>
          <p>{place(m) || "—"}</p>
          <p className="text-xs text-stone-600">{education(m)}</p>
        </>
      ),
    },
    {
      id: "commission",
      header: t("members.colCommission"),
      className: "text-right font-semibold text-brand-800 tabular-nums",
      cell: (m) => rupees(m.commission),
    },
    { id: "status", header: t("members.colStatus"), cell: (m) => <StatusBadge m={m} /> },
  ];
  const card = (m: TRrReferredMember) => (
    <div className="flex gap-3">
      <Avatar m={m} />
      <div className="min-w-0 flex-1 text-sm">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-stone-900">
          {m.name} <span className="text-xs font-normal text-stone-600">{m.id}</span> <StatusBadge m={m} />
        </p>
        <p className="truncate text-stone-600">{[m.phone, m.email].filter(Boolean).join(" · ") || t("members.hidden")}</p>
        <p className="text-stone-600">
          {place(m)} {m.education ? `· ${education(m)}` : ""}
        </p>
        <p className="mt-1 flex justify-between text-stone-600">
          <span>{t("members.joined", { date: date(m.joinDate) })}</span>
          <span className="font-semibold text-brand-800">{rupees(m.commission)}</span>
        </p>
      </div>
    </div>
  );
  return { columns, card };
}
