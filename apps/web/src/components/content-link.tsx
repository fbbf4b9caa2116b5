import type { ReactNode } from "react";
import { Link } from "react-router";
import { linkTarget } from "@app/contract";

/**
 * A link an admin typed (a business link, a notice's "read more"), drawn as the contract's `linkTarget`
 * reads it: a path of this site as a route link, an http(s) address in a new tab, anything else (a path a
 * browser would take to another site, saved before the rule) not at all.
 */
export function ContentLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const target = linkTarget(href);
  if (target === "internal")
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  if (target === "external")
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
        {children}
      </a>
    );
  return null;
}
