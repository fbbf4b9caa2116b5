import { readFileSync } from "node:fs";
import type { Plugin, Rollup } from "vite";

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/**
 * Emits route-preload.json: for each route (a path pattern), its lazy page chunks. The server puts
 * `<link rel="modulepreload">` for the requested page's chunks into index.html, so they download
 * alongside the main bundle instead of after it. Routes are read from src/app/router.tsx
 * (`path: "…", lazy: () => import("./routes/…")`).
 */
export function routePreload(routerFile: string): Plugin {
  return {
    name: "route-preload",
    apply: "build",
    generateBundle(_options, bundle: OutputBundle) {
      const source = readFileSync(routerFile, "utf8");
      const routes: [string, string][] = [];
      for (const m of source.matchAll(/(?:path: "([^"]+)"|index: true),\s*lazy: \(\) => import\("\.\/routes\/([\w-]+)"\)/g))
        routes.push([m[1] ?? "", m[2]]);
      const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === "chunk");
      const entry = chunks.find((c) => c.isEntry);
      const loaded = new Set<string>();
      const walk = (file: string, acc: Set<string>) => {
        if (acc.has(file) || loaded.has(file)) return;
        acc.add(file);
        for (const i of (bundle[file] as OutputChunk | undefined)?.imports ?? []) walk(i, acc);
      };
      if (entry) {
        const all = new Set<string>();
        walk(entry.fileName, all);
        for (const f of all) loaded.add(f);
      }
      const table: [string, string[]][] = [];
      for (const [path, mod] of routes) {
        const chunk = chunks.find((c) => c.isDynamicEntry && c.facadeModuleId?.replace(/\\/g, "/").endsWith(`/app/routes/${mod}.tsx`));
        if (!chunk) continue;
        const files = new Set<string>();
        walk(chunk.fileName, files);
        const pattern = `^/${path
          .split("/")
          .map((seg) => (seg.startsWith(":") ? "[^/]+" : seg === "*" ? ".*" : seg.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
          .join("/")}/?$`;
        table.push([path === "" ? "^/$" : pattern, [...files].map((f) => `/${f}`)]);
      }
      this.emitFile({ type: "asset", fileName: "route-preload.json", source: JSON.stringify(table) });
    },
  };
}
