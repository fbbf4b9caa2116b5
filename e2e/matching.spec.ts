import { join } from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { seriousViolations } from "./fixtures/axe";
import { createMember, signInAs } from "./fixtures/members";
import { createRr, storeRrSession } from "./fixtures/sessions";

/** The screen with `at` (when given) at its top, under the site's header. */
async function shot(page: Page, name: string, at?: Locator) {
  if (at) await at.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 140));
  await page.screenshot({ path: join(import.meta.dirname, "../test-results/screens", `matching-${test.info().project.name}-${name}.png`) });
}

const atPhoneWidth = () => test.info().project.name === "mobile";

/** No serious or critical WCAG 2.2 AA violation on what the page shows now (axe-core). */
async function audit(page: Page, what: string) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
  const serious = await seriousViolations(page);
  expect.soft(serious, what).toEqual([]);
}

/** As the language switch leaves it: in the page's storage and in the cookie the server draws pages by. */
async function useBengali(page: Page) {
  await page.addInitScript(() => localStorage.setItem("language", "bn"));
  await page.context().addCookies([{ name: "language", value: "bn", url: test.info().project.use.baseURL! }]);
}

/** A date of birth that makes its owner `years` old today (and a month). */
function bornYearsAgo(years: number): string {
  const d = new Date();
  d.setFullYear(d.getFullYear() - years);
  d.setMonth(d.getMonth() - 1);
  return d.toISOString().slice(0, 10);
}

