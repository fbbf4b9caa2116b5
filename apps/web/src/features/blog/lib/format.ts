/** "November 14, 2026" (the blog's long US-style date). */
export const longDate = (iso: string) => new Date(iso).toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric" });

export type BodyBlock = { kind: "heading" | "paragraph"; text: string };

/** Post body → blocks: paragraphs split by blank lines; "## " starts a sub-heading. */
export function bodyBlocks(body: string): BodyBlock[] {
  return body
    .split(/\n\s*\n/)
    .map((b) => b.trim())
    .filter(Boolean)
    .map((b) => (b.startsWith("## ") ? { kind: "heading", text: b.slice(3).trim() } : { kind: "paragraph", text: b }));
}
