import { useEffect, useState, type ReactNode } from "react";

/**
 * The controls of a part that React takes over on its own, after the page around it (a Suspense boundary
 * of a page the server drew: a lazy form, a card), disabled until it has: the page's own hold
 * (`root.tsx`) lifts once the page around them is taken over, and a tap on a control React has not yet
 * taken over would be lost (a radio checked, a button pressed, and nothing done). Looks as it will.
 */
export function HeldUntilTakenOver({ children }: { children: ReactNode }) {
  const [takenOver, setTakenOver] = useState(false);
  useEffect(() => setTakenOver(true), []);
  return (
    <fieldset disabled={!takenOver} role="none" className="contents">
      {children}
    </fieldset>
  );
}
