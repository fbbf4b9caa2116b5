/**
 * The pages' Content Security Policy allows no eval. zod builds faster object parsers with `new Function`
 * where it may, and tests whether it may as each object schema is made: in the browser each test is a
 * policy violation, reported as one. So in the browser zod is told not to (`jitless`, set on the global
 * object every copy of zod reads its settings from, which is what `z.config` writes) before any schema is
 * made: this module is the first import of `root.tsx`, the first route module to run, and is listed in
 * the package's `sideEffects`. The server's render shares its process, and so its zod settings, with the
 * API, which keeps zod's faster parsers.
 */
if (typeof document !== "undefined") {
  const zod = globalThis as { __zod_globalConfig?: Record<string, unknown> };
  Object.assign((zod.__zod_globalConfig ??= {}), { jitless: true });
}
