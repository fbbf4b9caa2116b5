import "@/lib/locales/admin-money";
import { useEffect, useId, type ReactNode } from "react";
import { useTranslation } from "@/lib/i18n";
import { ZRefundRequest } from "@app/contract";
import { buttonStyles } from "@/components/button-styles";
import { DialogClose, DialogFrame } from "@/components/dialog-frame";
import { inputClasses } from "@/components/field";
import { useContractForm } from "@/components/use-contract-form";

/** Shared pieces of the admin's screens: page heading, confirmations, field classes. */
export const fieldClass = inputClasses.panel;
export const labelClass = "block text-sm font-medium text-stone-800";
export const smallButton =
  "inline-flex items-center justify-center rounded-lg border px-3 py-1.5 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-50";

export function AdminHeading({ title, subtitle, action }: { title: string; subtitle?: string; action?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="font-display text-2xl font-semibold text-stone-900">{title}</h1>
        {subtitle && <p className="mt-0.5 text-sm text-stone-600">{subtitle}</p>}
      </div>
      {action}
    </div>
  );
}

/** Asks for a reason (refund, bounce) with the contract's rules, then confirms. */
export function ReasonConfirm({
  open,
  onOpenChange,
  title,
  description,
  label,
  confirmLabel,
  busy,
  error,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  title: string;
  description: string;
  label: string;
  confirmLabel: string;
  busy: boolean;
  error?: string | null;
  onConfirm: (reason: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const form = useContractForm(ZRefundRequest, { defaultValues: { reason: "" } });
  useEffect(() => {
    if (open) form.reset({ reason: "" });
  }, [open, form]);
  const message = form.formState.errors.reason?.message ?? error ?? null;
  return (
    <DialogFrame open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <form onSubmit={form.handleSubmit((v) => onConfirm(v.reason))} noValidate className="mt-4 space-y-4">
        <div>
          <label htmlFor={id} className={labelClass}>
            {label}
          </label>
          <textarea
            id={id}
            rows={3}
            className={fieldClass}
            aria-invalid={Boolean(message)}
            aria-describedby={message ? `${id}-e` : undefined}
            {...form.register("reason")}
          />
          {message && (
            <p id={`${id}-e`} role="alert" className="mt-1 text-sm text-red-700">
              {message}
            </p>
          )}
        </div>
        <div className="flex justify-end gap-2">
          <DialogClose className={buttonStyles.outline}>{t("adminMoney.common.cancel")}</DialogClose>
          <button type="submit" disabled={busy} className={buttonStyles.primary}>
            {busy ? t("adminMoney.common.saving") : confirmLabel}
          </button>
        </div>
      </form>
    </DialogFrame>
  );
}

/** A yes/no confirmation with an error line. */
export function Confirm({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  busy,
  error,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  busy: boolean;
  error?: string | null;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <DialogFrame open={open} onOpenChange={onOpenChange} title={title} description={description}>
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="mt-5 flex justify-end gap-2">
        <DialogClose className={buttonStyles.outline}>{t("adminMoney.common.cancel")}</DialogClose>
        <button type="button" disabled={busy} onClick={onConfirm} className={buttonStyles.primary}>
          {busy ? t("adminMoney.common.saving") : confirmLabel}
        </button>
      </div>
    </DialogFrame>
  );
}
