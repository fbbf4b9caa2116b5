import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { adminApiToken, storeAdminSession } from "./fixtures/admin";
import { randomPhone, registerMember } from "./fixtures/helpers";
import { englishTextsWithBengali } from "./fixtures/catalogues";

/**
 * Every page, in English and in Bengali, at phone and desktop width: no serious or critical WCAG 2.2
 * AA violation (axe-core), and in Bengali no English text that has a Bengali translation.
 */
const languages = ["en", "bn"] as const;
let englishTexts: string[] = [];
test.beforeAll(async () => {
  englishTexts = await englishTextsWithBengali();
  expect(englishTexts.length).toBeGreaterThan(20);
});

async function firstAdId(page: Page): Promise<string> {
  const res = await page.request.get("/api/profile/ad-profiles?page=1&limit=1");
  return (await res.json()).data.profiles[0].profileId as string;
}

async function useLanguage(page: Page, lng: (typeof languages)[number]) {
  await page.addInitScript((l) => localStorage.setItem("language", l), lng);
  // Checked at rest: a fading carousel slide has no contrast to measure.
  await page.emulateMedia({ reducedMotion: "reduce" });
}

/** Loads the page, lets lazy content settle, and checks it. */
async function check(page: Page, path: string, lng: (typeof languages)[number]) {
  await page.goto(path);
  await checkShown(page, path, lng);
}

/** Checks what the page shows now (after a navigation or a click). */
async function checkShown(page: Page, path: string, lng: (typeof languages)[number]) {
  await expect(page.locator("main#main")).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.locator("html")).toHaveAttribute("lang", lng);
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(" | ")}`,
    );
  expect.soft(serious, `${path} in ${lng}`).toEqual([]);
  if (lng === "bn") {
    // Each visible text and accessible name on the page, whole: data (an ad's text, a plan's name) may contain our words.
    const shown = new Set(
      await page.evaluate(() => {
        const out: string[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          const el = n.parentElement;
          // English marked as English (a stored value an admin edits) is meant to be there.
          if (el && el.closest("script,style,[hidden],[lang='en']") === null && el.getClientRects().length) out.push(n.textContent ?? "");
        }
        for (const el of document.querySelectorAll("[aria-label],[alt],[placeholder],[title]"))
          if (el.closest("[lang='en']") === null)
            for (const a of ["aria-label", "alt", "placeholder", "title"]) out.push(el.getAttribute(a) ?? "");
        return out.map((t) => t.replace(/\s+/g, " ").trim()).filter(Boolean);
      }),
    );
    const english = englishTexts.filter((s) => shown.has(s));
    expect.soft(english, `English texts on ${path} in Bengali`).toEqual([]);
  }
}

const publicPages = [
  "/",
  "/about",
  "/workflow",
  "/proposal",
  "/yet-to-marry",
  "/announcement",
  "/benefit",
  "/blogs",
  "/faq",
  "/profiles",
  "/plans",
  "/register",
  "/login",
  "/rr-login",
  "/admin-login",
  "/no-such-page",
];

for (const path of publicPages) {
  test(`${path} is accessible in English and Bengali`, async ({ page }) => {
    for (const lng of languages) {
      await useLanguage(page, lng);
      await check(page, path, lng);
    }
  });
}

test("an ad's page is accessible in English and Bengali", async ({ page }) => {
  const id = await firstAdId(page);
  for (const lng of languages) {
    await useLanguage(page, lng);
    await check(page, `/profile/${id}`, lng);
  }
});

test("the member's pages are accessible in English and Bengali", async ({ page }) => {
  test.setTimeout(240_000);
  await registerMember(page, { phone: randomPhone(), name: "Sudipta Ghosh", gender: "Male" });
  const postReg = new URL(page.url()).pathname;
  const pages = [
    postReg,
    "/dashboard",
    "/dashboard/profile",
    "/dashboard/proposals",
    "/dashboard/bookmarks",
    "/dashboard/payments",
    "/dashboard/privacy",
    "/dashboard/videos",
    "/dashboard/kyc",
    "/edit-ad",
    "/checkout?plan=" +
      encodeURIComponent(JSON.stringify({ id: 1, name: "Text AD", price: 1500, description: "Till marriage", type: "text" })),
  ];
  for (const lng of languages) {
    await useLanguage(page, lng);
    for (const path of pages) await check(page, path, lng);
  }
});

test("the admin panel's pages are accessible in English and Bengali", async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto("/admin-login");
  await storeAdminSession(page, await adminApiToken(page.request));
  const someMember = (await (await page.request.get("/api/profile/ad-profiles?page=1&limit=1")).json()).data.profiles[0];
  const pages = [
    "/admin-panel",
    "/admin-panel/members/active",
    "/admin-panel/members/pending_verification",
    `/admin-panel/member/${someMember.id}`,
    "/admin-panel/moderation/photos",
    "/admin-panel/moderation/reports",
    "/admin-panel/admins",
    "/admin-panel/admins/new",
    "/admin-panel/payments",
    "/admin-panel/cheques",
    "/admin-panel/promo",
    "/admin-panel/exports/members",
    "/admin-panel/section/rr-tracker",
    "/admin-panel/section/rr-payment-downloader",
    "/admin-panel/section/content-management",
    "/admin-panel/section/content-management/categories",
    "/admin-panel/section/content-management/stories",
    "/admin-panel/section/news-notice",
    "/admin-panel/section/business-links",
    "/admin-panel/section/faq",
    "/admin-panel/section/locations",
    "/admin-panel/section/religions",
    "/admin-panel/section/package",
  ];
  for (const lng of languages) {
    await useLanguage(page, lng);
    for (const path of pages) await check(page, path, lng);
  }
});

test("the RR panel is accessible in English and Bengali", async ({ page }) => {
  test.setTimeout(180_000);
  const email = `rep-a11y-${Date.now().toString(36)}-${test.info().project.name}@example.in`;
  const password = "rep-pass-1";
  const reg = await page.request.post("/api/rr/register", { data: { name: "Mitali Basu", email, password, mobileNo: "9830055555" } });
  expect(reg.status(), await reg.text()).toBe(201);
  const auth = { authorization: `Bearer ${await adminApiToken(page.request)}` };
  const rrId = (await (await page.request.get(`/api/admin/rr?search=${encodeURIComponent(email)}`, { headers: auth })).json()).data.rrs[0]
    .id;
  expect((await page.request.put(`/api/admin/rr/${rrId}/status`, { headers: auth, data: { active: true } })).status()).toBe(200);
  const login = (await (await page.request.post("/api/rr/login", { data: { email, password } })).json()).data;
  await page.goto("/rr-login");
  await page.evaluate(
    ([t, user]) => {
      localStorage.setItem("rrToken", t);
      localStorage.setItem("rrUser", user);
    },
    [login.token, JSON.stringify(login.rrUser)],
  );
  for (const lng of languages) {
    await useLanguage(page, lng);
    await check(page, "/rr-panel", lng);
    const menu = page.getByRole("navigation", { name: lng === "bn" ? "আরআর মেনু" : "RR menu" });
    const entries = await menu.getByRole("button").count();
    for (let i = 1; i < entries; i++) {
      await menu.getByRole("button").nth(i).click();
      await checkShown(page, `/rr-panel (menu ${i + 1})`, lng);
    }
  }
});
