import { useState } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import { buttonStyles } from "@/components/button-styles";
import { ApiError } from "@/lib/api";
import { useSendProposal } from "../api/profile-api";

const max = 1000;

/** "Send Proposal": optional message (max 1000 characters), Cancel, "Sending..." while busy. */
export function ProposalModal({ open, onOpenChange, userId, profileId, onSent }: { open: boolean; onOpenChange: (o: boolean) => void; userId: number; profileId: string; onSent: () => void }) {
  const [message, setMessage] = useState("");
  const send = useSendProposal();
  const error = send.error instanceof ApiError ? send.error.message || `Failed to send proposal (${send.error.status})` : send.error ? `Network error: ${send.error.message}` : null;
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !send.isPending && onOpenChange(o)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-950/50 backdrop-blur-[2px]" />
        <Dialog.Content className="fixed inset-x-3 top-[10vh] z-50 mx-auto max-w-lg rounded-2xl bg-white p-5 shadow-2xl focus:outline-none sm:p-6">
          <Dialog.Title className="font-display text-2xl font-semibold text-stone-900">Send Proposal</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-stone-600">To the family of {profileId}. A short, warm message helps.</Dialog.Description>
          <form
            className="mt-4"
            onSubmit={(e) => {
              e.preventDefault();
              send.mutate({ proposedUserId: userId, message: message.trim() }, { onSuccess: onSent });
            }}
          >
            <label htmlFor="proposal-message" className="text-sm font-medium text-stone-700">
              Message (optional)
            </label>
            <textarea
              id="proposal-message"
              value={message}
              maxLength={max}
              rows={5}
              onChange={(e) => setMessage(e.target.value.slice(0, max))}
              className="mt-1 w-full rounded-xl border border-stone-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none"
              placeholder="Namaskar, we liked your ad and would like to know more about your family…"
            />
            <p className="text-right text-xs text-stone-500" aria-live="polite">
              {message.length}/{max}
            </p>
            {error && (
              <p role="alert" className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
                {error}
              </p>
            )}
            <div className="mt-4 flex justify-end gap-2">
              <Dialog.Close className={buttonStyles.outline} disabled={send.isPending}>
                Cancel
              </Dialog.Close>
              <button type="submit" className={buttonStyles.primary} disabled={send.isPending}>
                {send.isPending ? "Sending..." : "Send Proposal"}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
