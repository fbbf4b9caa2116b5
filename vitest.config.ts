import { defineConfig } from "vitest/config";

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * The whole server suite runs on PostgreSQL (TEST_DATABASE_URL). On PGlite (what `npm start` runs, and the
 * quick `--fast` set) every file runs too except the ones named for concurrency (`*-race.test.ts`,
 * `concurrency.test.ts`), which race only on a real pool (PGlite runs one query at a time, so they prove
 * nothing there), and the OpenAPI fuzz, thousands of malformed requests that validation mostly answers
 * before any query, which would double its time for little: every module's own files run its queries on
 * PGlite.
 */
const postgresOnly = ["**/*-race.test.ts", "**/concurrency.test.ts", "**/openapi-fuzz.test.ts"];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "server",
          root: "./",
          include: ["apps/server/src/**/*.test.ts", "packages/**/src/**/*.test.ts"],
          exclude: ["**/node_modules/**", ...(onPostgres ? [] : postgresOnly)],
          environment: "node",
          testTimeout: 30000,
          hookTimeout: 60000,
          pool: "forks",
          // The files of a worker share their modules (no re-import of the app for each file: the run takes
          // half the time). Each file builds its own app and database, and the server keeps no state in a
          // module (ESLint refuses a top-level `let` in apps/server/src), so nothing passes between files.
          isolate: false,
          // Both cores: each file has a database of its own (a PGlite in memory, or a PostgreSQL database).
          maxWorkers: 2,
          // Migrates and seeds once per run; each file's database is a copy (packages/db/src/testing.ts).
          globalSetup: ["packages/db/src/test-global-setup.ts"],
        },
      },
      "apps/web/vite.config.ts",
    ],
  },
});
