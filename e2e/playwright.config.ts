import { defineConfig, devices } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const port = Number(process.env.E2E_PORT ?? 3199);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), "sb-e2e-"));
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  outputDir: "../test-results/e2e",
  timeout: 90_000,
  expect: { timeout: 15_000 },
  // Files run on two workers against the one server; each test makes its own members and data.
  fullyParallel: false,
  workers: 2,
  // Signs the demo admin in once through the API; tests open the admin panel with that session.
  globalSetup: "./global-setup.ts",
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace records every step's screenshots and DOM, about a quarter of the run's CPU: it is taken on the
    // retry of a failed test (CI retries once); the first failure keeps its screenshot and page snapshot.
    // Locally, `--trace on` records one.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    // Requests go straight to the server; the offline spec allows the service worker.
    serviceWorkers: "block",
    launchOptions,
  },
  // Tags: @phone runs at 390 px only (phone paths, menus, card/table/dialog layout, first screen), @both
  // at both widths (layout that differs by width, accessibility), untagged at 1280 px only. @slow marks the
  // broad journeys: `--grep-invert @slow` runs the fast set.
  projects: [
    { name: "mobile", grep: /@phone|@both/, use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, launchOptions } },
    { name: "desktop", grepInvert: /@phone/, use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions } },
  ],
  webServer: {
    command: "node ../apps/server/dist/main.js",
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      // Links the server writes (an RR's registration link) point at this server.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      CAPTCHA: "on",
      CAPTCHA_MAX_COUNTER: "400",
      SEED_DEMO: "on",
      DATABASE_URL: "",
    },
  },
});
