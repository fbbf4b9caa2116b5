import { expect, test, type Page } from "@playwright/test";
import { addAdmin, newAdminCredentials, storeAdminSession, totpCodeAfter } from "./fixtures/admin";
import { createMember, signInAs } from "./fixtures/members";

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/admin/${test.info().project.name}-${name}.png`, fullPage: true });

async function photo(color: { r: number; g: number; b: number }, name: string) {
  const { default: sharp } = await import("sharp");
  const buffer = await sharp({ create: { width: 500, height: 650, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

const publicPhotos = async (page: Page, profileId: string) =>
  ((await (await page.request.get(`/api/profile/public/${profileId}`)).json()).data.images as unknown[]).length;

/** The sign-in screen's first step: e-mail and password. */
async function enterPassword(page: Page, admin: { email: string; password: string }) {
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(admin.email);
  await page.getByLabel("Password", { exact: true }).fill(admin.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByLabel(/6-digit code/)).toBeVisible();
}

test("an admin signs in through /admin-login: password, then enrolling the authenticator with recovery codes; later the code alone", async ({
  page,
}) => {
  // A new super admin (added through the API), so the first sign-in enrols whatever ran before.
  const admin = { ...newAdminCredentials(), name: "Sharmila Dutta" };
  await addAdmin(page.request, { ...admin, role: "super_admin" });

  await page.goto("/admin-panel");
  await expect(page).toHaveURL(/\/admin-login$/);
  await expect(page.getByText("Please login as admin to access this page")).toBeVisible();
  // The spec's validation messages.
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Email is required")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();
  await enterPassword(page, admin);
  // Enrolment: the key to add to an authenticator, the code it shows, then the recovery codes once.
  const shown = page.getByTestId("totp-secret");
  await expect(shown).toBeVisible();
  const secret = (await shown.textContent())!.trim();
  await shot(page, "enrol");
  const first = await totpCodeAfter(secret, 0);
  await page.getByLabel(/6-digit code/).fill(first.code);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
  await page.getByRole("button", { name: /I have saved them/ }).click();
  // The panel opens on the business dashboard.
  await expect(page.getByRole("heading", { name: "Business dashboard" })).toBeVisible();
  await expect(page.getByTestId("admin-name")).toHaveText(admin.name);
  // The panel's own header: none of the public site's navigation.
  await expect(page.getByRole("banner").getByText("Admin Panel")).toBeVisible();
  await expect(page.getByRole("link", { name: "Post Ad" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Login" })).toHaveCount(0);

  // Signed out and in again: the code alone (no key shown, no recovery codes).
  await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin-login$/);
  await enterPassword(page, admin);
  await expect(shown).toBeHidden();
  await page.getByLabel(/6-digit code/).fill((await totpCodeAfter(secret, first.step)).code);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { name: "Business dashboard" })).toBeVisible();
  await expect(page.getByRole("button", { name: /I have saved them/ })).toHaveCount(0);
});

test("an admin approves a pending photo and suspends a member whose ad then leaves browse @slow", async ({ page }) => {
  test.slow();
  // A member (registered with a photo) adds another, and both wait for review.
  const member = await createMember(page.request, { name: `Anirban Mitra ${Date.now().toString(36)}`, gender: "Male" });
  const { phone, name, profileId } = member;
  await signInAs(page, member, "/edit-ad");
  await page.getByLabel("Choose photos to upload").setInputFiles([await photo({ r: 30, g: 140, b: 80 }, "green.jpg")]);
  await expect(page.getByText("Photo uploaded. It will appear on your ad once approved.")).toBeVisible();
  const before = await publicPhotos(page, profileId);
  await page.evaluate(() => localStorage.clear());

  await storeAdminSession(page);
  await page.goto("/admin-panel/members/active");
  await expect(page.getByRole("heading", { name: "Active Members" })).toBeVisible();
  await expect(page.getByText("Dashboard / Active Member")).toBeVisible();
  await expect(page.getByTestId("admin-name")).toHaveText("Site Admin");
  await shot(page, "members");

  // Moderation → Photos: the pending photo loads for the admin; approving it shows it on the ad.
  await page.getByRole("link", { name: /^Photos/ }).click();
  await expect(page.getByText("Dashboard / Photos")).toBeVisible();
  // The registration photo and the uploaded one both wait for review.
  const items = page.getByTestId("queue-item").filter({ hasText: profileId });
  // The queue shows the oldest first, 20 a page: earlier tests' photos may fill the first pages.
  await expect(page.getByTestId("queue-item").first()).toBeVisible();
  while ((await items.count()) === 0) {
    const first = (await page.getByTestId("queue-item").first().textContent())!;
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page.getByTestId("queue-item").first()).not.toHaveText(first);
  }
  await expect(items.first().getByRole("img")).toBeVisible();
  await expect
    .poll(() =>
      items
        .first()
        .getByRole("img")
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    )
    .toBe(true);
  await shot(page, "photos");
  // Approve each of the member's photos (one may move up from the next page as others leave).
  let pending = 0;
  while ((await items.count()) > 0) {
    const path = (await items.first().getByRole("img").getAttribute("src"))!.split("?")[0];
    await items.first().getByRole("button", { name: "Approve" }).click();
    await expect(page.locator(`[data-testid=queue-item] img[src^="${path}?"]`)).toHaveCount(0);
    pending++;
  }
  expect(pending).toBeGreaterThan(0);
  await expect(page.getByText(/: approved$/).first()).toBeVisible();
  expect(await publicPhotos(page, profileId)).toBe(before + pending);
  await page.goto(`/profile/${profileId}`);
  await expect(page.getByTestId("gallery-image").first()).toBeVisible();
  if (before + pending > 1) await expect(page.getByTestId("gallery-position")).toHaveText(`1 / ${before + pending}`);

  // The ad is in browse before the suspension.
  await page.goto(`/profiles?q=${profileId}`);
  await expect(page.getByTestId("profile-card").filter({ hasText: profileId })).toBeVisible();

  // Member Management: find the member and suspend with a reason.
  await page.goto("/admin-panel/members/active");
  await page.getByRole("searchbox", { name: "Search members" }).fill(name);
  const row = page.locator("[data-testid=member-row]:visible").filter({ hasText: profileId });
  await expect(row).toHaveCount(1);
  await expect(page.getByText(/Showing 1 to 1 of 1 entries \(filtered\)/)).toBeVisible();
  await expect(row).toContainText(phone);
  await row.getByRole("button", { name: "Suspend" }).click();
  const dialog = page.getByRole("dialog", { name: "Suspend member" });
  await dialog.getByRole("button", { name: "Suspend" }).click();
  await expect(dialog.getByText("Please give a reason")).toBeVisible();
  await dialog.getByLabel("Reason").fill("Photos of another person");
  await dialog.getByRole("button", { name: "Suspend" }).click();
  await expect(page.getByText("Suspended successfully")).toBeVisible();
  await expect(page.getByText(`No results for "${name}"`)).toBeVisible();

  await page.getByRole("link", { name: /^Suspend/ }).click();
  await page.getByRole("searchbox", { name: "Search members" }).fill(profileId);
  await expect(page.locator("[data-testid=member-row]:visible").filter({ hasText: profileId })).toContainText("Suspended");
  await shot(page, "suspended");

  // The ad has left browse and its page, at once.
  await page.goto(`/profiles?q=${profileId}`);
  await expect(page.getByTestId("match-count")).toBeVisible();
  await expect(page.getByTestId("profile-card").filter({ hasText: profileId })).toHaveCount(0);
  expect((await page.request.get(`/api/profile/public/${profileId}`)).status()).toBe(404);

  // An address the panel does not know says so.
  await page.goto("/admin-panel/section/no-such-screen");
  await expect(page.getByText("Select a content management option from the sidebar.")).toBeVisible();

  // A 401 on an admin call clears the admin token and opens /admin-login.
  await page.evaluate(() => localStorage.setItem("adminToken", "x".repeat(43)));
  await page.goto("/admin-panel/members/active");
  await expect(page).toHaveURL(/\/admin-login$/);
  expect(await page.evaluate(() => localStorage.getItem("adminToken"))).toBeNull();
});

test("on a phone the admin menu folds under a button, and a member is found and suspended from its card @phone", async ({ page }) => {
  test.slow();
  const { phone, name, profileId } = await createMember(page.request, { name: `Sourav Pal ${Date.now().toString(36)}`, gender: "Male" });
  await storeAdminSession(page);
  await page.goto("/admin-panel/members/active");
  await expect(page.getByRole("heading", { name: "Active Members" })).toBeVisible();

  // The menu is folded: its links show once the button opens it.
  const menuButton = page.getByRole("button", { name: /Admin menu/ });
  await expect(page.getByRole("link", { name: /^Photos/ })).toBeHidden();
  await menuButton.click();
  await page.getByRole("link", { name: /^Photos/ }).click();
  await expect(page.getByText("Dashboard / Photos")).toBeVisible();
  await expect(page.getByTestId("queue-item").first()).toBeVisible();
  await shot(page, "photos");

  await page.goto("/admin-panel/members/active");
  await page.getByRole("searchbox", { name: "Search members" }).fill(name);
  const row = page.locator("[data-testid=member-row]:visible").filter({ hasText: profileId });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(phone);
  await row.getByRole("button", { name: "Suspend" }).click();
  const dialog = page.getByRole("dialog", { name: "Suspend member" });
  await dialog.getByLabel("Reason").fill("Photos of another person");
  await dialog.getByRole("button", { name: "Suspend" }).click();
  await expect(page.getByText("Suspended successfully")).toBeVisible();

  await menuButton.click();
  await page.getByRole("link", { name: /^Suspend/ }).click();
  await page.getByRole("searchbox", { name: "Search members" }).fill(profileId);
  await expect(page.locator("[data-testid=member-row]:visible").filter({ hasText: profileId })).toContainText("Suspended");
  await shot(page, "suspended");
});

test("at 1280 px every member row's columns and actions are in view without scrolling the table, in English and Bengali", async ({
  page,
}) => {
  await storeAdminSession(page);
  for (const [lng, view, payment, remove] of [
    ["en", "View", "Payment", "Delete"],
    ["bn", "দেখুন", "পেমেন্ট", "মুছুন"],
  ] as const) {
    await page.context().addCookies([{ name: "language", value: lng, url: test.info().project.use.baseURL! }]);
    await page.evaluate((l) => localStorage.setItem("language", l), lng);
    await page.goto("/admin-panel/members/active");
    const row = page.locator("tr[data-testid=member-row]").first();
    await expect(row).toBeVisible();
    // Exact names: a member's own name ("Viewer 1165") is a link in the row too.
    await expect(row.getByRole("link", { name: view, exact: true })).toBeInViewport();
    await expect(row.getByRole("link", { name: payment, exact: true })).toBeInViewport();
    await expect(row.getByRole("button", { name: remove, exact: true })).toBeInViewport();
    // Nothing is left to the table's own horizontal scroll (or under its sticky actions column).
    const box = row.locator("xpath=ancestor::div[contains(@class,'overflow-x-auto')][1]");
    expect(await box.evaluate((el) => el.scrollWidth - el.clientWidth), lng).toBeLessThanOrEqual(0);
    await shot(page, `members-1280-${lng}`);
  }
});
