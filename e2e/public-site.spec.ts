import { expect, test, type Browser, type BrowserContextOptions, type Page, type Request } from "@playwright/test";
import { payForPlan, randomPhone } from "./fixtures/helpers";
import { expectTakenOver, quiet, watchHydration } from "./fixtures/hydration";
import { createMember } from "./fixtures/members";

async function firstAdId(page: Page): Promise<string> {
  const res = await page.request.get("/api/profile/ad-profiles?page=1&limit=1");
  expect(res.ok()).toBe(true);
  return (await res.json()).data.profiles[0].profileId as string;
}

test("home advanced search lands on /profiles with the filters in the URL", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle(/Shubho Bibaho/);
  const search = page.getByRole("region", { name: "Search profiles" });
  await search.getByRole("spinbutton", { name: "Age from" }).fill("17");
  await search.getByRole("button", { name: "Search Profiles" }).click();
  await expect(search.getByText("Age from must be between 18 and 60")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await search.getByRole("spinbutton", { name: "Age from" }).fill("25");
  await search.getByRole("spinbutton", { name: "Age to" }).fill("32");
  await search.getByRole("combobox", { name: "Religion" }).selectOption("hindu");
  await search.getByRole("button", { name: "Search Profiles" }).click();
  await page.waitForURL(/\/profiles\?/);
  const params = new URL(page.url()).searchParams;
  expect(Object.fromEntries(params)).toEqual({ profileFor: "bride", ageFrom: "25", ageTo: "32", religion: "hindu" });
});

test("quick search by profile id opens that ad; an unknown id gets a clear message", async ({ page }) => {
  const id = await firstAdId(page);
  await page.goto("/");
  const box = page.getByRole("textbox", { name: "Profile ID" });
  await box.fill("ZZ99999");
  await page.getByRole("button", { name: "Go" }).click();
  await expect(page.getByText("No profile found with ID ZZ99999. Please check the ID and try again.")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await box.fill(id.toLowerCase());
  await page.getByRole("button", { name: "Go" }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${id}$`));
});

test("the profile page opened by quick search shows the ad", async ({ page }) => {
  const id = await firstAdId(page);
  await page.goto("/");
  await page.getByRole("textbox", { name: "Profile ID" }).fill(id);
  await page.getByRole("button", { name: "Go" }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${id}$`));
  await expect(page.getByText(id).first()).toBeVisible();
});

test("latest ads on the home page are real members with links to their ads", async ({ page }) => {
  const id = await firstAdId(page);
  await page.goto("/");
  const section = page.getByRole("region", { name: "Latest & featured ads" });
  // Asked for as the visitor scrolls towards them.
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole("link", { name: new RegExp(id) })).toBeVisible();
  await expect(section.getByRole("listitem")).toHaveCount(8);
});

test("free registration box opens the form with gender and mobile filled in", async ({ page }) => {
  const phone = randomPhone();
  await page.goto("/");
  const box = page.getByRole("form", { name: "Free Registration" });
  await box.getByRole("radio", { name: "Groom" }).check();
  await box.getByRole("button", { name: "Register Now" }).click();
  await expect(box.getByText("Mobile number is required")).toBeVisible();
  await box.getByRole("textbox", { name: "Mobile number" }).fill(phone);
  await box.getByRole("button", { name: "Register Now" }).click();
  await page.waitForURL(/\/register\?/);
  await expect(page.getByRole("textbox", { name: "Mobile number" })).toHaveValue(new RegExp(phone));
  await expect(page.getByRole("radio", { name: /^Male/ })).toBeChecked();
});

