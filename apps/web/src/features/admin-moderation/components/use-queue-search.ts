import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { queueSearchMax } from "@app/contract";
import { useDebounced } from "@/lib/use-debounced";

/**
 * The queue's search, kept in the address (`?q=`) so that a reload or the way back from a member keeps it:
 * the box's text goes there once the typing pauses (replacing the entry, not adding one). `term` is the
 * search in force.
 */
export function useQueueSearch() {
  const [params, setParams] = useSearchParams();
  const term = (params.get("q") ?? "").trim().slice(0, queueSearchMax);
  const [text, setText] = useState(term);
  // The address changed by other means (the menu's link to this queue): the box follows it.
  const [followed, setFollowed] = useState(term);
  if (followed !== term) {
    setFollowed(term);
    if (text.trim() !== term) setText(term);
  }
  const typed = useDebounced(text, 300).trim();
  useEffect(() => {
    if (typed !== text.trim() || typed === term) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (typed) next.set("q", typed);
        else next.delete("q");
        return next;
      },
      { replace: true },
    );
  }, [typed, text, term, setParams]);
  return { term, text, setText };
}
