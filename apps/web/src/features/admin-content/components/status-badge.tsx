import { useTranslation } from "@/lib/i18n";
import { adminContentNs } from "@/lib/locales/admin-content";

const badge: Record<string, string> = {
  draft: "bg-stone-200 text-stone-700",
  published: "bg-emerald-100 text-emerald-800",
  scheduled: "bg-sky-100 text-sky-800",
  live: "bg-emerald-100 text-emerald-800",
  upcoming: "bg-sky-100 text-sky-800",
  ended: "bg-stone-200 text-stone-700",
  hidden: "bg-amber-100 text-amber-800",
};

/** A post's, story's or notice's status as a coloured badge. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation(adminContentNs);
  return (
    <span
      data-status={status}
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${badge[status] ?? "bg-stone-100"}`}
    >
      {t(`statuses.${status}`, { defaultValue: status })}
    </span>
  );
}
