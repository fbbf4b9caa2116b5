import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "server",
          root: "./",
          include: ["apps/server/src/**/*.test.ts", "packages/**/src/**/*.test.ts"],
          environment: "node",
          testTimeout: 30000,
          hookTimeout: 60000,
          pool: "forks",
        },
      },
      "apps/web/vite.config.ts",
    ],
  },
});
