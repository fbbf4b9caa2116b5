import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";

/** Markdown → HTML with the raw HTML a writer typed shown as text (escaped), never passed through. */
const marked = new Marked({ gfm: true, breaks: false, async: false });
marked.use({
  renderer: {
    html({ text }) {
      return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
    },
  },
});

/** What may reach the page: text formatting, lists, quotes, tables, links and pictures over http(s) or this site. */
const allowed: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "hr",
    "strong",
    "em",
    "del",
    "blockquote",
    "code",
    "pre",
    "ul",
    "ol",
    "li",
    "a",
    "img",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: { a: ["href", "title"], img: ["src", "alt", "title"], th: ["align"], td: ["align"], ol: ["start"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // A heading of level 1 is the page's title: the body's own start at level 2.
  transformTags: {
    h1: "h2",
    a: (tagName, attribs) => ({
      tagName,
      attribs: /^https?:/i.test(attribs.href ?? "") ? { ...attribs, rel: "nofollow noopener noreferrer", target: "_blank" } : attribs,
    }),
  },
  allowedClasses: {},
};
allowed.allowedAttributes = { ...(allowed.allowedAttributes as Record<string, string[]>), a: ["href", "title", "rel", "target"] };

/** A blog post's Markdown as safe HTML: no raw HTML, script, event handler, style or javascript:/data: link reaches the page. */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false });
  return sanitizeHtml(html, allowed);
}
