import { expect, test, type Page } from "@playwright/test";
import { storeAdminSession } from "./fixtures/admin";
import { createRr, storeRrSession } from "./fixtures/sessions";
import { createMember, signInAs } from "./fixtures/members";
import { englishTextsWithBengali, optionLabelsWithBengali } from "./fixtures/catalogues";
import { adminToken } from "./fixtures/admin";
import { seriousViolations } from "./fixtures/axe";

/**
 * Every page, in English and in Bengali, at phone and desktop width: no serious or critical WCAG 2.2
 * AA violation (axe-core), and in Bengali no English text that has a Bengali translation: neither a
 * text of the catalogues nor a stored choice (an option list's English label, "Hindu", "Engineer").
 * axe reads roles, names, structure and colours, which the language does not change, and it is most of
 * a check's time: it audits each page once per width, in English at 1280 px and in Bengali at 390 px,
 * so each language and each width is audited. The Bengali text check runs at 390 px on every text the
 * page holds, also what the narrow layout folds away (the desktop's table drawn as cards, the menu
 * behind a button) and the choices of a closed list: no part of a screen is drawn by width in script,
 * only hidden by the stylesheet, so it reads what the desktop shows without opening each page again.
 * The tests are independent, so they share the run's workers.
 */
test.describe.configure({ mode: "parallel" });
type Language = "en" | "bn";
const atPhoneWidth = () => test.info().project.name === "mobile";
/** The language axe audits in at this width. */
const auditedLanguage = (): Language => (atPhoneWidth() ? "bn" : "en");
/** The languages a page is opened in at this width: the one audited there. */
const languagesHere = (): readonly Language[] => [auditedLanguage()];
let englishTexts: string[] = [];
let optionLabels: string[] = [];
test.beforeAll(async () => {
  englishTexts = await englishTextsWithBengali();
  expect(englishTexts.length).toBeGreaterThan(20);
  optionLabels = await optionLabelsWithBengali();
  expect(optionLabels).toEqual(expect.arrayContaining(["Hindu", "Never Married", "West Bengal", "Engineer"]));
});

async function firstAdId(page: Page): Promise<string> {
  const res = await page.request.get("/api/profile/ad-profiles?page=1&limit=1");
  return (await res.json()).data.profiles[0].profileId as string;
}

async function useLanguage(page: Page, lng: Language) {
  // As the language switch remembers it: in the page's storage, and in a cookie that the server reads to
  // send a prerendered first screen in that language.
  await page.addInitScript((l) => localStorage.setItem("language", l), lng);
  await page.context().addCookies([{ name: "language", value: lng, url: test.info().project.use.baseURL! }]);
  // Checked at rest: a fading carousel slide has no contrast to measure.
  await page.emulateMedia({ reducedMotion: "reduce" });
}

/** Loads the page, lets lazy content settle, and checks it. */
async function check(page: Page, path: string, lng: Language) {
  await page.goto(path);
  await checkShown(page, path, lng);
}

/** Checks what the page shows now (after a navigation or a click). */
async function checkShown(page: Page, path: string, lng: Language) {
  await expect(page.locator("main#main")).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.locator("html")).toHaveAttribute("lang", lng);
  // What lies far below the first screen (`render-near`: content-visibility: auto, the footer among it) is
  // laid out only as it comes near, and axe reads colours from the layout: a part not laid out yet was
  // read against the page's white, so the footer's light text failed contrast now and then. A reader
  // scrolls it into view; the audit lays it out first.
  await page.evaluate(() => {
    for (const el of document.querySelectorAll<HTMLElement>(".render-near")) el.style.contentVisibility = "visible";
  });
  if (lng === auditedLanguage()) {
    const serious = await seriousViolations(page);
    expect.soft(serious, `${path} in ${lng}`).toEqual([]);
  }
  if (lng === "bn") {
    // Each text and accessible name on the page, whole, shown or folded away by the narrow layout (not what
    // is hidden for good): data (an ad's text, a plan's name) may contain our words.
    const shown = new Set(
      await page.evaluate(() => {
        const out: string[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          const el = n.parentElement;
          // English marked as English (a stored value an admin edits) is meant to be there.
          if (el && el.closest("script,style,noscript,template,[hidden],[lang='en']") === null) out.push(n.textContent ?? "");
        }
        for (const el of document.querySelectorAll("[aria-label],[alt],[placeholder],[title]"))
          if (el.closest("[lang='en']") === null)
            for (const a of ["aria-label", "alt", "placeholder", "title"]) out.push(el.getAttribute(a) ?? "");
        return out.map((t) => t.replace(/\s+/g, " ").trim()).filter(Boolean);
      }),
    );
    const english = englishTexts.filter((s) => shown.has(s));
    expect.soft(english, `English texts on ${path} in Bengali`).toEqual([]);
    // A stored choice is found as a whole text or a whole part of a list ("Hindu, Brahmin", "B2001 · Female"),
    // so a short label is not taken for a part of a word.
    const parts = new Set([...shown].flatMap((t) => [t, ...t.split(/\s*[,·]\s*/)]));
    const choices = optionLabels.filter((s) => parts.has(s));
    expect.soft(choices, `English option labels on ${path} in Bengali`).toEqual([]);
  }
}

