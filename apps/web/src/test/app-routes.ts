import type { RouteObject } from "react-router";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routeConfig from "@/routes";
import App, { ErrorBoundary } from "@/root";

type RouteModule = {
  default?: RouteObject["Component"];
  ErrorBoundary?: RouteObject["ErrorBoundary"];
  HydrateFallback?: RouteObject["HydrateFallback"];
  clientLoader?: RouteObject["loader"];
  loader?: RouteObject["loader"];
};

const modules = import.meta.glob<RouteModule>(["../app/**/*.tsx", "!../app/**/*.test.tsx"]);

/** The route modules `routes.ts` names (files under src/), for checking the map. */
export const routeFiles = (entries: RouteConfigEntry[] = routeConfig): string[] =>
  entries.flatMap((e) => [e.file, ...routeFiles(e.children ?? [])]);

/** A route of `routes.ts` as the browser runs it: its module's screen, boundaries and client loader. */
function toRoute(entry: RouteConfigEntry): RouteObject {
  const load = modules[`../${entry.file}`];
  if (!load) throw new Error(`routes.ts names ${entry.file}, which is not a module under src/app`);
  const lazy = async () => {
    const m = await load();
    // Read with `in`: a module a test mocks has only what the mock returns.
    const get = <K extends keyof RouteModule>(key: K) => (key in m ? m[key] : undefined);
    return {
      Component: get("default"),
      ErrorBoundary: get("ErrorBoundary"),
      HydrateFallback: get("HydrateFallback"),
      // In the browser a route's client loader runs; a route with only a server loader asks the server.
      loader: get("clientLoader") ?? get("loader"),
    };
  };
  const children = entry.children?.map(toRoute);
  return entry.index ? { index: true, lazy } : { path: entry.path, lazy, children };
}

/** The app's routes (`routes.ts` under `root.tsx`), for a memory router in component tests. */
export const appRoutes: RouteObject[] = [
  { path: "/", Component: App, ErrorBoundary, HydrateFallback: () => null, children: routeConfig.map(toRoute) },
];
