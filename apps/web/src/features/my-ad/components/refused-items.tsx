import { useTranslation } from "@/lib/i18n";
import type { TRefusedMedia } from "@app/contract";
import { showToast } from "@/components/toast";
import { ApiError } from "@/lib/api";
import { formatDate } from "@/lib/format";
import { myAdNs } from "@/lib/locales/my-ad";
import { localizeMessage } from "@/lib/messages";
import { useDismissRefusal } from "../api/dismiss-refusal";
import { useRefusedMedia } from "../api/get-refused-media";

/** The member's refused photos or videos not yet dismissed (for a list beside the others of their kind). */
export function useRefused(kind: TRefusedMedia["kind"]) {
  return useRefusedMedia(kind).data ?? [];
}

/**
 * A refused photo or video where it was: "Refused: <the admin's reason>", until the member dismisses
 * it (remembered by the server, so on every device). Rendered as `<li>`s of the caller's list.
 */
export function RefusedItems({ items }: { items: TRefusedMedia[] }) {
  const { t } = useTranslation(myAdNs);
  const dismiss = useDismissRefusal(items[0]?.kind ?? "photo");
  return items.map((r) => (
    <li key={r.id} className="flex items-center gap-2 rounded-lg border border-red-200 bg-red-50 p-1.5">
      {r.thumbUrl ? (
        <img src={r.thumbUrl} alt="" className="h-14 w-11 shrink-0 rounded-md object-cover opacity-60 grayscale" />
      ) : (
        <span aria-hidden="true" className="flex h-14 w-11 shrink-0 items-center justify-center rounded-md bg-stone-200 text-lg">
          ▶
        </span>
      )}
      <div className="min-w-0 flex-1 text-xs text-stone-700">
        <p className="font-semibold text-red-800">{t(r.kind === "photo" ? "refused.photo" : "refused.video")}</p>
        <p className="break-words">{r.reason ? t("refused.reason", { reason: r.reason }) : t("refused.noReason")}</p>
        <p className="text-stone-500">{t("refused.on", { date: formatDate(r.refusedAt) })}</p>
      </div>
      <button
        type="button"
        disabled={dismiss.isPending}
        onClick={() =>
          dismiss.mutate(r.id, {
            onError: (e) => showToast(e instanceof ApiError ? localizeMessage(e.message, e.code) : t("refused.dismissFailed"), "error"),
          })
        }
        aria-label={t(r.kind === "photo" ? "refused.dismissPhoto" : "refused.dismissVideo")}
        className="ml-auto shrink-0 rounded-full border border-stone-300 bg-white px-2.5 py-1 text-xs font-semibold text-stone-700 hover:bg-stone-50 disabled:opacity-40"
      >
        {t("refused.dismiss")}
      </button>
    </li>
  ));
}
