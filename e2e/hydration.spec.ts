import { expect, test, type Page } from "@playwright/test";

/**
 * Every page the server draws (the public pages and an ad's detail page, in both languages) is taken
 * over by the app without a hydration error. React 19 reports a mismatch in a
 * production build as "Minified React error #418" (#423/#425 in older versions) through
 * reportError, which reaches the page as an uncaught error, and in development as a console error
 * ("Hydration failed", "did not match"); a mismatch React recovers from by drawing the screen again
 * also replaces the server's elements. Any of these fails the page. The check runs at both widths: a
 * screen drawn differently by width is where the server's and the app's first screens can differ.
 */

const hydrationText = /hydrat|did not match|Minified React error #(418|423|425)\b/i;

type Watched = { errors: string[] };

/** Collects page errors, console errors and window error events, and notes the page's heading as the server drew it. */
async function watch(page: Page): Promise<Watched> {
  const watched: Watched = { errors: [] };
  page.on("pageerror", (e) => watched.errors.push(`pageerror: ${e.message}`));
  page.on("console", (m) => {
    if (m.type() === "error") watched.errors.push(`console.error: ${m.text()}`);
  });
  await page.addInitScript(() => {
    const w = window as unknown as { drawnFirst?: Element | null; reported?: string[] };
    w.reported = [];
    window.addEventListener("error", (e) => w.reported!.push(String(e.message || e.error)));
    document.addEventListener("readystatechange", () => {
      if (document.readyState === "interactive") w.drawnFirst = document.querySelector("main h1");
    });
  });
  return watched;
}

/** Waits until no HTTP request has been in flight for half a second (lazy parts of the screen hydrate late). */
async function quiet(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let seen = performance.getEntriesByType("resource").length;
        let still = 0;
        const tick = () => {
          const now = performance.getEntriesByType("resource").length;
          still = now === seen ? still + 1 : 0;
          seen = now;
          if (still >= 5) resolve();
          else setTimeout(tick, 100);
        };
        tick();
      }),
  );
}

async function checkPage(page: Page, watched: Watched, path: string, label: string) {
  watched.errors.length = 0;
  const res = await page.goto(path);
  expect(res?.status(), label).toBe(200);
  // Drawn by the server: the page's heading is in the HTML it sent.
  expect(await res!.text(), label).toMatch(/<main[^>]*>[\s\S]*<h1/);
  await quiet(page);
  const state = await page.evaluate(() => {
    const w = window as unknown as { drawnFirst?: Element | null; reported?: string[] };
    return { sameScreen: !!w.drawnFirst && w.drawnFirst.isConnected, reported: w.reported ?? [] };
  });
  const errors = [...watched.errors, ...state.reported.map((r) => `error event: ${r}`)];
  expect(
    errors.filter((e) => hydrationText.test(e)),
    `${label}: hydration errors`,
  ).toEqual([]);
  expect(errors, `${label}: errors while the app took over`).toEqual([]);
  expect(state.sameScreen, `${label}: the app kept the server's elements`).toBe(true);
}

for (const [language, locale] of [
  ["English", "en-IN"],
  ["Bengali", "bn-IN"],
] as const) {
  test.describe(language, () => {
    test.use({ locale });

    test(`the first pages a visitor opens are taken over without a hydration error, in ${language} @both`, async ({ page, request }) => {
      const ads = await request.get("/api/profile/ad-profiles?page=1&limit=1");
      expect(ads.ok()).toBe(true);
      const profileId = (await ads.json()).data.profiles[0].profileId as string;
      const watched = await watch(page);
      for (const path of ["/", "/profiles", "/register", "/plans", `/profile/${profileId}`]) {
        await checkPage(page, watched, path, `${path} (${locale})`);
        await expect(page.locator("html"), path).toHaveAttribute("lang", locale.slice(0, 2));
      }
    });

    test(`every other public page is taken over without a hydration error, in ${language}`, async ({ page }) => {
      const watched = await watch(page);
      const pages = ["/about", "/workflow", "/proposal", "/yet-to-marry", "/announcement", "/benefit", "/faq", "/blogs"];
      for (const path of [...pages, "/login", "/portals", "/admin-login", "/rr-login"]) {
        await checkPage(page, watched, path, `${path} (${locale})`);
        await expect(page.locator("html"), path).toHaveAttribute("lang", locale.slice(0, 2));
      }
    });
  });
}