// The public pages in groups, each group opened in one tab one page after another, as a visitor does
// (a new tab per page costs Chromium about a second of CPU, more than most checks), so both workers
// share them. The audit and the language checks are soft and name their page, so one page's finding does
// not hide the others'.
const publicPageGroups: Record<string, (adPath: string) => string[]> = {
  "home and the pages about the service": () => ["/", "/about", "/workflow", "/proposal", "/yet-to-marry", "/announcement"],
  "benefits, blog, FAQ, Find Match, plans and an ad": (adPath) => ["/benefit", "/blogs", "/faq", "/profiles", "/plans", adPath],
  "registration, the sign-in pages and an unknown address": () => ["/register", "/login", "/rr-login", "/admin-login", "/no-such-page"],
};

for (const [group, pagesOf] of Object.entries(publicPageGroups)) {
  test(`the public pages (${group}) are accessible in English and Bengali`, { tag: "@both" }, async ({ page }) => {
    test.setTimeout(180_000);
    const pages = pagesOf(`/profile/${await firstAdId(page)}`);
    for (const lng of languagesHere()) {
      await useLanguage(page, lng);
      for (const path of pages) await check(page, path, lng);
    }
  });
}

// The member's and the admin's pages in groups, so both workers share them.
const memberPageGroups: Record<string, (postReg: string) => string[]> = {
  "post-registration, dashboard and profile": (postReg) => [
    postReg,
    "/dashboard",
    "/dashboard/profile",
    "/dashboard/proposals",
    "/dashboard/bookmarks",
  ],
  "payments, privacy, videos, KYC, ad editing and checkout": () => [
    "/dashboard/ccp",
    "/dashboard/payments",
    "/dashboard/privacy",
    "/dashboard/videos",
    "/dashboard/kyc",
    "/edit-ad",
    "/checkout?plan=" +
      encodeURIComponent(JSON.stringify({ id: 1, name: "Text AD", price: 1500, description: "Till marriage", type: "text" })),
  ],
};

for (const [group, pagesOf] of Object.entries(memberPageGroups)) {
  test(`the member's pages (${group}) are accessible in English and Bengali`, { tag: "@both" }, async ({ page }) => {
    test.setTimeout(240_000);
    const member = await createMember(page.request, { name: "Sudipta Ghosh", gender: "Male" });
    await signInAs(page, member);
    const pages = pagesOf(`/post-reg/${member.user.id}`);
    for (const lng of languagesHere()) {
      await useLanguage(page, lng);
      for (const path of pages) await check(page, path, lng);
    }
  });
}

test(
  "a member's checkout, its gateway dialog and result, the CCP tracker, payment history and a receipt are accessible in English and Bengali",
  { tag: "@both" },
  async ({ page }) => {
    test.setTimeout(240_000);
    const member = await createMember(page.request, { name: "Sudipta Ghosh", gender: "Male" });
    await signInAs(page, member);
    const checkout =
      "/checkout?plan=" +
      encodeURIComponent(JSON.stringify({ id: 5, name: "10 Proposals", price: 250, description: "10 proposal points", type: "proposal" }));
    // A pack of proposals, which a member may buy again (once in each language).
    for (const lng of languagesHere()) {
      await useLanguage(page, lng);
      await page.goto(checkout);
      // A place typed by hand (not one of the site's lists, which a Bengali page names in Bengali).
      await page.locator('input[name="location"]').fill("Salt Lake Sector V");
      await page.locator('main button[type="submit"]').click();
      await expect(page.getByTestId("test-gateway-banner")).toBeVisible();
      await checkShown(page, "checkout's gateway dialog", lng);
      await page.getByRole("dialog").locator(".grid > button").first().click();
      await expect(page.getByTestId("order-id")).toBeVisible();
      await checkShown(page, "checkout's result", lng);
      // The saved result would show again on /checkout.
      await page.evaluate(() => localStorage.removeItem("planPaymentStatus"));
      await check(page, "/dashboard/ccp", lng);
      await check(page, "/dashboard/payments", lng);
      const receipt = await page.getByTestId("payment-row").first().locator('a[href*="/receipt/"]').first().getAttribute("href");
      expect(receipt).toBeTruthy();
      await check(page, receipt!, lng);
    }
  },
);

