import { formatDate } from "@/lib/format";

/** "14 November 2026" / "১৪ নভেম্বর ২০২৬": a post's date in the chosen language. */
export const longDate = (iso: string) => formatDate(iso, "long");

export type BodyBlock = { kind: "heading" | "paragraph"; text: string };

/** Post body → blocks: paragraphs split by blank lines; "## " starts a sub-heading. */
export function bodyBlocks(body: string): BodyBlock[] {
  return body
    .split(/\n\s*\n/)
    .map((b) => b.trim())
    .filter(Boolean)
    .map((b) => (b.startsWith("## ") ? { kind: "heading", text: b.slice(3).trim() } : { kind: "paragraph", text: b }));
}
