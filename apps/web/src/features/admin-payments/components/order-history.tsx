import { useTranslation } from "@/lib/i18n";
import type { TAdminOrderDetail } from "@app/contract";
import { actorLabel, eventDetails, eventLabel } from "@/features/admin-members";

import { Card } from "@/components/card";
import { formatDate } from "@/lib/format";

/** An order's history from the audit log: what happened, when, by whom, and its details in words. */
export function OrderHistory({ events }: { events: TAdminOrderDetail["events"] }) {
  const { t } = useTranslation();
  return (
    <Card>
      <h2 className="text-base font-semibold text-stone-900">{t("adminMoney.payments.history")}</h2>
      <ol className="mt-3 space-y-3 border-l-2 border-stone-200 pl-4">
        {events.map((e, i) => {
          const details = eventDetails(e.details);
          return (
            <li key={i} className="relative text-sm">
              <span aria-hidden="true" className="absolute top-1.5 -left-[1.4rem] size-2.5 rounded-full bg-brand-700" />
              <p className="font-semibold text-stone-900">{eventLabel(e.action)}</p>
              <p className="text-xs text-stone-500">
                {formatDate(e.at, "dateTime")} ·{" "}
                {t("adminMoney.payments.by", {
                  name: e.actor.name ?? (e.actor.type === "system" ? t("adminMoney.payments.system") : actorLabel(e.actor.type)),
                })}
              </p>
              {details.length > 0 && (
                <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5 text-xs break-all text-stone-600" data-testid="event-details">
                  {details.map((d) => (
                    <li key={d}>{d}</li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
