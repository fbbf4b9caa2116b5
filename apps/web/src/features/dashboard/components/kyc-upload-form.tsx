import { useId, useRef, useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { kycDocTypes, kycLimits } from "@app/contract";
import { buttonStyles } from "@/components/button-styles";
import { useContractForm } from "@/components/use-contract-form";
import { errorText } from "@/lib/error-text";
import { dashboardNs } from "@/lib/locales/dashboard";
import { localizeMessage } from "@/lib/messages";
import { useUploadKyc } from "../api/upload-kyc";
import { kycFormSchema } from "../lib/form-schema";
import { Notice } from "@/components/notice";

/** Document type and file (checked as it is chosen), an upload progress bar and the result. */
export function KycUploadForm({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation(dashboardNs);
  const upload = useUploadKyc();
  const fileRef = useRef<HTMLInputElement>(null);
  const ids = { type: useId(), file: useId(), fileHelp: useId() };
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const form = useContractForm(kycFormSchema, {
    defaultValues: { docType: "aadhaar", file: null },
    // The message shows where it always did; focus stays where the visitor is.
    shouldFocusError: false,
  });
  const fieldMessage = form.formState.errors.file?.message;
  const fieldError = fieldMessage ? localizeMessage(fieldMessage) : undefined;

  const choose = (f: File | null) => {
    setMessage(null);
    form.setValue("file", f);
    // Checked at once (not only on submit), so a file over 5 MB is refused as it is chosen.
    const checked = f ? kycFormSchema.shape.file.safeParse(f) : null;
    if (checked?.error) form.setError("file", { message: checked.error.issues[0].message });
    else form.clearErrors("file");
  };

  const submit = form.handleSubmit(
    ({ docType, file }) => {
      setMessage(null);
      setProgress(0);
      upload.mutate(
        { docType, file, onProgress: setProgress },
        {
          onSuccess: () => {
            setMessage({ tone: "success", text: t("kyc.done") });
            form.setValue("file", null);
            if (fileRef.current) fileRef.current.value = "";
          },
          onError: (err) => {
            const shown = form.showServerErrors(err, { field: (f) => (f === "file" ? f : undefined) });
            if (!shown.fields.length) setMessage({ tone: "error", text: errorText(err, t("kyc.failed")) });
          },
          onSettled: () => setProgress(null),
        },
      );
    },
    () => setMessage(null),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={ids.type} className="block text-sm font-medium text-stone-800">
            {t("kyc.docType")}
          </label>
          <select
            id={ids.type}
            {...form.register("docType")}
            disabled={disabled}
            className="mt-1 w-full rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none"
          >
            {kycDocTypes.map((d) => (
              <option key={d} value={d}>
                {t(`kyc.docTypes.${d}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.file} className="block text-sm font-medium text-stone-800">
            {t("kyc.file")}
          </label>
          <input
            ref={fileRef}
            id={ids.file}
            name="file"
            type="file"
            accept={kycLimits.accept}
            disabled={disabled}
            aria-describedby={ids.fileHelp}
            aria-invalid={fieldError ? true : undefined}
            onChange={(e) => choose(e.target.files?.[0] ?? null)}
            className="mt-1 block w-full text-sm text-stone-700 file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
          />
          <p id={ids.fileHelp} className={`mt-1 text-xs ${fieldError ? "font-medium text-red-700" : "text-stone-500"}`}>
            {fieldError ?? t("kyc.fileHelp")}
          </p>
        </div>
      </div>
      {progress !== null && (
        <div
          className="h-2 overflow-hidden rounded-full bg-stone-200"
          role="progressbar"
          aria-label={t("kyc.progress")}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress * 100)}
        >
          <div className="h-full bg-brand-600 transition-all" style={{ width: `${Math.round(progress * 100)}%` }} />
        </div>
      )}
      {message && (
        <Notice tone={message.tone} onDismiss={() => setMessage(null)}>
          {message.text}
        </Notice>
      )}
      <button type="submit" className={buttonStyles.primary} disabled={disabled || upload.isPending}>
        {upload.isPending ? t("kyc.uploading") : t("kyc.submit")}
      </button>
    </form>
  );
}
