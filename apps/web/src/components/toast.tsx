import { useSyncExternalStore } from "react";
import { useTranslation } from "@/lib/i18n";
import { commonNs } from "@/lib/locales/common";

/**
 * Short confirmations ("Proposal sent successfully!", "Profile blocked…") shown in a polite live
 * region at the bottom of the screen. They outlive a navigation, so an action can move the member
 * to another page and still say what happened.
 */
export type Toast = { id: number; text: string; tone: "success" | "error" | "info" };

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function dismissToast(id: number) {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

/** Removes every toast (tests, sign-out). */
export function clearToasts() {
  toasts = [];
  emit();
}

export function showToast(text: string, tone: Toast["tone"] = "success", ms = 5000) {
  const id = nextId++;
  toasts = [...toasts.slice(-2), { id, text, tone }];
  emit();
  if (ms > 0) setTimeout(() => dismissToast(id), ms);
  return id;
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};

export function useToasts(): Toast[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}

const toneStyle: Record<Toast["tone"], string> = {
  success: "border-emerald-200 bg-emerald-50 text-emerald-900",
  error: "border-red-200 bg-red-50 text-red-900",
  info: "border-gold-300 bg-gold-100 text-amber-900",
};

/** Renders the toasts; mount once in the layout. */
export function Toaster() {
  const { t: tr } = useTranslation(commonNs);
  const list = useToasts();
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-3 bottom-4 z-[60] flex flex-col items-center gap-2 sm:inset-x-auto sm:right-6 sm:items-end"
    >
      {list.map((t) => (
        <div
          key={t.id}
          className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border px-4 py-3 text-sm font-medium shadow-lg ${toneStyle[t.tone]}`}
        >
          <span className="flex-1">{t.text}</span>
          <button
            type="button"
            onClick={() => dismissToast(t.id)}
            aria-label={tr("dismiss")}
            className="-m-1 rounded p-1 leading-none opacity-70 hover:opacity-100"
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
