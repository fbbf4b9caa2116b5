import { useTranslation } from "@/lib/i18n";
import type { TEditInQueue } from "@app/contract";
import { adminNs } from "@/lib/locales/admin";
import { useOptionLabel } from "@/lib/options";
import { dateOrDash } from "@/features/admin-auth";
import { DecidedCard, MemberLink, type Decide } from "./queue-parts";

function Compare({ label, before, after }: { label: string; before: string | null; after: string | undefined }) {
  if (after === undefined) return null;
  return (
    <tr className="border-b border-stone-100">
      <th className="py-1.5 pr-3 text-left font-medium text-stone-500">{label}</th>
      <td className="py-1.5 pr-3 text-stone-700 line-through decoration-red-400">{before ?? "—"}</td>
      <td className="py-1.5 font-semibold text-emerald-800">{after}</td>
    </tr>
  );
}

/** A proposed change of name, date of birth or gender: each field now and as proposed. */
export function EditQueueItem({ e, decide }: { e: TEditInQueue; decide: Decide }) {
  const { t } = useTranslation(adminNs);
  const optionText = useOptionLabel();
  const item = { id: e.id, label: e.member.profileId ?? e.member.name };
  return (
    <DecidedCard item={item} decide={decide}>
      <MemberLink m={e.member} />
      <p className="text-xs text-stone-500">{t("moderation.submitted", { date: dateOrDash(e.submittedAt) })}</p>
      <table className="mt-2 w-full max-w-lg text-sm">
        <thead className="text-xs text-stone-500 uppercase">
          <tr>
            <th className="text-left font-medium">{t("moderation.field")}</th>
            <th className="text-left font-medium">{t("moderation.now")}</th>
            <th className="text-left font-medium">{t("moderation.proposed")}</th>
          </tr>
        </thead>
        <tbody>
          <Compare label={t("moderation.name")} before={e.current.name} after={e.proposed.name} />
          <Compare label={t("moderation.dateOfBirth")} before={e.current.dateOfBirth} after={e.proposed.dateOfBirth} />
          <Compare
            label={t("moderation.gender")}
            before={e.current.gender && optionText(e.current.gender)}
            after={e.proposed.gender && optionText(e.proposed.gender)}
          />
        </tbody>
      </table>
    </DecidedCard>
  );
}
