import { useEffect } from "react";
import { useTranslation } from "@/lib/i18n";
import { buttonStyles } from "@/components/button-styles";
import { DialogClose, DialogFrame } from "@/components/dialog-frame";
import { adminNs } from "@/lib/locales/admin";
import { reasonFormSchema } from "../lib/reason-schema";
import { useContractForm } from "@/components/use-contract-form";

/**
 * Asks for the reason the member will see (required for suspend, block and reject) and, when
 * `withDuration`, an optional number of days after which a suspension ends by itself.
 */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  withDuration = false,
  required = true,
  busy = false,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  withDuration?: boolean;
  required?: boolean;
  busy?: boolean;
  onConfirm: (v: { reason: string; duration: number | null }) => void;
}) {
  const { t } = useTranslation(adminNs);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useContractForm(reasonFormSchema, { defaultValues: { reason: "", duration: "" } });
  useEffect(() => {
    if (open) reset({ reason: "", duration: "" });
  }, [open, reset]);

  const submit = handleSubmit((v) => {
    if (required && !v.reason.trim()) return setError("reason", { message: t("dialog.reasonRequired") });
    onConfirm({ reason: v.reason.trim(), duration: v.duration ? Number(v.duration) : null });
  });

  return (
    <DialogFrame open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        <div>
          <label htmlFor="reason" className="block text-sm font-semibold text-stone-800">
            {required ? t("dialog.reason") : t("dialog.reasonOptional")}
          </label>
          <textarea
            id="reason"
            rows={3}
            className="mt-1 block w-full rounded-xl border border-stone-300 px-3 py-2 text-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none"
            aria-invalid={Boolean(errors.reason)}
            {...register("reason")}
          />
          {errors.reason && <p className="mt-1 text-sm text-red-700">{errors.reason.message}</p>}
        </div>
        {withDuration && (
          <div>
            <label htmlFor="duration" className="block text-sm font-semibold text-stone-800">
              {t("dialog.duration")}
            </label>
            <input
              id="duration"
              inputMode="numeric"
              className="mt-1 block w-32 rounded-xl border border-stone-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none"
              {...register("duration")}
            />
            {errors.duration && <p className="mt-1 text-sm text-red-700">{t("dialog.days")}</p>}
          </div>
        )}
        <div className="flex justify-end gap-2">
          <DialogClose className={buttonStyles.outline}>{t("cancel")}</DialogClose>
          <button type="submit" className={buttonStyles.primary} disabled={busy}>
            {confirmLabel}
          </button>
        </div>
      </form>
    </DialogFrame>
  );
}

/** "Are you sure…?" with Cancel and a confirming button. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  text,
  confirmLabel,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  title: string;
  text: string;
  confirmLabel: string;
  onConfirm: () => void;
}) {
  const { t } = useTranslation(adminNs);
  return (
    <DialogFrame open={open} onOpenChange={onOpenChange} title={title} description={text}>
      <div className="mt-5 flex justify-end gap-2">
        <DialogClose className={buttonStyles.outline}>{t("cancel")}</DialogClose>
        <button type="button" className={`${buttonStyles.primary} bg-red-700 hover:bg-red-800`} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </DialogFrame>
  );
}