test("blog: search, category, Load More and Read More", async ({ page }) => {
  await page.goto("/blogs");
  await expect(page).toHaveTitle("Blog | Shubho Bibaho");
  const posts = page.getByRole("region", { name: "Blog posts" }).getByRole("article");
  await expect(posts).toHaveCount(6);
  await expect(page.getByText("Showing 6 of 12 posts")).toBeVisible();
  await page.getByRole("button", { name: "Load More Posts" }).click();
  await expect(posts).toHaveCount(12);
  await expect(page.getByRole("button", { name: "Load More Posts" })).toHaveCount(0);

  await page.getByRole("searchbox", { name: "Search" }).fill("KUNDLI");
  await expect(posts).toHaveCount(1);
  await expect(page).toHaveURL(/q=KUNDLI/);
  await page.getByRole("searchbox", { name: "Search" }).fill("");
  await page.getByRole("button", { name: /^Wedding Traditions/ }).click();
  await expect(posts).toHaveCount(4);
  await expect(page).toHaveURL(/category=wedding-traditions/);

  await posts
    .first()
    .getByRole("link", { name: /Read More/ })
    .click();
  await expect(page).toHaveURL(/\/blogs\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Bengali wedding rituals");
  await expect(page.getByRole("heading", { name: "The ceremony itself" })).toBeVisible();
  await expect(page).toHaveTitle(/Bou Bhaat/);
});

test("plan card leads to checkout, which asks a visitor to log in; closing goes back to plans", async ({ page }) => {
  await page.goto("/plans");
  await expect(page.getByRole("heading", { name: "Video Standard" })).toBeVisible();
  await expect(page.getByText("Most Popular").first()).toBeVisible();
  await page.getByRole("link", { name: /^Choose plan\s+Video Standard$/ }).click();
  await page.waitForURL(/\/checkout\?plan=/);
  const plan = JSON.parse(new URL(page.url()).searchParams.get("plan")!);
  expect(plan).toMatchObject({ id: 2, name: "Video Standard", price: 7000, type: "video" });
  // The login dialog opens over the page and hides it from assistive technology (it is modal), so the
  // page behind it is found with the hidden parts: it must still be drawn, visibly, under the dialog.
  const dialog = page.getByRole("dialog", { name: "Login" });
  await expect(dialog).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Checkout", includeHidden: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Plan summary", includeHidden: true }).getByText("₹7,000")).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem("redirectAfterLogin"))).toBe("/checkout");
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(page).toHaveURL(/\/plans$/);
});

