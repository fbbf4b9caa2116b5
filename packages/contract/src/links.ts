// Links an admin types (business links, a notice's "read more"): no schema here, so a page can decide
// how to draw one without loading zod. The admin schemas accept exactly what `linkTarget` names.

/** "internal": a path of this site, drawn as a route link; "external": an http(s) address, opened in a new tab. */
export type TLinkTarget = "internal" | "external";

/** Stands for this site while a path is resolved: only whether the origin stays the same matters. */
const SITE = "https://site.invalid";

// eslint-disable-next-line no-control-regex -- a URL parser drops tabs and line breaks ("/\t/x" is "//x"): none is allowed
const spaceOrControl = /[\s\u0000-\u001F\u007F]/;

/**
 * Where a link takes a visitor, as a browser reads it, or null when it may not be shown. A path must
 * start with a single "/" and stay on this site once resolved the way a browser does: "/\evil.example"
 * and "//evil.example" are other sites. Anything else must be an absolute http(s) address.
 */
export function linkTarget(value: string): TLinkTarget | null {
  if (!value || spaceOrControl.test(value)) return null;
  if (value.startsWith("/")) {
    if (value[1] === "/" || value[1] === "\\") return null;
    let url: URL;
    try {
      url = new URL(value, SITE);
    } catch {
      return null;
    }
    // "/..//evil.example" resolves to the path "//evil.example", which a router could hand on as a host.
    return url.origin === SITE && !url.pathname.startsWith("//") ? "internal" : null;
  }
  if (!/^https?:\/\/[^/\\]/i.test(value)) return null;
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname ? "external" : null;
  } catch {
    return null;
  }
}
