import { expect, test } from "@playwright/test";

// This spec runs with the service worker, as a member's phone does (on a phone: installing the app and
// opening it offline are a phone's ways).
test.use({ serviceWorkers: "allow" });

test("installable: a manifest with icons, and a service worker that never caches the API @phone", async ({ page }) => {
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  const manifest = await (await page.request.get(href!)).json();
  expect(manifest).toMatchObject({ short_name: "Shubho Bibaho", display: "standalone", start_url: "/" });
  expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  for (const icon of manifest.icons) expect((await page.request.get(icon.src)).headers()["content-type"]).toBe("image/png");

  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await page.goto("/plans");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
    return urls;
  });
  expect(cached).toEqual(expect.arrayContaining(["/offline.html"]));
  expect(cached.filter((u) => u.startsWith("/api/"))).toEqual([]);
});

test("offline, a visited page opens from the phone, the API is not answered from a cache, and an unknown page shows the offline page @phone", async ({
  page,
  context,
}) => {
  await page.goto("/plans");
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: /Choose plan/ }).first()).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Plans & pricing" })).toBeVisible();
  expect(
    await page.evaluate(() =>
      fetch("/api/health").then(
        () => "answered",
        () => "failed",
      ),
    ),
  ).toBe("failed");

  await page.evaluate(() => caches.delete("app-shell"));
  await page.goto("/about");
  await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "আপনি এখন অফলাইন" })).toBeVisible();
  await context.setOffline(false);
});

test("offline, a page not opened before shows the offline page, which opens that page by itself when the connection is back, and a page already seen still opens @phone", async ({
  page,
  context,
}) => {
  await page.goto("/");
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await page.goto("/plans");
  await expect(page.getByRole("heading", { name: "Plans & pricing" })).toBeVisible();

  // A page this phone has not opened before.
  await context.setOffline(true);
  await page.goto("/about");
  await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Try again/ })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole("heading", { level: 1, name: "About Shubho Bibaho" })).toBeVisible();

  // The page seen before opens from the phone.
  await context.setOffline(true);
  await page.goto("/plans");
  await expect(page.getByRole("heading", { name: "Plans & pricing" })).toBeVisible();
  await context.setOffline(false);
});

test("a page seen on the first visit, before the service worker took over, opens offline @phone", async ({ page, context }) => {
  await page.goto("/plans");
  await expect(page.getByRole("heading", { name: "Plans & pricing" })).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready);
  // The page puts its own files in the worker's caches once the worker is ready and the page idle, one at a
  // time, the page itself last.
  await expect
    .poll(() => page.evaluate(async () => Boolean(await (await caches.open("app-shell")).match("/plans"))), { timeout: 15_000 })
    .toBe(true);

  await context.setOffline(true);
  await page.goto("/plans");
  await expect(page.getByRole("heading", { name: "Plans & pricing" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Choose plan/ }).first()).toBeVisible();
  await context.setOffline(false);
});
