import { Suspense, type ReactNode } from "react";
import { useHydrated } from "@/lib/use-hydrated";

/**
 * A part of the page React takes over on its own, after the page around it (a Suspense boundary: a lazy
 * form, the later steps of a long one), with its controls disabled until it has: the page's own hold
 * (`root.tsx`) lifts once the page around them is taken over, and a tap on a control React has not yet
 * taken over would be lost (a radio checked, a button pressed, and nothing done). Looks as it will; on a
 * move between pages in the browser nothing is held.
 */
export function HeldUntilTakenOver({ fallback, children }: { fallback?: ReactNode; children: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <Held>{children}</Held>
    </Suspense>
  );
}

function Held({ children }: { children: ReactNode }) {
  const takenOver = useHydrated();
  return (
    <fieldset disabled={!takenOver} role="none" className="contents">
      {children}
    </fieldset>
  );
}
