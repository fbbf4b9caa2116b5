import { useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { Link } from "react-router";
import type { FieldErrors } from "react-hook-form";
import { partnerOptions } from "@app/contract";
import { buttonStyles } from "@/components/button-styles";
import { useContractForm } from "@/components/use-contract-form";
import { ApiError } from "@/lib/api";
import { myAdNs } from "@/lib/locales/my-ad";
import { localizeMessage } from "@/lib/messages";
import type { PartnerData } from "../api/get-partner-preferences";
import { useUpdatePartnerPreferences } from "../api/update-partner-preferences";
import { partnerFormSchema, toPartnerFormValues, type PartnerFormValues, type PartnerMultiField } from "../lib/form-schema-settings";
import { Field, inputClasses } from "@/components/field";
import { Notice, Section } from "./fields";
import { Checks, Pick } from "./partner-fields";

/** The text the server gives a rejected form: its one message, or a summary for several. */
function invalidText(errors: FieldErrors<PartnerFormValues>) {
  const messages = Object.values(errors).flatMap((e) => (e?.message ? [e.message] : []));
  return localizeMessage(messages.length > 1 ? "Please correct the highlighted fields" : (messages[0] ?? ""));
}

/** Partner preferences in the browse vocabulary; "Find Match" opens /profiles with them. */
export function PartnerForm({ data }: { data: PartnerData }) {
  const { t } = useTranslation(myAdNs);
  const save = useUpdatePartnerPreferences();
  const [msg, setMsg] = useState<{ kind: "success" | "error"; text: string } | null>(null);
  const form = useContractForm(partnerFormSchema, { defaultValues: toPartnerFormValues(data.partnerPreferences) });
  const errors = Object.fromEntries(Object.entries(form.formState.errors).map(([k, e]) => [k, e?.message]));
  const multi = (k: PartnerMultiField) => ({
    value: form.watch(k),
    onChange: (v: string[]) => form.setValue(k, v, { shouldDirty: true }),
  });

  const submit = form.handleSubmit(
    async (body) => {
      setMsg(null);
      try {
        await save.mutateAsync(body);
        setMsg({ kind: "success", text: t("partner.updated") });
      } catch (err) {
        form.showServerErrors(err, { field: (f) => f.replace(/^partnerPreferences\./, "").replace(/\.\d+$/, "") });
        setMsg({
          kind: "error",
          text: err instanceof ApiError ? t("partner.failedWith", { reason: localizeMessage(err.message, err.code) }) : t("partner.failed"),
        });
      }
    },
    (errs) => setMsg({ kind: "error", text: t("partner.failedWith", { reason: invalidText(errs) }) }),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Section title={t("partner.title")}>
        <div className="grid grid-cols-2 gap-3">
          <Pick label={t("partner.ageFrom")} options={partnerOptions.ages} registration={form.register("ageFrom")} error={errors.ageFrom} />
          <Pick label={t("partner.ageTo")} options={partnerOptions.ages} registration={form.register("ageTo")} error={errors.ageTo} />
        </div>
        <div className="grid grid-cols-2 gap-3">
          <Pick
            label={t("partner.heightFrom")}
            options={partnerOptions.heights}
            registration={form.register("heightFrom")}
            error={errors.heightFrom}
          />
          <Pick
            label={t("partner.heightTo")}
            options={partnerOptions.heights}
            registration={form.register("heightTo")}
            error={errors.heightTo}
          />
        </div>
        <Checks legend={t("partner.maritalStatus")} options={partnerOptions.maritalStatuses} {...multi("maritalStatus")} />
        <Checks legend={t("partner.religion")} options={partnerOptions.religions} {...multi("religion")} />
        <Checks legend={t("partner.caste")} options={partnerOptions.castes} {...multi("caste")} />
        <Checks legend={t("partner.motherTongues")} options={partnerOptions.motherTongues} {...multi("motherTongues")} />
        <Checks legend={t("partner.education")} options={partnerOptions.education} {...multi("education")} />
        <Checks legend={t("partner.occupation")} options={partnerOptions.occupations} {...multi("occupation")} />
        <Pick label={t("partner.income")} options={partnerOptions.incomes} registration={form.register("income")} error={errors.income} />
        <Pick label={t("partner.state")} options={partnerOptions.states} registration={form.register("state")} error={errors.state} />
        <Field look="compact" label={t("partner.city")} error={errors.city}>
          {(a) => <input {...a} {...form.register("city")} className={inputClasses.compact} maxLength={60} />}
        </Field>
        <Field look="compact" label={t("partner.about")} error={errors.about} className="sm:col-span-2">
          {(a) => <textarea {...a} rows={3} {...form.register("about")} className={inputClasses.compact} maxLength={1000} />}
        </Field>
      </Section>
      <div aria-live="polite">{msg && <Notice kind={msg.kind}>{msg.text}</Notice>}</div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to={`/profiles?${data.findMatchQuery}`} className={buttonStyles.outline}>
          {t("partner.findMatch")}
        </Link>
        <button type="submit" className={buttonStyles.primary} disabled={save.isPending}>
          {save.isPending ? t("saving") : t("partner.save")}
        </button>
      </div>
    </form>
  );
}
