import { useCallback, useLayoutEffect, useRef } from "react";

/**
 * Radix gives the focus back to a `Dialog.Trigger` when a dialog closes; a dialog opened from state
 * (no trigger) would leave it on the page's body. This remembers what had the focus when the dialog
 * opened and returns it there: pass the result as the content's `onCloseAutoFocus`.
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const from = useRef<HTMLElement | null>(null);
  // A layout effect runs before the dialog's own (passive) effect moves the focus inside it.
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body)
      from.current = document.activeElement;
  }, [open]);
  return useCallback((event: Event) => {
    const el = from.current;
    from.current = null;
    if (el?.isConnected) {
      event.preventDefault();
      el.focus();
    }
  }, []);
}
