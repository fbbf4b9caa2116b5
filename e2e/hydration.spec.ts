import { expect, test, type Page } from "@playwright/test";
import { expectTakenOver, quiet, watchHydration, type Watched } from "./fixtures/hydration";

/**
 * Every page the server draws (the public pages and an ad's detail page, in both languages) is taken
 * over by the app without a hydration error (fixtures/hydration.ts): the first pages a visitor opens at
 * both widths, as a screen drawn differently by width is where the server's and the app's first screens
 * can differ, and every other public page in Bengali here; in English, the walk through every public page
 * in public-site.spec.ts checks each as it goes.
 */

async function checkPage(page: Page, watched: Watched, path: string, label: string) {
  watched.errors.length = 0;
  const res = await page.goto(path);
  await quiet(page);
  await expectTakenOver(page, watched, res, label);
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
      const watched = await watchHydration(page);
      for (const path of ["/", "/profiles", "/register", "/plans", `/profile/${profileId}`]) {
        await checkPage(page, watched, path, `${path} (${locale})`);
        await expect(page.locator("html"), path).toHaveAttribute("lang", locale.slice(0, 2));
      }
    });
  });
}

test.describe("Bengali", () => {
  test.use({ locale: "bn-IN" });

  test("every other public page is taken over without a hydration error, in Bengali", async ({ page }) => {
    const watched = await watchHydration(page);
    const pages = ["/about", "/workflow", "/proposal", "/yet-to-marry", "/announcement", "/benefit", "/faq", "/blogs"];
    for (const path of [...pages, "/login", "/portals", "/admin-login", "/rr-login"]) {
      await checkPage(page, watched, path, `${path} (bn-IN)`);
      await expect(page.locator("html"), path).toHaveAttribute("lang", "bn");
    }
  });
});
