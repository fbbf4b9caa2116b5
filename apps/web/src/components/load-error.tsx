import { useTranslation } from "react-i18next";
import { commonNs } from "@/lib/locales/common";
import { Notice } from "./notice";

/** A failed load with a retry button. */
export function LoadError({ message, retry }: { message: string; retry: () => void }) {
  const { t } = useTranslation(commonNs);
  return (
    <Notice tone="error">
      <p>{message}</p>
      <button type="button" onClick={retry} className="mt-2 inline-flex min-h-11 items-center font-semibold underline underline-offset-2">
        {t("retry")}
      </button>
    </Notice>
  );
}