test("announcement lists the video ad plans from the database", async ({ page }) => {
  await page.goto("/announcement");
  const table = page.getByRole("table", { name: "Video ad plans (GST extra)" });
  await expect(table.getByRole("row")).toHaveCount(4);
  await expect(table.getByRole("row", { name: /Diamond/ })).toContainText("₹8,198");
  await expect(page.getByRole("navigation", { name: "Information pages" }).getByRole("link", { name: "Announcement" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByRole("heading", { name: "Latest Posted Ads" })).toBeVisible();
});

test("newsletter: subscribe, then a repeat is answered kindly", async ({ page }) => {
  const email = `e2e-${Date.now()}@example.com`;
  for (const expected of ["Thank you! You are subscribed.", "You are already subscribed. Thank you for staying with us!"]) {
    await page.goto("/about");
    const footer = page.getByRole("contentinfo");
    // The form loads as the visitor scrolls towards the footer.
    await footer.scrollIntoViewIfNeeded();
    await footer.getByRole("textbox", { name: "Email address" }).fill(email);
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(footer.getByRole("status")).toHaveText(expected);
  }
});

test("success stories carousel has a visible pause control and stays still under reduced motion", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  // The page's timers run on Playwright's clock: the slides' interval is moved on without waiting for it.
  await page.clock.install();
  await page.goto("/");
  await page.getByRole("region", { name: "Success stories", exact: true }).first().scrollIntoViewIfNeeded();
  const carousel = page.locator('[aria-roledescription="carousel"]', { has: page.getByRole("button", { name: /success stories/ }) });
  await expect(carousel.getByRole("button", { name: "Play success stories" })).toBeVisible();
  const first = await carousel.getByRole("heading", { level: 3 }).first().textContent();
  await page.clock.runFor(7500);
  expect(await carousel.getByRole("heading", { level: 3 }).first().textContent()).toBe(first);
  await carousel.getByRole("button", { name: "Next slide" }).click();
  await expect(carousel.getByRole("heading", { level: 3 }).first()).not.toHaveText(first!);
});

test("in Bengali the home page, Find Match and the registration form speak Bengali; the form has its own language switch", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "বাংলায় দেখুন (Switch to Bengali)" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "bn");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("জীবনসঙ্গী খুঁজুন ভরসার পথে");
  const search = page.getByRole("region", { name: "প্রোফাইল খুঁজুন" });
  await search.getByRole("spinbutton", { name: "ন্যূনতম বয়স" }).fill("17");
  await search.getByRole("button", { name: "প্রোফাইল খুঁজুন" }).click();
  await expect(search.getByText("ন্যূনতম বয়স ১৮ থেকে ৬০-এর মধ্যে হতে হবে")).toBeVisible();

  await page.goto("/profiles");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("পাত্রপাত্রী খুঁজুন");
  await expect(page.getByTestId("match-count")).toHaveText(/^[০-৯,]+টি(রও বেশি)? প্রোফাইল পাওয়া গেছে$/);

  await page.goto("/register");
  await expect(page).toHaveTitle("বিজ্ঞাপন দিন — শুভ বিবাহ");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("আপনার বিজ্ঞাপন দিন");
  await expect(page.getByRole("button", { name: "ওটিপি পাঠান" })).toBeVisible();
  // The form's own switch (the header has the other one) brings the form back in English.
  await page.getByRole("main").getByRole("button", { name: "Switch to English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("POST YOUR ADVERTISEMENT");
  await expect(page.getByRole("button", { name: "Send OTP" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("en");
});

/** The project's device, for a context of another locale. */
type DeviceOptions = Pick<BrowserContextOptions, "viewport" | "isMobile" | "hasTouch" | "userAgent" | "deviceScaleFactor">;

/**
 * A page in a fresh context of this locale that notes the h1 as the HTML drew it, before any script
 * ran (`window.drawn`), and collects page errors and console errors.
 */
async function firstScreenPage(browser: Browser, locale: string, device: DeviceOptions) {
  const context = await browser.newContext({ ...device, locale });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => void (m.type() === "error" && errors.push(m.text())));
  await page.addInitScript(() =>
    document.addEventListener("readystatechange", () => {
      if (document.readyState === "interactive") (window as unknown as { drawn: Element | null }).drawn = document.querySelector("h1");
    }),
  );
  return { context, page, errors };
}

// The first screen, as a phone gets it.
test("a public page arrives drawn in the visitor's language, and the app takes over that same screen @phone", async ({
  browser,
  viewport,
  isMobile,
  hasTouch,
  userAgent,
  deviceScaleFactor,
}) => {
  for (const [locale, heading] of [
    ["en-IN", "Find Match"],
    ["bn-IN", "পাত্রপাত্রী খুঁজুন"],
  ] as const) {
    const { context, page, errors } = await firstScreenPage(browser, locale, {
      viewport,
      isMobile,
      hasTouch,
      userAgent,
      deviceScaleFactor,
    });
    const html = await (await page.request.get("/profiles", { headers: { "accept-language": locale } })).text();
    expect(html, locale).toContain(`>${heading}</h1>`);
    // The home's forms are drawn with their first choices made, as they are once the app runs.
    const home = await (await page.request.get("/", { headers: { "accept-language": locale } })).text();
    expect(home, locale).toMatch(/<input type="radio"[^>]*name="gender" checked="" value="Female"/);
    expect(home, locale).toMatch(/<input type="checkbox"[^>]*name="isBride" checked=""/);
    await page.goto("/profiles");
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { drawn: Element | null }).drawn === document.querySelector("h1")), locale).toBe(
      true,
    );
    await expect(page.getByTestId("match-count")).toContainText(/[\d০-৯]/);
    expect(errors, locale).toEqual([]);
    await context.close();
  }
});

