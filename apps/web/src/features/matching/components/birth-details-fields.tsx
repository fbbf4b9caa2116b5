import { useId, useState } from "react";
import { useController, type Control, type FieldValues, type Path } from "react-hook-form";
import { birthVisibilities, defaultBirthVisibility, type TBirthVisibility } from "@app/contract";
import { Field, inputClasses, type FieldLook } from "@/components/field";
import { SelectBox } from "@/components/field-controls";
import { useTranslation } from "@/lib/i18n";
import { matchingNs } from "@/lib/locales/matching";
import { localizeMessage } from "@/lib/messages";
import { PlacePicker } from "./place-picker";

/** The form fields the group fills: the contract's `birthInputFields`, as a form holds them ("" = not known). */
export type BirthFormValues = { birthTime?: string | null; birthPlaceId?: string | null; birthVisibility?: string };

/** A new ad's starting values: nothing known, seen only by families whose proposal was accepted (the contract's default). */
export const emptyBirthValues: { birthTime: string; birthPlaceId: string; birthVisibility: TBirthVisibility } = {
  birthTime: "",
  birthPlaceId: "",
  birthVisibility: defaultBirthVisibility,
};

const looks = {
  form: { legend: "text-base font-semibold text-stone-900", why: "mt-1 text-sm text-stone-600" },
  compact: { legend: "font-display text-lg font-semibold text-brand-900 sm:text-xl", why: "mt-1 text-sm text-stone-600" },
  panel: { legend: "text-sm font-semibold text-brand-900", why: "mt-1 text-xs text-stone-600" },
} satisfies Record<FieldLook, { legend: string; why: string }>;

/**
 * Time of birth (or "I don't know the time"), place of birth and who may see them, with why families
 * give them: one group for registration, Edit My Ad and RR Add Member, on the form's own controller.
 */
export function BirthDetailsFields<T extends FieldValues, C, O extends FieldValues>({
  control,
  look = "form",
  className = "",
  id,
}: {
  control: Control<T, C, O>;
  look?: FieldLook;
  className?: string;
  /** The group's id, for a link that opens the form at it. */
  id?: string;
}) {
  const { t } = useTranslation(matchingNs);
  const unknownId = useId();
  const name = (n: keyof BirthFormValues) => n as Path<T>;
  const time = useController({ control, name: name("birthTime") });
  const place = useController({ control, name: name("birthPlaceId") });
  const visibility = useController({ control, name: name("birthVisibility") });
  const timeValue = (time.field.value as string | null | undefined) ?? "";
  // "Don't know" empties the time (sent as unknown) and sets the box aside; a time given unticks it.
  const [unknown, setUnknown] = useState(false);
  const s = looks[look];
  const message = (m: string | undefined) => (m ? localizeMessage(m) : undefined);

  return (
    <fieldset id={id} className={`min-w-0 scroll-mt-24 ${className}`}>
      <legend className={s.legend}>{t("birth.title")}</legend>
      <p className={s.why}>{t("birth.why")}</p>
      <div className="mt-4 space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t("birth.time")} look={look} hint={t("birth.timeHint")} error={message(time.fieldState.error?.message)}>
            {(a11y) => (
              <input
                {...a11y}
                ref={time.field.ref}
                name={time.field.name}
                type="time"
                value={unknown ? "" : timeValue}
                disabled={unknown}
                onChange={(e) => time.field.onChange(e.target.value)}
                onBlur={time.field.onBlur}
                className={inputClasses[look]}
              />
            )}
          </Field>
          <div className="flex items-start sm:pt-7">
            <label htmlFor={unknownId} className="flex min-h-11 cursor-pointer items-center gap-2.5 text-sm font-medium text-stone-800">
              <input
                id={unknownId}
                type="checkbox"
                checked={unknown}
                onChange={(e) => {
                  setUnknown(e.target.checked);
                  if (e.target.checked) time.field.onChange("");
                }}
                className="size-5 rounded border-stone-400 accent-brand-700"
              />
              {t("birth.timeUnknown")}
            </label>
          </div>
        </div>
        <PlacePicker
          value={(place.field.value as string | null | undefined) ?? ""}
          onChange={place.field.onChange}
          onBlur={place.field.onBlur}
          error={message(place.fieldState.error?.message)}
          look={look}
        />
        <Field
          label={t("birth.visibility")}
          look={look}
          hint={t("birth.visibilityHint")}
          error={message(visibility.fieldState.error?.message)}
        >
          {(a11y) => (
            <SelectBox
              {...a11y}
              look={look}
              ref={visibility.field.ref}
              name={visibility.field.name}
              value={(visibility.field.value as string | undefined) ?? "accepted"}
              onChange={(e) => visibility.field.onChange(e.target.value)}
              onBlur={visibility.field.onBlur}
            >
              {birthVisibilities.map((v) => (
                <option key={v} value={v}>
                  {t(`birth.visibilities.${v}`)}
                </option>
              ))}
            </SelectBox>
          )}
        </Field>
      </div>
    </fieldset>
  );
}
