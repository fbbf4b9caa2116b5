import type { Dispatch, KeyboardEvent, SetStateAction } from "react";

type State = {
  open: boolean;
  /** The member is typing a search (the list shows its suggestions). */
  searching: boolean;
  count: number;
  active: number;
  setOpen: (open: boolean) => void;
  setActive: Dispatch<SetStateAction<number>>;
  close: () => void;
};

/**
 * A combobox's keys: the arrows open the list and move through it (round), Enter chooses the active
 * suggestion (and never sends the form while the member searches), Escape closes it.
 */
export const comboboxKeys = (s: State, choose: (i: number) => void) => (e: KeyboardEvent<HTMLInputElement>) => {
  if (e.key === "ArrowDown" || e.key === "ArrowUp") {
    e.preventDefault();
    if (!s.open) return s.setOpen(true);
    if (!s.count) return;
    const step = e.key === "ArrowDown" ? 1 : -1;
    s.setActive((i) => (i + step + s.count) % s.count);
  } else if (e.key === "Enter") {
    if (s.open && s.searching) e.preventDefault();
    if (s.open && s.active >= 0 && s.active < s.count) choose(s.active);
  } else if (e.key === "Escape") {
    if (s.open) e.preventDefault();
    s.close();
  }
};