test("an ad's page counts its visitor's view once the page runs, not when the server draws it", async ({ browser, request }) => {
  const ads = (await (await request.get("/api/profile/ad-profiles?page=1&limit=50")).json()) as {
    data: { profiles: { profileId: string }[] };
  };
  const ad = ads.data.profiles.at(-1)!;
  const drawnViews = async () => {
    const html = await (await request.get(`/profile/${ad.profileId}`, { headers: { "accept-language": "en-IN" } })).text();
    // The views of the answer the page was drawn from, as the page's data carries them.
    return Number(/\\"views\\",(\d+)/.exec(html)![1]);
  };
  const before = await drawnViews();
  expect(await drawnViews()).toBe(before);

  const { context, page, errors } = await firstScreenPage(browser, "en-IN", {});
  const reported = page.waitForResponse((r) => r.url().endsWith(`/api/profile/${ad.profileId}/view`) && r.request().method() === "POST");
  await page.goto(`/profile/${ad.profileId}`);
  const { views } = ((await (await reported).json()) as { data: { views: number } }).data;
  // This address may have read the ad already today (another test did): then it is the same viewer.
  expect(views).toBeGreaterThanOrEqual(before);
  expect(views).toBeLessThanOrEqual(before + 1);
  await expect(page.getByText(new RegExp(`^${views} times?$`))).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});

test("an ad's detail page arrives drawn from its answer, holds nothing private, and the app takes over that same screen @phone", async ({
  browser,
  request,
  viewport,
  isMobile,
  hasTouch,
  userAgent,
  deviceScaleFactor,
}) => {
  const ads = (await (await request.get("/api/profile/ad-profiles?page=1&limit=1")).json()) as {
    data: { profiles: { profileId: string; name: string }[] };
  };
  const ad = ads.data.profiles[0];
  for (const [locale, back] of [
    ["en-IN", "← Back to Profiles"],
    ["bn-IN", "← সব প্রোফাইলে ফিরুন"],
  ] as const) {
    const html = await (await request.get(`/profile/${ad.profileId}`, { headers: { "accept-language": locale } })).text();
    expect(html, locale).toMatch(new RegExp(`<h1[^>]*>${ad.name}</h1>`));
    // The answer it was drawn from comes along for the app: a visitor's, without the advertiser's contact.
    expect(html, locale).toContain("window.__reactRouterContext.streamController.enqueue");
    expect(html, locale).not.toMatch(/\b[6-9]\d{9}\b/);

    const { context, page, errors } = await firstScreenPage(browser, locale, {
      viewport,
      isMobile,
      hasTouch,
      userAgent,
      deviceScaleFactor,
    });
    await page.goto(`/profile/${ad.profileId}`);
    await expect(page.getByRole("heading", { level: 1, name: ad.name })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { drawn: Element | null }).drawn === document.querySelector("h1")), locale).toBe(
      true,
    );
    await page.getByRole("button", { name: back }).click();
    await expect(page).toHaveURL(/\/profiles$/);
    expect(errors, locale).toEqual([]);
    await context.close();
  }
});

/**
 * Waits until the page's API calls have been answered and none has started for half a second: a call
 * the page makes after its first screen (the contact box's) must have had its answer before the page is judged.
 */
async function settleApi(page: Page): Promise<void> {
  let pending = 0;
  let lastChange = Date.now();
  const api = (r: Request) => new URL(r.url()).pathname.startsWith("/api/");
  const started = (r: Request) => {
    if (!api(r)) return;
    pending++;
    lastChange = Date.now();
  };
  const ended = (r: Request) => {
    if (!api(r)) return;
    pending--;
    lastChange = Date.now();
  };
  page.on("request", started);
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  try {
    await expect.poll(() => pending <= 0 && Date.now() - lastChange >= 500, { timeout: 15_000, intervals: [100] }).toBe(true);
  } finally {
    page.off("request", started);
    page.off("requestfinished", ended);
    page.off("requestfailed", ended);
  }
}

