import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin, ResolvedConfig } from "vite";

const compressible = /\.(js|css|html|svg|json|txt|webmanifest)$/;

/** After the build, writes .br and .gz next to every text asset (the server sends them as-is). */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: "precompress",
    apply: "build",
    configResolved(c) {
      config = c;
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? walk(join(dir, f)) : [join(dir, f)]));
      const outDir = resolve(config.root, config.build.outDir);
      for (const file of walk(outDir)) {
        if (!compressible.test(file) || file.includes(`${join(".vite", "")}`)) continue;
        const data = readFileSync(file);
        if (data.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}