test(
  "the admin's view of a paying member and of the order's history is accessible in English and Bengali",
  { tag: "@both" },
  async ({ page }) => {
    test.setTimeout(180_000);
    const member = await createMember(page.request, { name: "Rupa Sarkar", gender: "Female" });
    // Bought at the test gateway, with a place typed by hand (not one of the site's lists).
    const bearer = { authorization: `Bearer ${member.token}` };
    const sub = await page.request.post("/api/v1/payments/subscribe", {
      headers: bearer,
      data: { planId: 7, location: "Salt Lake Sector V", amount: 3000 },
    });
    expect(sub.status(), await sub.text()).toBe(200);
    const gatewayOrder = (await sub.json()).data.payment.orderId as string;
    const paid = await page.request.post("/api/payments/test-gateway/pay", {
      headers: bearer,
      data: { orderId: gatewayOrder, outcome: "success" },
    });
    expect((await page.request.post("/api/v1/payments/verify", { headers: bearer, data: (await paid.json()).data })).status()).toBe(200);
    const auth = { authorization: `Bearer ${adminToken()}` };
    const orders = await page.request.get(`/api/admin/payments?pageSize=1&member=${member.profileId}`, { headers: auth });
    expect(orders.status(), await orders.text()).toBe(200);
    const orderId = (await orders.json()).data.orders[0].id as string;
    await storeAdminSession(page);
    for (const lng of languagesHere()) {
      await useLanguage(page, lng);
      await check(page, `/admin-panel/member/${member.user.id}`, lng);
      await check(page, `/admin-panel/payments/${orderId}`, lng);
    }
  },
);

const adminPageGroups: Record<string, (memberId: number) => string[]> = {
  "dashboard, members and moderation": (memberId) => [
    "/admin-panel",
    "/admin-panel/members/active",
    "/admin-panel/members/pending_verification",
    `/admin-panel/member/${memberId}`,
    "/admin-panel/moderation/photos",
    "/admin-panel/moderation/reports",
  ],
  "admins, payments, promo codes, exports and RRs": () => [
    "/admin-panel/admins",
    "/admin-panel/admins/new",
    "/admin-panel/payments",
    "/admin-panel/cheques",
    "/admin-panel/promo",
    "/admin-panel/exports/members",
    "/admin-panel/section/rr-tracker",
    "/admin-panel/section/rr-payment-downloader",
  ],
  content: () => [
    "/admin-panel/section/content-management",
    "/admin-panel/section/content-management/categories",
    "/admin-panel/section/content-management/stories",
    "/admin-panel/section/news-notice",
    "/admin-panel/section/business-links",
  ],
  "FAQ, catalogues and plans": () => [
    "/admin-panel/section/faq",
    "/admin-panel/section/locations",
    "/admin-panel/section/religions",
    "/admin-panel/section/package",
  ],
};

for (const [group, pagesOf] of Object.entries(adminPageGroups)) {
  test(`the admin panel's pages (${group}) are accessible in English and Bengali`, { tag: "@both" }, async ({ page }) => {
    test.setTimeout(240_000);
    await storeAdminSession(page);
    const someMember = (await (await page.request.get("/api/profile/ad-profiles?page=1&limit=1")).json()).data.profiles[0];
    const pages = pagesOf(someMember.id as number);
    for (const lng of languagesHere()) {
      await useLanguage(page, lng);
      for (const path of pages) await check(page, path, lng);
    }
  });
}

test("the RR panel is accessible in English and Bengali", { tag: "@both" }, async ({ page }) => {
  test.setTimeout(180_000);
  const email = `rep-a11y-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}-${test.info().project.name}@example.in`;
  const rr = await createRr(page.request, { name: "Mitali Basu", email, password: "rep-pass-1", mobileNo: "9830055555" });
  // A member who registered with the RR's code, so the member list shows one (with its city, state and education).
  const code = await page.request.post("/api/rr/generate-referral-code", { headers: { authorization: `Bearer ${rr.token}` } });
  expect(code.status(), await code.text()).toBe(200);
  await createMember(page.request, { name: "Ruma Ghosh", gender: "Female", referCode: (await code.json()).data.referCode as string });
  await storeRrSession(page, rr);
  for (const lng of languagesHere()) {
    await useLanguage(page, lng);
    // Every screen of the menu, each at its own address (Logout leaves the panel; /rr-login is checked on its own).
    for (const screen of ["members", "add", "payments", "commission", "history"]) await check(page, `/rr-panel/${screen}`, lng);
  }
});
