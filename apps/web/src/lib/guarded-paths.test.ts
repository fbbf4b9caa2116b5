import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routeConfig from "@/routes";
import { sessionNeededAt, type SessionRole } from "./guarded-paths";

/** The role a guard's route module is for (`app/routes/<role>-only.tsx`), else the enclosing one. */
const guardOf = (file: string, role: SessionRole | null) =>
  (/^app\/routes\/(member|admin|rr)-only\.tsx$/.exec(file)?.[1] as SessionRole | undefined) ?? role;

/** Every page of routes.ts with the session its guard asks for (null: open to visitors). */
function pages(list: RouteConfigEntry[], role: SessionRole | null = null, prefix = ""): [string, SessionRole | null][] {
  return list.flatMap((r) => {
    const guard = guardOf(r.file, role);
    const path = r.path === undefined ? prefix : `${prefix}/${r.path}`.replace(/\/+/g, "/").replace(/:\w+\??|\*/g, "x");
    const here: [string, SessionRole | null][] = r.path !== undefined || r.index ? [[path || "/", guard]] : [];
    return [...here, ...(r.children ? pages(r.children, guard, path) : [])];
  });
}

describe("sessionNeededAt", () => {
  it("names the session of every guarded page of routes.ts, and none for the pages open to visitors", () => {
    const all = pages(routeConfig);
    expect(all.length).toBeGreaterThan(30);
    for (const [path, role] of all) expect([path, sessionNeededAt(path)]).toEqual([path, role]);
  });
});
