import { Field as SharedField, type FieldProps } from "@/components/field";
import { useTranslation } from "@/lib/i18n";
import { adminContentNs } from "@/lib/locales/admin-content";
import { ApiError } from "@/lib/api";
import { localizeMessage } from "@/lib/messages";
import { fieldClass } from "@/features/admin-auth";

/** The content screens' form rows and their messages. */

/** A labelled form row of the content screens: the shared `Field` in its panel look, "(optional)" after the label; an error takes the hint's place. */
export function Field({
  label,
  optional,
  hint,
  error,
  ...rest
}: Omit<FieldProps, "look" | "label"> & { label: string; optional?: boolean }) {
  const { t } = useTranslation(adminContentNs);
  const suffix = optional && <span className="ml-1 font-normal text-stone-500">({t("common.optional")})</span>;
  return (
    <SharedField
      {...rest}
      look="panel"
      label={
        <>
          {label}
          {suffix}
        </>
      }
      error={error}
      hint={error ? undefined : hint}
    />
  );
}

export { fieldClass };

/** A failed request's message in the site's language. */
export const errorText = (e: Error | null | undefined) =>
  e ? localizeMessage(e.message, e instanceof ApiError ? e.code : undefined) : undefined;
