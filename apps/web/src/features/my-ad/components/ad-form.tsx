import { useEffect, useRef, useState } from "react";
import { FormProvider, useForm, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { TMyAd } from "@app/contract";
import { buttonStyles } from "@/components/button-styles";
import { ApiError } from "@/lib/api";
import { useOptions } from "@/lib/options";
import { useUpdateMyAd } from "../api/update-my-ad";
import { adFormFields, adFormSchema, toFormValues, type AdFormOutput, type AdFormValues } from "../lib/form-schema";
import { EducationSection, FamilySection, MyDetailsSection, PartnerSection } from "./ad-form-sections";
import { Notice } from "./fields";

export const EDIT_AD_FORM_ID = "edit-ad-form";
export const SAVE_OK = "Profile updated successfully!";
export const SAVE_FAILED = "Failed to update profile. Please try again.";

type Result = { kind: "success" | "error"; text: string } | null;

/** Edit My Ad: four sections, Save Changes and Reset; server field errors land on their fields. */
export function AdForm({ ad }: { ad: TMyAd }) {
  const { options } = useOptions();
  const save = useUpdateMyAd();
  const [result, setResult] = useState<Result>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const form = useForm<AdFormValues, unknown, AdFormOutput>({
    defaultValues: toFormValues(ad),
    resolver: zodResolver(adFormSchema) as unknown as Resolver<AdFormValues, unknown, AdFormOutput>,
    mode: "onTouched",
  });

  useEffect(() => {
    if (result) resultRef.current?.scrollIntoView?.({ block: "nearest" });
  }, [result]);

  const onSubmit = form.handleSubmit(
    async (values) => {
      setResult(null);
      try {
        const data = await save.mutateAsync(values);
        form.reset(toFormValues(data.ad));
        setResult({
          kind: "success",
          text: data.pendingApproval ? `${SAVE_OK} Changes to name, date of birth or gender will show on your ad once approved.` : SAVE_OK,
        });
      } catch (e) {
        if (e instanceof ApiError && e.errors.length) {
          for (const fe of e.errors)
            if ((adFormFields as readonly string[]).includes(fe.field))
              form.setError(fe.field as keyof AdFormValues, { message: fe.message });
        }
        setResult({
          kind: "error",
          text: e instanceof ApiError && e.status < 500 && e.message ? `${SAVE_FAILED} ${e.message}` : SAVE_FAILED,
        });
      }
    },
    () => setResult({ kind: "error", text: "Please correct the highlighted fields." }),
  );

  return (
    <FormProvider {...form}>
      <form id={EDIT_AD_FORM_ID} noValidate onSubmit={onSubmit} className="space-y-5">
        <div ref={resultRef} aria-live="polite">
          {result && <Notice kind={result.kind}>{result.text}</Notice>}
        </div>
        <MyDetailsSection options={options} />
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
            Reset
          </button>
          <button type="submit" className={buttonStyles.primary} disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? "Saving…" : "Save Changes"}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
