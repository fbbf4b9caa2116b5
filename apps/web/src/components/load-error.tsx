import { useTranslation } from "@/lib/i18n";
import { commonNs } from "@/lib/locales/common";
import { Notice } from "./notice";

/** A failed load with a retry button, and a heading line when the screen names what failed. */
export function LoadError({ message, retry, title }: { message: string; retry: () => void; title?: string }) {
  const { t } = useTranslation(commonNs);
  return (
    <Notice tone="error">
      {title && <p className="font-semibold">{title}</p>}
      <p>{message}</p>
      <button type="button" onClick={retry} className="mt-2 inline-flex min-h-11 items-center font-semibold underline underline-offset-2">
        {t("retry")}
      </button>
    </Notice>
  );
}
