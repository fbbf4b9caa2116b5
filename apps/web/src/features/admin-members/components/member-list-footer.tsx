import { useTranslation } from "@/lib/i18n";
import { Pagination } from "@/components/pagination";
import { formatNumber } from "@/lib/format";
import { adminNs } from "@/lib/locales/admin";

/** Which members of how many the page shows (an estimate marked "+", a filter noted), and the pages. */
export function MemberListFooter({
  page,
  limit,
  pagination,
  onPage,
}: {
  page: number;
  limit: number;
  pagination: { total: number; totalPages: number; totalExact: boolean; filtered: boolean } | undefined;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation(adminNs);
  const total = pagination?.total ?? 0;
  const from = total === 0 ? 0 : (page - 1) * limit + 1;
  const to = Math.min(page * limit, total);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-stone-200 px-4 py-3 text-sm text-stone-600">
      <p aria-live="polite">
        {t("members.showing", {
          from: formatNumber(from),
          to: formatNumber(to),
          total: formatNumber(total),
          more: pagination?.totalExact === false ? "+" : "",
        })}
        {pagination?.filtered ? t("members.filtered") : ""}
      </p>
      <Pagination
        page={page}
        totalPages={pagination?.totalPages ?? 1}
        onPage={onPage}
        className=""
        labels={{ label: t("members.pages"), previous: t("previous"), next: t("next") }}
      />
    </div>
  );
}
