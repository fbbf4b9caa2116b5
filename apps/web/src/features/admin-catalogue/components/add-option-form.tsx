import "@/lib/locales/admin-catalogue";
import { useId } from "react";
import { useTranslation } from "@/lib/i18n";
import { ZCatalogueAddRequest, type TCatalogueList } from "@app/contract";
import { showToast } from "@/components/toast";
import { useContractForm } from "@/components/use-contract-form";
import { fieldClass, labelClass, smallButton } from "@/features/admin-auth";
import { useCatalogueActions } from "../api/catalogue";

const ZAddForm = ZCatalogueAddRequest.pick({ value: true, bn: true });

/** Adds an option (its English and Bengali name) to the list under `parent`. */
export function AddOption({ list, parent, label }: { list: TCatalogueList; parent: string[]; label: string }) {
  const { t } = useTranslation();
  const { add } = useCatalogueActions(list);
  const uid = useId();
  const form = useContractForm(ZAddForm, { defaultValues: { value: "", bn: "" } });
  const err = (f: "value" | "bn") => form.formState.errors[f]?.message;
  const submit = form.handleSubmit(async (v) => {
    try {
      await add.mutateAsync({ parent, value: v.value, bn: v.bn });
      showToast(t("adminCatalogue.option.added", { name: v.value.trim() }));
      form.reset({ value: "", bn: "" });
    } catch (e) {
      form.showServerErrors(e, { field: (f) => (f === "bn" ? "bn" : "value") });
    }
  });
  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={label}
      className="mt-2 rounded-xl border border-dashed border-stone-300 bg-stone-50/70 p-3"
    >
      <p className="text-sm font-semibold text-stone-800">{label}</p>
      <div className="mt-1 grid gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
        <div>
          <label htmlFor={`${uid}-v`} className={`${labelClass} text-xs`}>
            {t("adminCatalogue.option.english")}
          </label>
          <input
            id={`${uid}-v`}
            className={fieldClass}
            autoComplete="off"
            aria-invalid={Boolean(err("value"))}
            aria-describedby={`${uid}-vh`}
            {...form.register("value")}
          />
          <p id={`${uid}-vh`} className={`mt-1 text-xs ${err("value") ? "text-red-700" : "text-stone-500"}`}>
            {err("value") ?? t("adminCatalogue.option.englishHint")}
          </p>
        </div>
        <div>
          <label htmlFor={`${uid}-b`} className={`${labelClass} text-xs`}>
            {t("adminCatalogue.option.bengali")}
          </label>
          <input
            id={`${uid}-b`}
            lang="bn"
            className={fieldClass}
            autoComplete="off"
            aria-invalid={Boolean(err("bn"))}
            aria-describedby={err("bn") ? `${uid}-be` : undefined}
            {...form.register("bn")}
          />
          {err("bn") && (
            <p id={`${uid}-be`} className="mt-1 text-xs text-red-700">
              {err("bn")}
            </p>
          )}
        </div>
        <button
          type="submit"
          disabled={add.isPending}
          className={`${smallButton} mt-0 min-h-10 border-brand-700 bg-brand-700 text-white hover:bg-brand-800 sm:mt-5`}
        >
          {add.isPending ? t("adminCatalogue.common.saving") : t("adminCatalogue.option.add")}
        </button>
      </div>
      {form.formError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {form.formError}
        </p>
      )}
    </form>
  );
}
