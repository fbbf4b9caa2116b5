import { join } from "node:path";
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures/sessions";

const shot = (page: Page, name: string) =>
  page.screenshot({
    path: join(import.meta.dirname, "../test-results/screens", `admin-catalogue-${test.info().project.name}-${name}.png`),
    fullPage: false,
  });

/** The castes the registration form offers for Hindu → Brahmin, in a fresh browser (nothing cached). */
async function offeredCastes(browser: Browser): Promise<{ page: Page; castes: () => Promise<string[]> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/register");
  await expect(page.getByRole("heading", { name: /post your advertisement/i })).toBeVisible();
  await page.getByRole("combobox", { name: "Religion", exact: true }).selectOption({ label: "Hindu" });
  await page.getByRole("combobox", { name: "Community", exact: true }).selectOption({ label: "Brahmin" });
  const caste = page.getByRole("combobox", { name: "Caste", exact: true });
  return { page, castes: () => caste.locator("option").allTextContents() };
}

const option = (page: Page, value: string) => page.locator(`[data-testid="catalogue-option"][data-value="${value}"]`);

test("an admin adds and retires a caste: the registration form offers it, then no longer", async ({ browser, adminPage: admin }) => {
  const caste = `Gangopadhyay ${String(Date.now()).slice(-5)}${Math.random().toString(36).slice(2, 5)}`;

  await admin.goto("/admin-panel/section/religions");
  await expect(admin.getByRole("heading", { name: "Religions" })).toBeVisible();
  const hindu = option(admin, "Hindu");
  await expect(hindu).toContainText(/In \d+ ads/);
  await hindu.getByRole("button", { name: /^Show communities \(\d+\)$/ }).click();
  const brahmin = option(admin, "Brahmin");
  await brahmin.getByRole("button", { name: /^Show castes \(\d+\)$/ }).click();
  const add = admin.getByRole("form", { name: "Add a caste to Brahmin" });
  await add.getByLabel("English name").fill(caste);
  await add.getByLabel("Bengali name").fill("গঙ্গোপাধ্যায়");
  await add.getByRole("button", { name: "Add" }).click();
  const row = option(admin, caste);
  await expect(row).toContainText("Not in use");
  await expect(row).toContainText("গঙ্গোপাধ্যায়");
  await option(admin, "Rarhi").scrollIntoViewIfNeeded();
  await shot(admin, "1-religions");

  const before = await offeredCastes(browser);
  await expect.poll(before.castes).toContain(caste);
  await before.page.context().close();

  await row.getByRole("button", { name: `Retire: ${caste}` }).click();
  await expect(row).toContainText("Retired");
  await expect(row.getByRole("button", { name: `Bring back: ${caste}` })).toBeVisible();
  await row.scrollIntoViewIfNeeded();
  await shot(admin, "2-retired");

  const after = await offeredCastes(browser);
  await expect.poll(after.castes).toContain("Rarhi");
  expect(await after.castes()).not.toContain(caste);
  await after.page.getByRole("combobox", { name: "Caste", exact: true }).scrollIntoViewIfNeeded();
  await shot(after.page, "3-registration");
  await after.page.context().close();

  // An unused value can be deleted.
  await row.getByRole("button", { name: `Delete: ${caste}` }).click();
  await admin.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(row).toHaveCount(0);

  await admin.goto("/admin-panel/section/locations");
  await expect(admin.getByRole("heading", { name: "Locations" })).toBeVisible();
  await admin.getByRole("searchbox", { name: "Search states" }).fill("Bengal");
  await option(admin, "West Bengal")
    .getByRole("button", { name: /^Show cities \(\d+\)$/ })
    .click();
  await expect(option(admin, "Kolkata")).toContainText("কলকাতা");
  await shot(admin, "4-locations");
  // The same screen in Bengali.
  await admin.getByRole("button", { name: /Switch to Bengali/ }).click();
  await expect(admin.getByRole("heading", { name: "এলাকা" })).toBeVisible();
  await expect(option(admin, "Kolkata")).toContainText("কলকাতা");
  await shot(admin, "4-locations-bn");
});

test("an admin changes a plan's price and /plans shows the new price", async ({ browser, adminPage: admin }) => {
  await admin.goto("/admin-panel/section/package");
  await expect(admin.getByRole("heading", { name: "Package" })).toBeVisible();
  const card = admin.getByTestId("package-plan").filter({ hasText: "Video Advertisement" });
  await expect(card.getByTestId("package-price")).toHaveText("₹7,000");
  await shot(admin, "5-package");

  const price = "7200";
  const shown = "₹7,200";
  const setPrice = async (value: string) => {
    await card.getByRole("button", { name: "Edit: Video Advertisement" }).click();
    const dialog = admin.getByRole("dialog");
    await dialog.getByLabel("Price (₹)").fill(value);
    return dialog;
  };
  const dialog = await setPrice(price);
  await shot(admin, "6-edit");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId("package-price")).toHaveText(shown);

  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto("/plans");
  const plan = visitor.getByRole("article", { name: "Video Advertisement" });
  await expect(plan).toContainText(shown);
  await plan.scrollIntoViewIfNeeded();
  await shot(visitor, "7-plans");
  await context.close();

  // The price is put back for the specs that follow.
  await (await setPrice("7000")).getByRole("button", { name: "Save" }).click();
  await expect(card.getByTestId("package-price")).toHaveText("₹7,000");
});
