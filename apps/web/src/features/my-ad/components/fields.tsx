import type { ComponentProps, ReactNode } from "react";
import { useTranslation } from "@/lib/i18n";
import { Link } from "react-router";
import { SelectField as SharedSelectField, TextArea as SharedTextArea, TextField as SharedTextField } from "@/components/field-controls";
import { myAdNs } from "@/lib/locales/my-ad";
import { optionLabel } from "@/lib/options";

/** The member pages' controls: the shared ones in their compact look. */
export const TextField = (p: ComponentProps<typeof SharedTextField>) => <SharedTextField look="compact" {...p} />;
export const TextArea = (p: ComponentProps<typeof SharedTextArea>) => <SharedTextArea look="compact" {...p} />;
export const SelectField = (p: ComponentProps<typeof SharedSelectField>) => <SharedSelectField look="compact" {...p} />;

/** A titled card of fields. */
export function Section({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  return (
    <section id={id} aria-label={title} className="scroll-mt-20 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 className="font-display text-lg font-semibold text-brand-900 sm:text-xl">{title}</h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">{children}</div>
    </section>
  );
}

/** Title and "Back to dashboard" for the member's pages (they stand on their own). */
export function MemberPageHeader({ title, subtitle, actions }: { title: string; subtitle?: string; actions?: ReactNode }) {
  const { t } = useTranslation(myAdNs);
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <Link
          to="/dashboard"
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {t("back")}
        </Link>
        <h1 className="mt-1 font-display text-2xl font-semibold text-brand-900 sm:text-3xl">{title}</h1>
        {subtitle && <p className="mt-1 text-sm text-stone-600">{subtitle}</p>}
      </div>
      {actions}
    </div>
  );
}

/** An accessible inline message (success or failure). */
export function Notice({ kind, children }: { kind: "success" | "error" | "info"; children: ReactNode }) {
  const styles = {
    success: "border-emerald-300 bg-emerald-50 text-emerald-900",
    error: "border-red-300 bg-red-50 text-red-900",
    info: "border-amber-300 bg-amber-50 text-amber-900",
  }[kind];
  return (
    <div role={kind === "error" ? "alert" : "status"} className={`rounded-xl border px-4 py-3 text-sm font-medium ${styles}`}>
      {children}
    </div>
  );
}

/** Suggestions for a free-text city field: the cities offered for the chosen state. */
export function CityList({ id, cities }: { id: string; cities: { value: string; label: string; bn?: string }[] }) {
  const { i18n } = useTranslation();
  if (cities.length === 0) return null;
  return (
    <datalist id={id}>
      {cities.map((c) => (
        <option key={c.value} value={c.value} label={optionLabel(c, i18n.language)} />
      ))}
    </datalist>
  );
}
