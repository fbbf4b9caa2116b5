import { createHash } from "node:crypto";
import { stringify } from "safe-stable-stringify";

/**
 * The entity tag of the option lists members are offered (GET /api/options), from their content with
 * keys in a fixed order: the server's lists read from the database and the web bundle's built-in copy
 * get the same tag when they hold the same options, so a page holding the current lists is answered
 * 304 and neither downloads nor re-checks them. Node only (the server and the web build).
 */
export function optionsEtag(lists: unknown): string {
  return `"o-${createHash("sha256")
    .update(stringify(lists) ?? "")
    .digest("base64url")
    .slice(0, 22)}"`;
}
