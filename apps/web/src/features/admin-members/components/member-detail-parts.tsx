import type { ReactNode } from "react";
import { useTranslation } from "@/lib/i18n";
import { adminNs } from "@/lib/locales/admin";
import { adminFieldsNs } from "@/lib/locales/admin-fields";
import { useFactValue } from "../lib/fact-value";

/** One section of a member's page: a white panel under its heading. */
export function Card({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  return (
    <section id={id} className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 className="mb-3 font-display text-lg font-semibold text-stone-900">{title}</h2>
      {children}
    </section>
  );
}

const words = (k: string) => k.replace(/([A-Z])/g, " $1").replace(/^./, (c) => c.toUpperCase());

/**
 * Name–value pairs; a name with a label in the catalogue (member.facts.*, an ad's field) is shown in the
 * chosen language, and so is a stored choice ("Hindu", "Never Married").
 */
export function Facts({ data }: { data: Record<string, string | number | boolean | null> }) {
  const { t } = useTranslation(adminNs);
  const { t: field, i18n } = useTranslation(adminFieldsNs);
  const value = useFactValue();
  const label = (k: string) =>
    i18n.exists(`member.facts.${k}`, { ns: adminNs })
      ? t(`member.facts.${k}`)
      : i18n.exists(k, { ns: adminFieldsNs })
        ? field(k)
        : words(k);
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
      {Object.entries(data).map(([k, v]) => (
        <div key={k} className="flex justify-between gap-3 border-b border-stone-100 pb-1">
          <dt className="text-stone-500">{label(k)}</dt>
          <dd className="text-right font-medium break-words text-stone-900">{value(k, v)}</dd>
        </div>
      ))}
    </dl>
  );
}
