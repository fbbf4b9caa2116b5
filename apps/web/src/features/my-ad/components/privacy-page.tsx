import { useMemo, useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { Link } from "react-router";
import { fromPrivacySettings } from "@app/contract";
import { buttonStyles } from "@/components/button-styles";
import { useContractForm } from "@/components/use-contract-form";
import { ApiError } from "@/lib/api";
import { usePageMeta } from "@/lib/use-page-meta";
import { myAdNs } from "@/lib/locales/my-ad";
import { localizeMessage } from "@/lib/messages";
import type { TPrivacySettingsData } from "@app/contract";
import { usePrivacySettings } from "../api/get-privacy-settings";
import { useUpdatePrivacySettings } from "../api/update-privacy-settings";
import { privacyFormSchema, type PrivacyFormValues } from "../lib/form-schema-settings";
import { MemberPageHeader, Notice } from "./fields";

type Choice = PrivacyFormValues["contact"];
type PhotoChoice = PrivacyFormValues["photoVisibility"];
/** The choices in order; each one's label and text are privacy.photoChoices.<value> / privacy.choices.<value> in the catalogue. */
const photoChoices: PhotoChoice[] = ["everyone", "members", "accepted"];
const choices: Choice[] = ["both", "phone", "email"];

/** /dashboard/privacy: which contact detail entitled viewers see (never neither). */
export function PrivacyPage() {
  const { t } = useTranslation(myAdNs);
  usePageMeta(t("privacy.title"));
  const q = usePrivacySettings();
  return (
    <div className="mx-auto max-w-2xl px-4 py-6 sm:py-10">
      <MemberPageHeader title={t("privacy.title")} subtitle={t("privacy.subtitle")} />
      {q.isPending && (
        <div
          role="status"
          aria-busy="true"
          aria-label={t("privacy.loading")}
          className="mt-6 h-64 animate-pulse rounded-2xl bg-stone-200/70"
        />
      )}
      {q.isError && (
        <div className="mt-6">
          <Notice kind="error">{t("privacy.loadFailed")}</Notice>
        </div>
      )}
      {q.data && <PrivacyForm data={q.data} />}
    </div>
  );
}

function PrivacyForm({ data }: { data: TPrivacySettingsData }) {
  const { t } = useTranslation(myAdNs);
  const save = useUpdatePrivacySettings();
  const [saved, setSaved] = useState(false);
  const values = useMemo<PrivacyFormValues>(
    () => ({ contact: fromPrivacySettings(data.privacySettings), photoVisibility: data.privacySettings.photoVisibility }),
    [data],
  );
  const form = useContractForm(privacyFormSchema, { values });
  const [choice, photos] = form.watch(["contact", "photoVisibility"]);
  const error = form.formState.errors.root?.server?.message;

  const submit = form.handleSubmit(async ({ privacySettings }) => {
    setSaved(false);
    try {
      await save.mutateAsync(privacySettings);
      setSaved(true);
    } catch (err) {
      form.setError("root.server", {
        message: err instanceof ApiError ? localizeMessage(err.message, err.code) : t("privacy.failed"),
      });
    }
  });

  return (
    <form onSubmit={submit} className="mt-6 space-y-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
      <fieldset>
        <legend className="font-display text-lg font-semibold text-brand-900">{t("privacy.contactLegend")}</legend>
        <p className="mt-1 text-sm text-stone-600">{t("privacy.contactNote")}</p>
        <div className="mt-4 space-y-2">
          {choices.map((c) => {
            const disabled = c === "email" && !data.hasEmail;
            return (
              <label
                key={c}
                className={`flex cursor-pointer items-start gap-3 rounded-xl border p-3 ${choice === c ? "border-brand-600 bg-brand-50" : "border-stone-200"} ${disabled ? "opacity-60" : ""}`}
              >
                <input type="radio" value={c} disabled={disabled} {...form.register("contact")} className="mt-1 size-4 accent-brand-700" />
                <span>
                  <span className="block font-semibold text-stone-900">{t(`privacy.choices.${c}.label`)}</span>
                  <span className="block text-sm text-stone-600">{disabled ? t("privacy.needEmail") : t(`privacy.choices.${c}.text`)}</span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <fieldset className="border-t border-stone-200 pt-4">
        <legend className="font-display text-lg font-semibold text-brand-900">{t("privacy.photosLegend")}</legend>
        <div className="mt-3 space-y-2">
          {photoChoices.map((c) => (
            <label
              key={c}
              className={`flex cursor-pointer items-start gap-3 rounded-xl border p-3 ${photos === c ? "border-brand-600 bg-brand-50" : "border-stone-200"}`}
            >
              <input type="radio" value={c} {...form.register("photoVisibility")} className="mt-1 size-4 accent-brand-700" />
              <span>
                <span className="block font-semibold text-stone-900">{t(`privacy.photoChoices.${c}.label`)}</span>
                <span className="block text-sm text-stone-600">{t(`privacy.photoChoices.${c}.text`)}</span>
              </span>
            </label>
          ))}
        </div>
        <Link to="/dashboard/photo-requests" className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline">
          {t("privacy.tracker")}
        </Link>
      </fieldset>
      <div aria-live="polite">
        {error ? <Notice kind="error">{error}</Notice> : saved && <Notice kind="success">{t("privacy.updated")}</Notice>}
      </div>
      <button type="submit" className={`${buttonStyles.primary} w-full sm:w-auto`} disabled={save.isPending}>
        {save.isPending ? t("saving") : t("privacy.save")}
      </button>
    </form>
  );
}
