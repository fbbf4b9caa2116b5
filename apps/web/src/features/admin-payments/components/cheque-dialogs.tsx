import { useTranslation } from "@/lib/i18n";
import { showToast } from "@/components/toast";
import { Confirm, ReasonConfirm } from "@/features/admin-auth";
import { localName } from "@/lib/plan-name";
import { useChequeActions } from "../api/money";
import type { ChequeAction } from "./cheque-list";

/** Asks before a cheque is cleared (the plan is granted) or marked bounced (with a reason); the server's refusal shows inside. */
export function ChequeDialogs({ pending, onClose }: { pending: ChequeAction | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { clear, bounce } = useChequeActions();
  const close = () => {
    onClose();
    clear.reset();
    bounce.reset();
  };
  const done = (message: string) => () => {
    close();
    showToast(message);
  };
  return (
    <>
      <Confirm
        open={pending?.kind === "clear"}
        onOpenChange={(o) => !o && close()}
        title={t("adminMoney.cheques.clearTitle")}
        description={t("adminMoney.cheques.clearText", {
          plan: pending ? localName(pending.cheque.planName, pending.cheque.planNameBn, i18n.language) : "",
        })}
        confirmLabel={t("adminMoney.cheques.clear")}
        busy={clear.isPending}
        error={clear.error?.message}
        onConfirm={() => pending && clear.mutate(pending.cheque.id, { onSuccess: done(t("adminMoney.cheques.cleared")) })}
      />
      <ReasonConfirm
        open={pending?.kind === "bounce"}
        onOpenChange={(o) => !o && close()}
        title={t("adminMoney.cheques.bounceTitle")}
        description={
          pending?.cheque.status === "cleared" ? t("adminMoney.cheques.bounceTextCleared") : t("adminMoney.cheques.bounceTextRecorded")
        }
        label={t("adminMoney.common.reason")}
        confirmLabel={t("adminMoney.cheques.bounce")}
        busy={bounce.isPending}
        error={bounce.error?.message}
        onConfirm={(reason) =>
          pending && bounce.mutate({ id: pending.cheque.id, reason }, { onSuccess: done(t("adminMoney.cheques.bounced")) })
        }
      />
    </>
  );
}
