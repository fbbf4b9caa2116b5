import { useTranslation } from "@/lib/i18n";
import { useNavigate } from "react-router";
import { proposalsNs } from "@/lib/locales/proposals";
import { buttonStyles } from "@/components/button-styles";
import { showToast } from "@/components/toast";
import { useSetBlocked } from "../api/block-profile";
import { errorText } from "@/lib/error-text";
import { DialogClose, DialogFrame } from "@/components/dialog-frame";

/** Confirms a block, then goes back to /profiles with a toast. */
export function BlockDialog({ open, onOpenChange, profileId }: { open: boolean; onOpenChange: (o: boolean) => void; profileId: string }) {
  const { t } = useTranslation(proposalsNs);
  const block = useSetBlocked();
  const navigate = useNavigate();
  return (
    <DialogFrame
      open={open}
      onOpenChange={(o) => {
        if (block.isPending) return;
        if (!o) block.reset();
        onOpenChange(o);
      }}
      title={t("block.title", { profileId })}
      description={t("block.description")}
    >
      {block.error && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {errorText(block.error)}
        </p>
      )}
      <div className="mt-5 flex justify-end gap-2">
        <DialogClose className={buttonStyles.outline} disabled={block.isPending}>
          {t("block.cancel")}
        </DialogClose>
        <button
          type="button"
          className={`${buttonStyles.primary} bg-red-700 hover:bg-red-800`}
          disabled={block.isPending}
          onClick={() =>
            block.mutate(
              { profileId, blocked: true },
              {
                onSuccess: () => {
                  showToast(t("block.done", { profileId }));
                  navigate("/profiles");
                },
              },
            )
          }
        >
          {block.isPending ? t("block.blocking") : t("block.block")}
        </button>
      </div>
    </DialogFrame>
  );
}
