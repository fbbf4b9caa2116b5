import { expect, test, type Page } from "@playwright/test";
import { randomPhone, samplePhoto, settleOnPostReg } from "./fixtures/helpers";

/** Registers a bride with three photos through the form; stays signed in. */
async function registerBride(page: Page, phone: string, name: string) {
  await page.goto("/register");
  await page.getByRole("radio", { name: /^Female/ }).check();
  await page.getByRole("textbox", { name: "Mobile number" }).fill(phone);
  await page.getByRole("button", { name: "Send OTP" }).click();
  const code = page.locator("strong").filter({ hasText: /^\d{6}$/ });
  await expect(code).toBeVisible();
  await page.getByRole("textbox", { name: "OTP", exact: true }).fill((await code.textContent())!.trim());
  await page.getByRole("textbox", { name: "Candidate's Name" }).fill(name);
  await page.getByRole("combobox", { name: "Marital status", exact: true }).selectOption({ label: "Never Married" });
  await page.getByRole("textbox", { name: "Date of birth" }).fill("1998-08-25");
  await page.getByRole("combobox", { name: "Height", exact: true }).selectOption({ label: `5'2"` });
  await page.getByRole("combobox", { name: "State", exact: true }).selectOption({ label: "West Bengal" });
  await page.getByRole("combobox", { name: "Religion", exact: true }).selectOption({ label: "Christian" });
  await page.getByRole("combobox", { name: "Community", exact: true }).selectOption({ index: 1 });
  await page.getByRole("combobox", { name: "Caste", exact: true }).selectOption({ index: 1 });
  await page.getByRole("combobox", { name: "Profession", exact: true }).selectOption({ index: 1 });
  const photo = await samplePhoto();
  await page.locator('input[type="file"]').setInputFiles([1, 2, 3].map((i) => ({ ...photo, name: `candidate-${i}.jpg` })));
  await page.getByRole("checkbox", { name: /I agree to the terms/ }).check();
  await page.getByRole("button", { name: "Complete Registration" }).click();
  await settleOnPostReg(page);
}

test("filter by religion and age: the count matches the cards; open a card, come back with filters kept; favourite survives reload", async ({
  page,
  isMobile,
}) => {
  const advertiser = randomPhone();
  const name = `Maria Gomes ${advertiser.slice(-4)}`;
  await registerBride(page, advertiser, name);
  const profileId = await page.evaluate(() => JSON.parse(localStorage.getItem("user")!).profileId as string);
  // Browse as a visitor first (the advertiser's own ad is hidden from herself).
  await page.evaluate(() => localStorage.clear());

  await page.goto("/profiles");
  await expect(page.getByTestId("match-count")).toContainText(/\d+ match/);
  if (isMobile) await page.getByRole("button", { name: /^Filters/ }).click();
  const filters = page.getByRole("form", { name: "Filters" });
  await filters.getByText("Christian", { exact: true }).click();
  await filters.getByRole("combobox", { name: "Age From" }).selectOption("25");
  await filters.getByRole("combobox", { name: "Age To" }).selectOption("30");
  await filters.getByRole("button", { name: "Apply Filters" }).click();
  await expect(page).toHaveURL(/religion=Christian/);
  await expect(page).toHaveURL(/ageFrom=25&ageTo=30|ageTo=30.*ageFrom=25|ageFrom=25.*ageTo=30/);

  // The filtered answer has come: the previous cards stay on screen until it does (the URL changes
  // first; the new screen is drawn in a transition), so wait until nothing is fetching and every card
  // shown is a Christian one. Then the count is the number of cards and no built-in sample profile
  // (DEMO_…) is mixed in.
  const cards = page.getByTestId("profile-card");
  await expect(async () => {
    expect(await page.locator('[aria-busy="true"]').count()).toBe(0);
    expect(await cards.filter({ hasNotText: "Christian" }).count()).toBe(0);
  }).toPass();
  const card = cards.filter({ hasText: profileId });
  await expect(card).toBeVisible();
  const shown = await cards.count();
  expect(shown).toBeLessThanOrEqual(20);
  await expect(page.getByTestId("match-count")).toHaveText(`${shown} ${shown === 1 ? "match" : "matches"} found`);
  await expect(cards.filter({ hasText: "DEMO_" })).toHaveCount(0);
  // The registration photos wait for review: the card shows the bride's initials meanwhile.
  await expect(card.getByRole("img", { name: `No photo yet: ${name}` })).toBeVisible();
  await card.click();

  await expect(page).toHaveURL(new RegExp(`/profile/${profileId}$`));
  await expect(page.getByRole("heading", { name })).toBeVisible();
  await expect(page.getByRole("img", { name: "No photos yet" })).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Advertiser Contact Detail" })).not.toContainText(advertiser);

  await page.getByRole("button", { name: "← Back to Profiles" }).click();
  await expect(page).toHaveURL(/religion=Christian/);
  if (isMobile) await page.getByRole("button", { name: /^Filters/ }).click();
  await expect(page.getByRole("form", { name: "Filters" }).getByRole("combobox", { name: "Age From" })).toHaveValue("25");

  // A member marks the ad as favourite; it stays marked after a reload.
  await page.goto("/login");
  const viewer = randomPhone();
  await page.goto("/register");
  await page.evaluate(() => localStorage.clear());
  await registerBrideAsViewer(page, viewer);
  await page.goto(`/profile/${profileId}`);
  const fav = page.getByRole("button", { name: /Add To Favourite|Favourite/ });
  await expect(fav).toHaveAttribute("aria-pressed", "false");
  await fav.click();
  await expect(fav).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  await expect(page.getByRole("button", { name: /Favourite/ })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: /Favourite/ }).click();
  await expect(page.getByRole("button", { name: /Add To Favourite/ })).toHaveAttribute("aria-pressed", "false");
});

async function registerBrideAsViewer(page: Page, phone: string) {
  await registerBride(page, phone, `Viewer ${phone.slice(-4)}`);
}

test("unknown profile shows Profile not found with a way back", async ({ page }) => {
  await page.goto("/profile/G9999999");
  await expect(page.getByRole("heading", { name: "Profile not found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to Profiles" }).click();
  await expect(page).toHaveURL(/\/profiles$/);
});
