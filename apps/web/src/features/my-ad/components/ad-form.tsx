import { useEffect, useRef, useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { FormProvider } from "react-hook-form";
import type { TMyAd } from "@app/contract";
import { buttonStyles } from "@/components/button-styles";
import { useContractForm } from "@/components/use-contract-form";
import { ApiError } from "@/lib/api";
import { myAdNs } from "@/lib/locales/my-ad";
import { localizeMessage } from "@/lib/messages";
import { formatNumber } from "@/lib/format";
import { useOptions } from "@/lib/options";
import { useUpdateMyAd } from "../api/update-my-ad";
import { adFormFields, adFormSchema, toFormValues, type AdFormValues } from "../lib/form-schema";
import { EducationSection } from "./education-section";
import { FamilySection } from "./family-section";
import { MyDetailsSection } from "./my-details-section";
import { PartnerSection } from "./partner-section";
import { Notice } from "./fields";
import { BirthDetailsFields } from "@/features/matching";
import { editAdSections } from "../lib/sections";

export const EDIT_AD_FORM_ID = "edit-ad-form";

type Problem = { field: keyof AdFormValues; message: string };
type Result = { kind: "success" | "error"; text: string; problems?: Problem[] } | null;

/** The fields in error, in the order the form shows them. */
function problemsOf(errors: Partial<Record<keyof AdFormValues, { message?: string }>>): Problem[] {
  return adFormFields.flatMap((field) => {
    const message = errors[field]?.message;
    return message ? [{ field, message }] : [];
  });
}

/**
 * Shows the summary of what is missing and the first field in error together when the screen is tall
 * enough, else brings that field to the middle of the screen; the cursor goes into the field.
 */
function focusFirstInvalid(form: HTMLFormElement | null, summary: HTMLElement | null) {
  requestAnimationFrame(() => {
    const el = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    summary?.scrollIntoView?.({ block: "start" });
    if (!el) return;
    const r = el.getBoundingClientRect();
    if (r.top < 0 || r.bottom > window.innerHeight - 16) el.scrollIntoView?.({ block: "center" });
    el.focus({ preventScroll: true });
  });
}

/** Edit My Ad: four sections, Save Changes and Reset; server field errors land on their fields. */
export function AdForm({ ad }: { ad: TMyAd }) {
  const { t } = useTranslation(myAdNs);
  const { options } = useOptions();
  const save = useUpdateMyAd();
  const [result, setResult] = useState<Result>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useContractForm(adFormSchema, {
    defaultValues: toFormValues(ad),
    mode: "onTouched",
    shouldFocusError: false,
  });

  // A success is confirmed where the member looks; a failure brings the first field in error into view instead.
  useEffect(() => {
    if (result?.kind === "success") resultRef.current?.scrollIntoView?.({ block: "nearest" });
    if (result?.kind === "error") focusFirstInvalid(formRef.current, resultRef.current);
  }, [result]);

  const onSubmit = form.handleSubmit(
    async (values) => {
      setResult(null);
      try {
        const data = await save.mutateAsync(values);
        form.reset(toFormValues(data.ad));
        setResult({
          kind: "success",
          text: data.pendingApproval ? `${t("form.saved")} ${t("form.pendingNote")}` : t("form.saved"),
        });
      } catch (e) {
        // Only the fields this form shows; the message below names the rest.
        form.showServerErrors(e, { field: (f) => ((adFormFields as readonly string[]).includes(f) ? f : undefined) });
        const problems = problemsOf(form.formState.errors);
        setResult({
          kind: "error",
          text:
            e instanceof ApiError && e.status < 500 && e.message
              ? `${t("form.failed")} ${localizeMessage(e.message, e.code)}`
              : t("form.failed"),
          problems,
        });
      }
    },
    (errors) => {
      const problems = problemsOf(errors);
      setResult({
        kind: "error",
        text: t("form.notSaved", { count: problems.length, n: formatNumber(problems.length) }),
        problems,
      });
    },
  );

  return (
    <FormProvider {...form}>
      <form ref={formRef} id={EDIT_AD_FORM_ID} noValidate onSubmit={onSubmit} className="space-y-5">
        <div ref={resultRef} aria-live="polite" className="scroll-mt-20 lg:scroll-mt-32">
          {result && (
            <Notice kind={result.kind}>
              <p>{result.text}</p>
              {result.problems && result.problems.length > 0 && (
                <ul className="mt-2 list-disc space-y-1 pl-5 font-normal">
                  {result.problems.map((p) => (
                    <li key={p.field}>
                      <button
                        type="button"
                        className="min-h-6 py-0.5 text-left underline decoration-red-300 underline-offset-2 hover:decoration-red-700"
                        onClick={() => form.setFocus(p.field, { shouldSelect: false })}
                      >
                        <span className="font-semibold">{t(`fields.${p.field}`)}</span>: {localizeMessage(p.message)}
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </Notice>
          )}
        </div>
        <MyDetailsSection options={options} />
        <div className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
          <BirthDetailsFields control={form.control} look="compact" id={editAdSections.birth} />
        </div>
        <EducationSection options={options} />
        <FamilySection options={options} />
        <PartnerSection />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button
            type="button"
            className={buttonStyles.outline}
            onClick={() => {
              form.reset(toFormValues(ad));
              setResult(null);
            }}
          >
            {t("form.reset")}
          </button>
          <button type="submit" className={buttonStyles.primary} disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? t("saving") : t("form.save")}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
