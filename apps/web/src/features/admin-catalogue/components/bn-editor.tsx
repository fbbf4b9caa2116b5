import "@/lib/locales/admin-catalogue";
import { useId, useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { ZCatalogueAddRequest, type TCatalogueList } from "@app/contract";
import { showToast } from "@/components/toast";
import { fieldClass, smallButton } from "@/features/admin-auth";
import { useCatalogueActions } from "../api/catalogue";

/** Changes an option's Bengali name in place. */
export function BnEditor({ list, path, initial, onDone }: { list: TCatalogueList; path: string[]; initial: string; onDone: () => void }) {
  const { t } = useTranslation();
  const { edit } = useCatalogueActions(list);
  const uid = useId();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    setError(null);
    const parsed = ZCatalogueAddRequest.shape.bn.safeParse(value);
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    try {
      await edit.mutateAsync({ path, bn: parsed.data });
      showToast(t("adminCatalogue.option.savedBn"));
      onDone();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <form
      className="mt-1 flex flex-wrap items-center gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <label htmlFor={uid} className="sr-only">
        {t("adminCatalogue.option.bengali")}
      </label>
      <input
        id={uid}
        lang="bn"
        autoFocus
        value={value}
        onChange={(e) => setValue(e.target.value)}
        aria-invalid={Boolean(error)}
        className={`${fieldClass} mt-0 max-w-64`}
      />
      <button type="submit" disabled={edit.isPending} className={`${smallButton} border-brand-700 bg-brand-700 text-white`}>
        {edit.isPending ? t("adminCatalogue.common.saving") : t("adminCatalogue.common.save")}
      </button>
      <button type="button" onClick={onDone} className={`${smallButton} border-stone-300 bg-white`}>
        {t("adminCatalogue.common.cancel")}
      </button>
      {error && (
        <p role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
