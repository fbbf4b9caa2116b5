import { useTranslation } from "@/lib/i18n";
import { reportReasonKey, reportReasons, ZReportBody } from "@app/contract";
import { buttonStyles } from "@/components/button-styles";
import { useContractForm } from "@/components/use-contract-form";
import { showToast } from "@/components/toast";
import { useReportProfile } from "../api/report-profile";
import { errorText } from "@/lib/error-text";
import { DialogClose, DialogFrame } from "@/components/dialog-frame";
import { proposalsNs } from "@/lib/locales/proposals";
import { localizeMessage } from "@/lib/messages";

/** "Report this profile": a reason from the list and details (required for "Other"); server errors inline. */
export function ReportDialog({ open, onOpenChange, profileId }: { open: boolean; onOpenChange: (o: boolean) => void; profileId: string }) {
  const { t } = useTranslation(proposalsNs);
  const report = useReportProfile();
  // No reason is chosen at first.
  const form = useContractForm(ZReportBody, { defaultValues: { details: "" } });
  const { errors, isSubmitting } = form.formState;
  const reason = form.watch("reason");
  const busy = isSubmitting || report.isPending;

  const submit = form.handleSubmit(async (body) => {
    try {
      await report.mutateAsync({ profileId, body });
      onOpenChange(false);
      form.reset();
      showToast(t("report.done"));
    } catch (e) {
      form.showServerErrors(e);
    }
  });

  return (
    <DialogFrame
      open={open}
      onOpenChange={(o) => {
        if (busy) return;
        if (!o) report.reset();
        onOpenChange(o);
      }}
      title={t("report.title")}
      description={t("report.description", { profileId })}
    >
      <form onSubmit={submit} noValidate className="mt-4">
        <fieldset>
          <legend className="text-sm font-medium text-stone-700">{t("report.reason")}</legend>
          <div
            className="mt-2 space-y-1.5"
            role="radiogroup"
            aria-invalid={Boolean(errors.reason)}
            aria-describedby={errors.reason ? "report-reason-error" : undefined}
          >
            {reportReasons.map((r) => (
              <label
                key={r}
                className="flex cursor-pointer items-center gap-3 rounded-xl border border-stone-200 px-3 py-2 text-sm text-stone-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
              >
                <input type="radio" value={r} {...form.register("reason")} className="size-4 accent-brand-700" />
                {t(`report.reasons.${reportReasonKey[r]}`)}
              </label>
            ))}
          </div>
          {errors.reason && (
            <p id="report-reason-error" className="mt-1 text-sm text-red-700">
              {localizeMessage(errors.reason.message ?? "")}
            </p>
          )}
        </fieldset>
        <label htmlFor="report-details" className="mt-4 block text-sm font-medium text-stone-700">
          {t("report.details")}{" "}
          {reason === "Other" ? (
            <span className="text-red-700">{t("report.required")}</span>
          ) : (
            <span className="font-normal text-stone-500">{t("report.optional")}</span>
          )}
        </label>
        <textarea
          id="report-details"
          rows={4}
          maxLength={1000}
          aria-invalid={Boolean(errors.details)}
          aria-describedby={errors.details ? "report-details-error" : undefined}
          {...form.register("details")}
          className="mt-1 w-full rounded-xl border border-stone-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none aria-[invalid=true]:border-red-500"
          placeholder={t("report.placeholder")}
        />
        {errors.details && (
          <p id="report-details-error" className="text-sm text-red-700">
            {localizeMessage(errors.details.message ?? "")}
          </p>
        )}
        {report.error && (
          <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {errorText(report.error)}
          </p>
        )}
        <div className="mt-5 flex justify-end gap-2">
          <DialogClose className={buttonStyles.outline} disabled={busy}>
            {t("report.cancel")}
          </DialogClose>
          <button type="submit" className={buttonStyles.primary} disabled={busy}>
            {busy ? t("report.sending") : t("report.send")}
          </button>
        </div>
      </form>
    </DialogFrame>
  );
}
