import { isValidElement, type ReactElement } from "react";
import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { routes } from "@/app/router";
import { RouteGuard } from "@/app/route-guard";
import { sessionNeededAt, type SessionRole } from "./guarded-paths";

/** Every page of the router with the session its guard asks for (null: open to visitors). */
function pages(list: RouteObject[], role: SessionRole | null = null, prefix = ""): [string, SessionRole | null][] {
  return list.flatMap((r) => {
    const guard =
      isValidElement(r.element) && r.element.type === RouteGuard ? (r.element as ReactElement<{ role: SessionRole }>).props.role : role;
    const path = r.path === undefined ? prefix : `${prefix}/${r.path}`.replace(/\/+/g, "/").replace(/:\w+|\*/g, "x");
    const here: [string, SessionRole | null][] = r.path !== undefined || r.index ? [[path || "/", guard]] : [];
    return [...here, ...(r.children ? pages(r.children, guard, path) : [])];
  });
}

describe("sessionNeededAt", () => {
  it("names the session of every guarded page of the router, and none for the pages open to visitors", () => {
    const all = pages(routes);
    expect(all.length).toBeGreaterThan(30);
    for (const [path, role] of all) expect([path, sessionNeededAt(path)]).toEqual([path, role]);
  });
});
