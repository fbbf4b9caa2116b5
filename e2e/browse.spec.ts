import { expect, test } from "@playwright/test";
import { createMember, signInAs } from "./fixtures/members";

// The filters are a drawer on phones and a side panel on wide screens.
test(
  "filter by religion and age: the count matches the cards; open a card, come back with filters kept; favourite survives reload",
  { tag: "@both" },
  async ({ page, request, isMobile }) => {
    // A bride with three photos (waiting for review); browse as a visitor first.
    const name = `Maria Gomes ${String(Math.random()).slice(2, 6)}`;
    const bride = await createMember(request, {
      gender: "Female",
      name,
      religion: "Christian",
      photos: 3,
      dateOfBirth: "1998-08-25",
      heightInches: 62,
    });
    const { profileId, phone: advertiser } = bride;

    // The first page of ads arrives drawn: a visitor's browser does not ask for it again.
    const asked: string[] = [];
    page.on("request", (r) => void (r.url().includes("/api/profile/ad-profiles") && asked.push(r.url())));
    await page.goto("/profiles");
    await expect(page.getByTestId("match-count")).toContainText(/\d+ match/);
    await expect(page.locator("[data-waiting]")).toHaveCount(0);
    await expect(page.getByTestId("profile-card").first()).toBeVisible();
    expect(asked).toEqual([]);
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
    const viewer = await createMember(request, {
      gender: "Female",
      name: `Viewer ${String(Math.random()).slice(2, 6)}`,
      religion: "Christian",
    });
    await signInAs(page, viewer, `/profile/${profileId}`);
    const fav = page.getByRole("button", { name: /Add To Favourite|Favourite/ });
    await expect(fav).toHaveAttribute("aria-pressed", "false");
    await fav.click();
    await expect(fav).toHaveAttribute("aria-pressed", "true");
    await page.reload();
    await expect(page.getByRole("button", { name: /Favourite/ })).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("button", { name: /Favourite/ }).click();
    await expect(page.getByRole("button", { name: /Add To Favourite/ })).toHaveAttribute("aria-pressed", "false");
  },
);

test("unknown profile shows Profile not found with a way back", async ({ page }) => {
  await page.goto("/profile/G9999999");
  await expect(page.getByRole("heading", { name: "Profile not found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to Profiles" }).click();
  await expect(page).toHaveURL(/\/profiles$/);
});
