import { useEffect, useState, type ReactNode } from "react";
import type { DefaultValues, FieldValues, Path, UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { useTranslation } from "@/lib/i18n";
import { buttonStyles } from "@/components/button-styles";
import { DialogClose, DialogFrame } from "@/components/dialog-frame";
import { Notice } from "@/components/notice";
import { showToast } from "@/components/toast";
import { useContractForm } from "@/components/use-contract-form";
import { adminContentNs } from "@/lib/locales/admin-content";

/** An add/edit dialog on react-hook-form with the contract's schema; the server's field errors land on their fields. */
export function EditDialog<V extends FieldValues>({
  open,
  onOpenChange,
  title,
  description,
  schema,
  values,
  save,
  savedText,
  children,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  title: string;
  description?: string;
  schema: z.ZodType<V, V>;
  values: DefaultValues<V>;
  save: (v: V) => Promise<unknown>;
  savedText: string;
  children: (form: UseFormReturn<V>, err: (f: Path<V>) => string | undefined) => ReactNode;
}) {
  const { t } = useTranslation(adminContentNs);
  const form = useContractForm(schema, { defaultValues: values });
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) {
      form.reset(values);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset when the dialog opens, with the values of that moment
  }, [open]);
  const err = (f: Path<V>) => form.getFieldState(f, form.formState).error?.message;
  const submit = form.handleSubmit(async (v) => {
    setBusy(true);
    try {
      await save(v);
      showToast(savedText);
      onOpenChange(false);
    } catch (e) {
      form.showServerErrors(e);
    } finally {
      setBusy(false);
    }
  });
  return (
    <DialogFrame open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <form onSubmit={(e) => void submit(e)} noValidate className="mt-4 space-y-3">
        {children(form, err)}
        {form.formError && <Notice tone="error">{form.formError}</Notice>}
        <div className="flex justify-end gap-2 pt-1">
          <DialogClose className={buttonStyles.outline}>{t("common.cancel")}</DialogClose>
          <button type="submit" disabled={busy} className={buttonStyles.primary}>
            {busy ? t("common.saving") : t("common.save")}
          </button>
        </div>
      </form>
    </DialogFrame>
  );
}