test("every public page opens for a visitor who is not signed in: it stays on its address, shows its heading and asks nothing that needs a session @slow", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // A video ad (a member on a video plan) and a text ad (a member without a plan).
  const videoMember = await createMember(request, { name: "Sreeja Basu", gender: "Female" });
  await payForPlan(request, videoMember.token, 1, 3500);
  const textMember = await createMember(request, { name: "Arnab Sen", gender: "Male" });
  const contactReason = async (id: string) => (await (await request.get(`/api/profile/public/${id}`)).json()).data.contact.reason;
  // The payment makes the ad a video ad at once.
  expect(await contactReason(videoMember.profileId)).toBe("video_masked");
  expect(await contactReason(textMember.profileId)).toBe("sign_in");
  const slug = (await (await request.get("/api/blogs?limit=1")).json()).data.posts[0].slug as string;
  const plan = encodeURIComponent(JSON.stringify({ id: 2, name: "Video Standard", price: 7000, description: "", type: "video" }));

  // Each public route of the router (app/router.tsx), with the heading it shows.
  const pages: [string, string | RegExp][] = [
    ["/", /Find your life partner/],
    ["/about", "About Shubho Bibaho"],
    ["/workflow", "How Shubho Bibaho works"],
    ["/proposal", "Proposals and proposal points"],
    ["/yet-to-marry", "Yet-To-Marry (YTM) verification"],
    ["/announcement", "Video advertisements are here"],
    ["/benefit", "Benefits of posting your ad with us"],
    ["/faq", /Frequently asked questions/i],
    ["/blogs", "Blog"],
    [`/blogs/${slug}`, /Bengali wedding rituals/],
    ["/profiles", "Find Match"],
    [`/profile/${videoMember.profileId}`, "Sreeja Basu"],
    [`/profile/${textMember.profileId}`, "Arnab Sen"],
    ["/plans", "Plans & pricing"],
    ["/register", /post your advertisement/i],
    ["/register/RR123", /post your advertisement/i],
    ["/login", "Login"],
    ["/auth/login", "Login"],
    [`/checkout?plan=${plan}`, "Checkout"],
    ["/post-reg", "ADVERTISEMENT POSTED"],
    [`/post-reg/${textMember.user.id}`, "ADVERTISEMENT POSTED"],
    ["/portals", "Portals"],
    ["/admin-login", "Admin Login"],
    ["/rr-login", "RR Login"],
    ["/rr-confirm", /confirm/i],
    ["/no/such/page", "Page not found"],
  ];
  // The pages the server draws whole (the rest are the app's alone, or wait for it) are taken over without
  // a hydration error (fixtures/hydration.ts; hydration.spec.ts checks the first pages and, in Bengali, these).
  const serverDrawn = new Set(["/about", "/workflow", "/proposal", "/yet-to-marry", "/announcement", "/benefit", "/faq", "/blogs"]);
  for (const path of ["/login", "/portals", "/admin-login", "/rr-login"]) serverDrawn.add(path);
  const watched = await watchHydration(page);
  const refused: string[] = [];
  page.on("response", (r) => {
    if (r.status() === 401) refused.push(`${new URL(page.url()).pathname}: ${r.request().method()} ${new URL(r.url()).pathname}`);
  });
  for (const [path, heading] of pages) {
    await test.step(path, async () => {
      watched.errors.length = 0;
      const res = await page.goto(path);
      // The checkout's login dialog is modal: the page's heading is still drawn under it.
      await expect(page.getByRole("heading", { level: 1, name: heading, includeHidden: true })).toBeVisible();
      await settleApi(page);
      expect(page.url().slice(new URL(page.url()).origin.length)).toBe(path);
      await expect(page.getByRole("heading", { level: 1, name: heading, includeHidden: true })).toBeVisible();
      if (serverDrawn.has(path)) {
        await quiet(page);
        await expectTakenOver(page, watched, res, path);
      }
    });
  }
  expect(refused).toEqual([]);
});
