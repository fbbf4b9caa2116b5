import { useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { useQueryClient } from "@tanstack/react-query";
import type { TMyAd } from "@app/contract";
import { ApiError } from "@/lib/api";
import { myAdNs } from "@/lib/locales/my-ad";
import { localizeMessage } from "@/lib/messages";
import { updateEmail } from "../api/update-contact";
import { contactFormSchema } from "../lib/form-schema-settings";
import { Field, inputClasses } from "@/components/field";
import { useContractForm } from "@/components/use-contract-form";
import { Notice, Section } from "./fields";

/**
 * Mobile and email. The mobile number is shown read-only: it is the sign-in identity, verified by
 * OTP, so it changes only through support (never by typing a new one here).
 */
export function ContactCard({ ad }: { ad: TMyAd }) {
  const { t } = useTranslation(myAdNs);
  const qc = useQueryClient();
  const [saved, setSaved] = useState(false);
  const form = useContractForm(contactFormSchema, {
    defaultValues: { email: ad.email ?? "" },
    // The message shows where it always did; focus stays where the visitor is.
    shouldFocusError: false,
  });
  const { errors, isSubmitting } = form.formState;
  const errorMessage = errors.root?.server?.message ?? errors.email?.message;
  const error = errorMessage ? localizeMessage(errorMessage) : undefined;

  const save = form.handleSubmit(
    async ({ email }) => {
      setSaved(false);
      try {
        await updateEmail(email);
        await qc.invalidateQueries({ queryKey: ["my-ad"] });
        await qc.invalidateQueries({ queryKey: ["privacy-settings"] });
        setSaved(true);
      } catch (err) {
        form.showServerErrors(err);
        form.setError("root.server", {
          message: err instanceof ApiError ? localizeMessage(err.message, err.code) : t("contact.failed"),
        });
      }
    },
    () => setSaved(false),
  );

  return (
    <form onSubmit={save} noValidate>
      <Section title={t("contact.title")}>
        <Field look="compact" label={t("contact.mobile")} required hint={t("contact.mobileHint")}>
          {(a) => <input {...a} value={ad.phone} readOnly className={`${inputClasses.compact} bg-stone-50`} />}
        </Field>
        <Field look="compact" label={t("contact.email")} required>
          {(a) => <input {...a} type="email" autoComplete="email" {...form.register("email")} className={inputClasses.compact} />}
        </Field>
        <div className="sm:col-span-2" aria-live="polite">
          {/* One message, under both fields, as the spec's card shows it. */}
          {error ? <Notice kind="error">{error}</Notice> : saved && <Notice kind="success">{t("contact.saved")}</Notice>}
        </div>
        <div className="sm:col-span-2 flex justify-end">
          <button
            type="submit"
            disabled={isSubmitting}
            className="rounded-full border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
          >
            {isSubmitting ? t("saving") : t("contact.save")}
          </button>
        </div>
      </Section>
    </form>
  );
}
