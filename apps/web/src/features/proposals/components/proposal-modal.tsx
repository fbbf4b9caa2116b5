import { Link } from "react-router";
import * as Dialog from "@radix-ui/react-dialog";
import { useReturnFocus } from "@/components/use-return-focus";
import { proposalMessageMax } from "@app/contract";
import { buttonStyles } from "@/components/button-styles";
import { useContractForm } from "@/components/use-contract-form";
import { ApiError } from "@/lib/api";
import { useTranslation, intlLocale } from "@/lib/i18n";
import { proposalsNs } from "@/lib/locales/proposals";
import { useSendProposal } from "../api/send-proposal";
import { proposalFormSchema } from "../lib/form-schema";
import { proposalErrorText } from "../lib/messages";

/** A count in the chosen language's digits, without grouping (12/1000). */
const counter = (n: number) => new Intl.NumberFormat(intlLocale(), { useGrouping: false }).format(n);

/** "Send Proposal": optional message (max 1000 characters) with a counter, Cancel, "Sending..." while busy. */
export function ProposalModal({
  open,
  onOpenChange,
  target,
  profileId,
  onSent,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  target: string;
  profileId: string;
  onSent: () => void;
}) {
  const { t } = useTranslation(proposalsNs);
  const send = useSendProposal();
  const form = useContractForm(proposalFormSchema, { defaultValues: { message: "" } });
  const message = form.watch("message");
  const field = form.register("message");
  const submit = form.handleSubmit(({ message: text }) =>
    send.mutate(
      { proposedUserId: target, message: text ?? "" },
      {
        onSuccess: onSent,
        onError: (e) => form.showServerErrors(e),
      },
    ),
  );
  const error = send.error ? proposalErrorText(send.error) : null;
  const noPoints = send.error instanceof ApiError && send.error.code === "insufficient_points";
  const returnFocus = useReturnFocus(open);
  const change = (o: boolean) => {
    if (send.isPending) return;
    if (!o) send.reset();
    onOpenChange(o);
  };
  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-950/50 backdrop-blur-[2px]" />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          className="fixed inset-x-3 top-[10vh] z-50 mx-auto max-w-lg rounded-2xl bg-white p-5 shadow-2xl focus:outline-none sm:p-6"
        >
          <Dialog.Title className="font-display text-2xl font-semibold text-stone-900">{t("modal.title")}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-stone-600">{t("modal.description", { profileId })}</Dialog.Description>
          <form className="mt-4" onSubmit={submit}>
            <label htmlFor="proposal-message" className="text-sm font-medium text-stone-700">
              {t("modal.messageLabel")}
            </label>
            <textarea
              id="proposal-message"
              maxLength={proposalMessageMax}
              rows={5}
              {...field}
              onChange={(e) => {
                e.target.value = e.target.value.slice(0, proposalMessageMax);
                return field.onChange(e);
              }}
              aria-invalid={Boolean(form.formState.errors.message)}
              className="mt-1 w-full rounded-xl border border-stone-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none"
              placeholder={t("modal.placeholder")}
            />
            <p className="text-right text-xs text-stone-500" data-testid="message-counter">
              {counter((message ?? "").length)}/{counter(proposalMessageMax)}
            </p>
            {error && (
              <p role="alert" className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
                {error}
                {noPoints && (
                  <>
                    {" "}
                    <Link to="/plans" className="font-semibold underline">
                      {t("modal.seePacks")}
                    </Link>
                  </>
                )}
              </p>
            )}
            <div className="mt-4 flex justify-end gap-2">
              <Dialog.Close className={buttonStyles.outline} disabled={send.isPending}>
                {t("modal.cancel")}
              </Dialog.Close>
              <button type="submit" className={buttonStyles.primary} disabled={send.isPending}>
                {send.isPending ? t("modal.sending") : t("modal.send")}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
