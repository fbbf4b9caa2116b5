import { join } from "node:path";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { adminStorageState, createAdmin } from "./fixtures/admin";
import { expect, test } from "./fixtures/sessions";
import { createMember, signInAs } from "./fixtures/members";

const shot = (page: Page, name: string) =>
  page.screenshot({
    path: join(import.meta.dirname, "../test-results/screens", `admin-money-${test.info().project.name}-${name}.png`),
    fullPage: true,
  });

/**
 * A second super admin (the one who records a cheque is not the one who clears it), added and signed in
 * through the API, in a browser context of its own on Cheque Payments.
 */
async function secondSuperAdminPage(browser: Browser, request: APIRequestContext, baseURL: string): Promise<Page> {
  const checker = await createAdmin(request, "super_admin", "Accounts Checker");
  const context = await browser.newContext({ storageState: adminStorageState(new URL(baseURL).origin, checker) });
  const page = await context.newPage();
  await page.goto("/admin-panel/cheques");
  await expect(page.getByRole("heading", { name: "Cheque Payments" })).toBeVisible();
  return page;
}

test("an admin records a cheque, another super admin clears it, and the member's dashboard shows the plan @slow", async ({
  page,
  browser,
  baseURL,
  adminPage: admin,
}) => {
  test.slow();
  const member = await createMember(page.request, { name: "Cheque Payer", gender: "Male" });
  const { phone } = member;
  await signInAs(page, member, "/dashboard");
  await expect(page.getByTestId("current-plan")).not.toContainText("Text AD Basic Plus");

  await admin.goto("/admin-panel");
  await expect(admin.getByRole("heading", { name: "Business dashboard" })).toBeVisible();
  await expect(admin.getByRole("img", { name: "Registrations and proposals per day" })).toBeVisible();
  await shot(admin, "1-dashboard");
  await admin.getByText("Show the numbers as a table").first().click();
  await expect(admin.getByRole("table").first()).toBeVisible();

  await admin.goto("/admin-panel/cheques");
  await admin.getByRole("button", { name: "Record a payment" }).click();
  await admin.getByRole("button", { name: "Record a payment" }).click();
  await expect(admin.getByText("The cheque or transfer number is required")).toBeVisible();
  const number = String(Date.now()).slice(-8);
  await admin.getByLabel("Cheque / transfer number").fill(number);
  await admin.getByLabel("Bank", { exact: true }).fill("State Bank of India");
  await admin.getByLabel("Member (ad number or phone)").fill(phone);
  await admin.getByLabel("Plan", { exact: true }).selectOption({ label: "Text AD Basic Plus · ₹3,000" });
  await expect(admin.getByLabel("Amount (₹)")).toHaveValue("3000");
  await shot(admin, "2-cheque-form");
  await admin.getByRole("button", { name: "Record a payment" }).click();
  await expect(admin.getByText("Payment recorded. Clear it when the money is in the bank.")).toBeVisible();
  const row = admin.getByTestId("cheque-row").filter({ hasText: number }).filter({ visible: true });
  await expect(row).toContainText("Recorded");
  // The one who recorded it cannot clear it: another super admin does.
  await expect(row.getByRole("button", { name: "Clear" })).toBeDisabled();
  await expect(row.getByText("You recorded this payment: another super admin must clear it.")).toBeVisible();
  const checker = await secondSuperAdminPage(browser, admin.request, baseURL!);
  const checkerRow = checker.getByTestId("cheque-row").filter({ hasText: number }).filter({ visible: true });
  await checkerRow.getByRole("button", { name: "Clear" }).click();
  await checker.getByRole("dialog").getByRole("button", { name: "Clear" }).click();
  await expect(checker.getByText("Cleared: the plan is granted.")).toBeVisible();
  await expect(checkerRow).toContainText("Cleared");
  await checker.context().close();
  await admin.reload();
  await expect(row).toContainText("Cleared");
  await expect(row.getByRole("link", { name: /Receipt SB\/\d{4}-\d{2}\/\d{6}/ })).toBeVisible();
  await shot(admin, "3-cheques");

  // The order is in Online Payments too, paid by cheque, with its history.
  await row.getByRole("link", { name: /Receipt/ }).click();
  await expect(admin.getByRole("heading", { name: /^Order chq_/ })).toBeVisible();
  await expect(admin.getByText("Payment received", { exact: true })).toBeVisible();
  await shot(admin, "4-order");
  await admin.goto("/admin-panel/payments");
  await expect(admin.getByRole("heading", { name: "Online Payments" })).toBeVisible();
  await shot(admin, "5-payments");

  await page.goto("/dashboard");
  await expect(page.getByTestId("current-plan")).toHaveText("Text AD Basic Plus (till marriage)");
});

test("an admin creates a promo code and a member pays the discounted price at checkout @slow", async ({ page, adminPage: admin }) => {
  test.slow();
  await admin.goto("/admin-panel/promo");
  const code = `PUJA${String(Date.now()).slice(-5)}`;
  await admin.getByRole("button", { name: "Add a promo code" }).click();
  const dialog = admin.getByRole("dialog");
  await dialog.getByLabel("Code").fill(code);
  await dialog.getByLabel("Description").fill("Puja offer");
  await dialog.getByLabel("Discount (%)").fill("20");
  await dialog.getByLabel("Total uses").fill("10");
  await shot(admin, "6-promo-form");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(admin.getByText("Promo code saved.")).toBeVisible();
  await expect(admin.getByTestId("promo-row").filter({ hasText: code }).filter({ visible: true })).toContainText("0 of 10 used");
  await shot(admin, "7-promos");
  await admin.goto("/admin-panel/exports/members");
  await expect(admin.getByText("Phone and e-mail columns are included (super admin).")).toBeVisible();
  await shot(admin, "8-export");

  const member = await createMember(page.request, { name: "Promo Payer", gender: "Female" });
  const { phone } = member;
  await signInAs(page, member, "/plans");
  await page.getByRole("link", { name: "Choose plan Text AD Basic Plus" }).click();
  await expect(page).toHaveURL(/\/checkout\?plan=/);
  await page.getByLabel(/Location/).fill("Kolkata");
  await page.getByLabel("Promo code").fill("NOSUCHCODE");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("This promo code is not valid")).toBeVisible();
  await page.getByLabel("Promo code").fill(code.toLowerCase());
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText(`${code} applied: you save ₹600.`)).toBeVisible();
  await expect(page.getByTestId("promo-total")).toHaveText("₹2,400");
  await shot(page, "9-checkout-promo");
  await page.getByRole("button", { name: "Pay ₹2,400 & Subscribe" }).click();
  const gateway = page.getByRole("dialog");
  await gateway.getByRole("button", { name: "Pay ₹2,400" }).click();
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
  await page.goto("/dashboard");
  await expect(page.getByTestId("current-plan")).toHaveText("Text AD Basic Plus (till marriage)");

  // The admin sees the order with the code and its discount, and one use taken.
  await admin.goto("/admin-panel/payments");
  await admin.getByLabel("Search", { exact: true }).fill(phone);
  await admin.getByRole("button", { name: "Filter" }).click();
  const order = admin.locator("[data-testid=order-card], tr").filter({ hasText: code }).filter({ visible: true });
  await expect(order).toContainText("₹2,400");
  await admin.goto("/admin-panel/promo");
  await expect(admin.getByTestId("promo-row").filter({ hasText: code }).filter({ visible: true })).toContainText("1 of 10 used");
});