test(
  "a member adds the time and place of birth, sees the yotok with another member's ad and finds that ad among Matches for you, in English and Bengali",
  { tag: "@both" },
  async ({ page, request }) => {
    test.setTimeout(180_000);
    const places = await request.get("/api/places?q=Kolkata&country=IN&limit=1");
    expect(places.status()).toBe(200);
    const kolkata = (await places.json()).data.places[0] as { id: string; name: string; region: string };
    expect(kolkata.name).toBe("Kolkata");

    // A groom with his birth details, of an age and a height that the bride asks for and few others have.
    const suffix = String(Date.now()).slice(-5);
    const groom = await createMember(request, {
      gender: "Male",
      name: `Partha Sarathi Bose ${suffix}`,
      dateOfBirth: bornYearsAgo(52),
      heightInches: 78,
      birth: { birthTime: "06:10", birthPlaceId: kolkata.id, birthVisibility: "members" },
    });
    const bride = await createMember(request, { gender: "Female", name: `Mousumi Ghosh ${suffix}`, dateOfBirth: bornYearsAgo(48) });
    const prefs = await request.put("/api/profiles/partner-preferences", {
      headers: { Authorization: `Bearer ${bride.token}` },
      data: { partnerPreferences: { ageFrom: 52, ageTo: 52, heightFrom: 78, heightTo: 78 } },
    });
    expect(prefs.status(), await prefs.text()).toBe(200);

    // The bride gives her time and place of birth on Edit My Ad.
    await signInAs(page, bride, "/edit-ad");
    const group = page.locator("#birth-details");
    await expect(group.getByText(/Families give these for the horoscope \(yotok\) match/)).toBeVisible();
    await group.getByLabel(/^Time of birth/).fill("21:45");
    const town = group.getByRole("combobox", { name: /^Place of birth/ });
    await town.fill("Kolka");
    await expect(town).toHaveAttribute("aria-expanded", "true");
    await town.press("ArrowDown");
    await town.press("ArrowUp");
    await group.getByRole("option", { name: /^Kolkata\s*West Bengal/ }).click();
    await expect(town).toHaveValue("Kolkata, West Bengal");
    await group.getByLabel(/^Who may see the time and place of birth/).selectOption("members");
    await group.scrollIntoViewIfNeeded();
    await shot(page, "birth-details-en", group);
    if (!atPhoneWidth()) await audit(page, "Edit My Ad with the birth details, in English");
    await page.getByRole("button", { name: "Save Changes" }).first().click();
    await expect(page.getByText(/Profile updated successfully!/)).toBeVisible();
    // Drawn again, the form shows the chosen place by its name.
    await page.reload();
    await expect(page.locator("#birth-details").getByRole("combobox", { name: /^Place of birth/ })).toHaveValue("Kolkata, West Bengal");
    await expect(page.locator("#birth-details").getByLabel(/^Time of birth/)).toHaveValue("21:45");

    // Browse narrows by yotok with her chart (the filter panel is open beside the results on a laptop).
    if (!atPhoneWidth()) {
      await page.goto("/profiles");
      const filters = page.getByRole("form", { name: "Filters" });
      // Its yotok group is drawn as the panel's end comes near.
      await filters.getByRole("button", { name: "Apply Filters" }).scrollIntoViewIfNeeded();
      const level = filters.getByLabel("Yotok with me");
      await level.selectOption("uttam");
      const answer = page.waitForResponse((r) => r.url().includes("/api/profile/ad-profiles") && r.url().includes("yotok=uttam"));
      await filters.getByRole("button", { name: "Apply Filters" }).click();
      expect((await answer).status()).toBe(200);
      await expect(page).toHaveURL(/yotok=uttam/);
    }

    // The groom's ad: the mutual fit, the verdict and the eight parts.
    await page.goto(`/profile/${groom.profileId}`);
    const panel = page.getByTestId("compatibility");
    await expect(panel.getByRole("heading", { name: "How well you match" })).toBeVisible();
    await expect(panel.getByText("Meets all your wishes")).toBeVisible();
    await expect(panel.getByText("They have set no partner preferences")).toBeVisible();
    await expect(panel.getByTestId("yotok-verdict")).toHaveText(/^(Rajjotok|Uttam|Madhyam|Adham) \(/);
    await expect(panel.getByRole("table", { name: /eight parts/ }).getByRole("row")).toHaveCount(9);
    await expect(panel.getByText(/gunas$/).first()).toBeVisible();
    await expect(panel.getByText("Mangal dosha (মাঙ্গলিক / কুজ দোষ)")).toBeVisible();
    await panel.scrollIntoViewIfNeeded();
    await shot(page, "panel-en", panel);
    if (!atPhoneWidth()) await audit(page, "an ad's page with the compatibility, in English");

    // Matches for you, from the dashboard's menu: the groom with why he is a match, then ranked by the horoscope too.
    await page.goto("/dashboard/matches");
    await expect(page.getByRole("heading", { name: "Matches for you" })).toBeVisible();
    const card = page.getByTestId("match-card").filter({ hasText: groom.name });
    await expect(card.getByText("Meets all your wishes")).toBeVisible();
    await page.getByRole("checkbox", { name: "Rank by the horoscope (yotok) too" }).check();
    await expect(page).toHaveURL(/horoscope=1/);
    await expect(card.getByText(/^(Rajjotok|Uttam|Madhyam|Adham) \(/)).toBeVisible();
    await expect(card.getByText(/^\d+(\.\d+)?\/36 gunas$/)).toBeVisible();
    await shot(page, "matches-en");
    if (!atPhoneWidth()) await audit(page, "Matches for you, in English");

    // In Bengali.
    await useBengali(page);
    await page.goto("/dashboard/matches?horoscope=1");
    await expect(page.getByRole("heading", { name: "আপনার জন্য মানানসই" })).toBeVisible();
    const bnCard = page.getByTestId("match-card").filter({ hasText: groom.name });
    await expect(bnCard.getByText("আপনার সব চাওয়া মেলে")).toBeVisible();
    await expect(bnCard.getByText(/^(রাজযোটক|উত্তম|মধ্যম|অধম)$/)).toBeVisible();
    await expect(bnCard.getByText(/^৩৬-এর মধ্যে [০-৯.]+ গুণ$/)).toBeVisible();
    await shot(page, "matches-bn");
    if (atPhoneWidth()) await audit(page, "Matches for you, in Bengali");

    await page.goto(`/profile/${groom.profileId}`);
    const bnPanel = page.getByTestId("compatibility");
    await expect(bnPanel.getByRole("heading", { name: "আপনাদের মিল কতটা" })).toBeVisible();
    await expect(bnPanel.getByTestId("yotok-verdict")).toHaveText(/^(রাজযোটক|উত্তম|মধ্যম|অধম)$/);
    await expect(bnPanel.getByRole("rowheader", { name: "নাড়ী" })).toBeVisible();
    await bnPanel.scrollIntoViewIfNeeded();
    await shot(page, "panel-bn", bnPanel);
    if (atPhoneWidth()) await audit(page, "an ad's page with the compatibility, in Bengali");

    await page.goto("/edit-ad");
    const bnGroup = page.locator("#birth-details");
    await expect(bnGroup.getByRole("combobox", { name: /^জন্মস্থান/ })).toHaveValue("Kolkata, West Bengal");
    await bnGroup.scrollIntoViewIfNeeded();
    await shot(page, "birth-details-bn", bnGroup);
    if (atPhoneWidth()) await audit(page, "Edit My Ad with the birth details, in Bengali");
  },
);

test("a visitor is asked to sign in on an ad's page to see how well they match", { tag: "@phone" }, async ({ page, request }) => {
  const groom = await createMember(request, { gender: "Male", name: `Anirban Dutta ${String(Date.now()).slice(-5)}` });
  await page.goto(`/profile/${groom.profileId}`);
  const panel = page.getByTestId("compatibility");
  await expect(panel.getByText(/Sign in to see how well you match this ad/)).toBeVisible();
  await expect(panel.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/auth/login");

  // The registration form asks for the birth details with the candidate's.
  await page.goto("/register");
  const group = page.getByRole("group", { name: "Birth details for the horoscope" });
  await expect(group.getByRole("combobox", { name: /^Place of birth/ })).toBeVisible();
  await group.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(import.meta.dirname, "../test-results/screens", "matching-mobile-register-en.png") });
});

test("an RR adds a member with the time and place of birth", async ({ page }) => {
  const n = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const rr = await createRr(page.request, {
    name: "Sudipta Roy",
    email: `rep-${n}@example.in`,
    password: "rep-pass-1",
    mobileNo: "9830066666",
  });
  await storeRrSession(page, rr);
  await page.goto("/rr-panel/add");
  const form = page.locator("form");
  await form.getByLabel(/^Name/).fill(`Rina Pal ${n.slice(-4)}`);
  await form.getByLabel(/^Gender/).selectOption("Female");
  await form.getByLabel(/^Mobile number/).fill(`98${String(Date.now()).slice(-8)}`);
  await form.getByLabel(/^Email/).fill(`rina-${n}@example.in`);
  await form.getByLabel(/^Date of birth/).fill("1998-04-12");
  await form.getByLabel(/^Marital status/).selectOption("Never Married");
  await form.getByLabel(/^Profession/).selectOption({ index: 1 });
  const group = page.getByRole("group", { name: "Birth details for the horoscope" });
  await group.getByLabel(/^Time of birth/).fill("04:20");
  await group.getByLabel("Country of birth").selectOption("BD");
  const town = group.getByRole("combobox", { name: /^Place of birth/ });
  await town.fill("Dhak");
  await expect(group.getByRole("listbox").getByRole("option").first()).toContainText("Dhaka");
  await town.press("Enter");
  await expect(town).toHaveValue(/^Dhaka/);
  await shot(page, "rr-add-en", group);
  const sent = page.waitForRequest((r) => r.url().endsWith("/api/rr/members") && r.method() === "POST");
  await page.getByRole("button", { name: "Register Member" }).click();
  const body = (await sent).postData() ?? "";
  expect(body).toMatch(/name="birthTime"\r\n\r\n04:20\r\n/);
  expect(body).toMatch(/name="birthPlaceId"\r\n\r\nbd-[a-z0-9-]*dhaka\r\n/);
  await expect(page.getByText(/Member [BG]\d+ registered/)).toBeVisible();
});
