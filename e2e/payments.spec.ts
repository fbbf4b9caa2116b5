import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { createMember } from "./fixtures/members";

const shot = (page: Page, name: string) =>
  page.screenshot({
    path: join(import.meta.dirname, "../test-results/screens", `payments-${test.info().project.name}-${name}.png`),
    fullPage: true,
  });

/** Chooses a plan on /plans and lands on checkout. */
async function choosePlan(page: Page, name: string) {
  await page.goto("/plans");
  await page.getByRole("link", { name: `Choose plan ${name}` }).click();
  await expect(page).toHaveURL(/\/checkout\?plan=/);
}

test("choose a plan, log in from the dialog, pay with the test gateway, see the plan and its receipt @slow", async ({ page, request }) => {
  const { phone } = await createMember(request, { name: "Payment Tester", gender: "Male" });

  // A visitor gets the login dialog; after login the chosen plan comes back.
  await choosePlan(page, "Text AD Basic Plus");
  const login = page.getByRole("dialog");
  await login.getByRole("textbox", { name: "Mobile number" }).fill(phone);
  await login.getByRole("button", { name: "Send OTP" }).click();
  const fallback = login.getByText(/Use this code: \d{6}/);
  await expect(fallback).toBeVisible();
  await login.getByRole("textbox", { name: "OTP", exact: true }).fill((await fallback.textContent())!.match(/\d{6}/)![0]);
  await login.getByRole("button", { name: "Verify & Login" }).click();
  await expect(page).toHaveURL(/\/checkout/);

  const pay = page.getByRole("button", { name: "Pay ₹3,000 & Subscribe" });
  await expect(pay).toBeVisible();
  await expect(page.getByText("Payment Tester")).toBeVisible();
  await pay.click();
  await expect(page.getByText("Location is required")).toBeVisible();
  await page.getByLabel(/Location/).fill("Kolkata");
  await shot(page, "1-checkout");
  await pay.click();

  const gateway = page.getByRole("dialog");
  await expect(gateway.getByText("Test payment: no money is taken")).toBeVisible();
  await shot(page, "2-gateway");
  await gateway.getByRole("button", { name: "Pay ₹3,000" }).click();

  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
  await expect(page.getByTestId("order-id")).toHaveText(/^order_/);
  await expect(page.getByRole("region", { name: "Payment Successful!" }).getByText("₹3,000")).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("planPaymentStatus"))).toBeNull();
  await shot(page, "3-success");

  await page.getByRole("link", { name: "Go to Dashboard" }).click();
  await expect(page.getByTestId("current-plan")).toHaveText("Text AD Basic Plus (till marriage)");
  await page.goto("/dashboard/payments");
  const row = page.getByTestId("payment-row");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Paid");
  await shot(page, "4-history");
  await row.getByRole("link", { name: /Receipt/ }).click();
  await expect(page.getByTestId("receipt-number")).toHaveText(/^SB\/\d{4}-\d{2}\/\d{6}$/);
  await expect(page.getByText("GST @ 18% (included)")).toBeVisible();
  await shot(page, "5-receipt");

  // A failed payment: "Payment Failed", then Try Again brings the form back.
  await choosePlan(page, "10 Proposals");
  await page.getByLabel(/Location/).fill("Howrah");
  await page.getByRole("button", { name: "Pay ₹250 & Subscribe" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Fail payment" }).click();
  await expect(page.getByRole("heading", { name: "Payment Failed" })).toBeVisible();
  await shot(page, "6-failed");
  await page.getByRole("button", { name: "Try Again" }).click();
  await expect(page.getByRole("button", { name: "Pay ₹250 & Subscribe" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("planPaymentStatus"))).toBeNull();
  await page.goto("/dashboard/payments");
  await expect(page.getByTestId("payment-row").filter({ hasText: "Failed" })).toHaveCount(1);
});
