import { useEffect, useState } from "react";

/**
 * A list's search box and page: `text` is what is typed, `search` its trimmed text once typing pauses for `ms`.
 * Only a changed search goes back to page 1 (not the first render, nor spaces typed around the same words).
 */
export function useDebouncedSearch(ms: number) {
  const [text, setText] = useState("");
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  useEffect(() => {
    const next = text.trim();
    if (next === search) return;
    const id = window.setTimeout(() => {
      setSearch(next);
      setPage(1);
    }, ms);
    return () => window.clearTimeout(id);
  }, [text, search, ms]);
  return { text, setText, search, page, setPage };
}
