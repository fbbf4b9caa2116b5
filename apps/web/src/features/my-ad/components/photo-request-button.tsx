import { useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { ApiError } from "@/lib/api";
import { myAdNs } from "@/lib/locales/my-ad";
import { localizeMessage } from "@/lib/messages";
import { useSendPhotoRequest } from "../api/send-photo-request";

/** For a profile whose photos are restricted: "Request photos" (the detail page shows it when photoRestriction is "request"). */
export function PhotoRequestButton({ profileId }: { profileId: string }) {
  const { t } = useTranslation(myAdNs);
  const send = useSendPhotoRequest();
  const [text, setText] = useState<string | null>(null);
  return (
    <div className="text-center">
      <button
        type="button"
        disabled={send.isPending || send.isSuccess}
        onClick={async () => {
          try {
            const r = await send.mutateAsync(profileId);
            setText(r.alreadyRequested ? t("requests.already") : t("requests.requestSent"));
          } catch (e) {
            setText(e instanceof ApiError ? localizeMessage(e.message, e.code) : t("requests.requestFailed"));
          }
        }}
        className="rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white disabled:opacity-60"
      >
        {t("requests.request")}
      </button>
      <p aria-live="polite" className="mt-1 text-xs text-stone-600">
        {text}
      </p>
    </div>
  );
}
