import type { ReactNode } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import { useReturnFocus } from "./use-return-focus";

/** The dialog look of member actions: overlay, a centred card with title and description. */
export function DialogFrame({
  open,
  onOpenChange,
  title,
  description,
  children,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  const returnFocus = useReturnFocus(open);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-950/50 backdrop-blur-[2px]" />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          className="fixed inset-x-3 top-[6vh] z-50 mx-auto max-h-[88vh] max-w-lg overflow-y-auto rounded-2xl bg-white p-5 shadow-2xl focus:outline-none sm:top-[10vh] sm:p-6"
        >
          <Dialog.Title className="font-display text-2xl font-semibold text-stone-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-stone-600">{description}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export { Close as DialogClose } from "@radix-ui/react-dialog";
