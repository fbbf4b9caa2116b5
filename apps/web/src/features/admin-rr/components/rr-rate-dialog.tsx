import { useEffect, useId } from "react";
import { adminRrNs } from "@/lib/locales/admin-rr";
import { ZAdminRrCommissionRateRequest, type TAdminRrRow } from "@app/contract";
import { buttonStyles } from "@/components/button-styles";
import { DialogClose, DialogFrame } from "@/components/dialog-frame";
import { showToast } from "@/components/toast";
import { useContractForm } from "@/components/use-contract-form";
import { ApiError } from "@/lib/api";
import { useTranslation, intlLocale } from "@/lib/i18n";
import { localizeMessage } from "@/lib/messages";
import { useSetRrCommissionRate } from "../api/rr";
import { percent } from "./rr-percent";

const field =
  "mt-1 block w-full rounded-xl border border-stone-300 px-3 py-2 text-base shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none sm:text-sm";

/** The form holds what was typed; the contract's rule turns it into the request. */
type RateFields = { rate: string; reason: string };

/**
 * Changes an RR's commission rate (super admin): the contract's rule checks the number (0 to 50, two
 * decimals), the server's refusals land on their fields, and a toast says what happened. The frame
 * gives the focus back to the button that opened it.
 */
export function RateDialog({ rr, open, onOpenChange }: { rr: TAdminRrRow | null; open: boolean; onOpenChange: (o: boolean) => void }) {
  const { t } = useTranslation(adminRrNs);
  const locale = intlLocale();
  const uid = useId();
  const save = useSetRrCommissionRate();
  const form = useContractForm(ZAdminRrCommissionRateRequest, { defaultValues: { rate: "", reason: "" } });
  const { errors } = form.formState;
  useEffect(() => {
    if (open && rr) {
      form.reset({ rate: String(rr.commissionRate), reason: "" });
    }
  }, [open, rr, form]);
  if (!rr) return null;

  const submit = form.handleSubmit(async ({ rate, reason }) => {
    try {
      const data = await save.mutateAsync({ id: rr.id, body: { rate, ...(reason ? { reason } : {}) } });
      const shown = percent(data.rr.commissionRate, locale);
      showToast(data.changed ? t("rateChanged", { name: rr.name, rate: shown }) : t("rateUnchanged", { name: rr.name, rate: shown }));
      onOpenChange(false);
    } catch (e) {
      form.showServerErrors(e, e instanceof ApiError ? {} : { fallback: t("failed") });
    }
  });
  const error = (f: keyof RateFields) => {
    const message = errors[f]?.message;
    return message ? (
      <p id={`${uid}-${f}-error`} className="mt-1 text-sm text-red-700">
        {localizeMessage(message)}
      </p>
    ) : null;
  };
  const described = (f: keyof RateFields, hint?: string) => {
    const ids = [hint, errors[f] ? `${uid}-${f}-error` : undefined].filter(Boolean).join(" ");
    return { "aria-invalid": Boolean(errors[f]), ...(ids ? { "aria-describedby": ids } : {}) };
  };

  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={t("rateTitle", { name: rr.name })}
      description={t("rateIntro", { rate: percent(rr.commissionRate, locale) })}
    >
      <form onSubmit={(e) => void submit(e)} noValidate className="mt-4 space-y-4">
        <div>
          <label htmlFor={`${uid}-rate`} className="block text-sm font-semibold text-stone-800">
            {t("newRate")}
          </label>
          <input
            id={`${uid}-rate`}
            inputMode="decimal"
            autoComplete="off"
            className={`${field} sm:max-w-40`}
            {...described("rate", `${uid}-rate-hint`)}
            {...form.register("rate")}
          />
          <p id={`${uid}-rate-hint`} className="mt-1 text-xs text-stone-500">
            {t("rateHint")}
          </p>
          {error("rate")}
        </div>
        <div>
          <label htmlFor={`${uid}-reason`} className="block text-sm font-semibold text-stone-800">
            {t("rateReason")}
          </label>
          <textarea id={`${uid}-reason`} rows={2} maxLength={300} className={field} {...described("reason")} {...form.register("reason")} />
          {error("reason")}
        </div>
        {form.formError && (
          <p role="alert" className="text-sm text-red-700">
            {form.formError}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <DialogClose className={buttonStyles.outline}>{t("cancel")}</DialogClose>
          <button type="submit" className={buttonStyles.primary} disabled={save.isPending}>
            {save.isPending ? t("saving") : t("saveRate")}
          </button>
        </div>
      </form>
    </DialogFrame>
  );
}
