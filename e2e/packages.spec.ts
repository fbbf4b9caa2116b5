import { join } from "node:path";
import { expect, test } from "./fixtures/sessions";
import type { Page } from "@playwright/test";
import { adminToken } from "./fixtures/admin";
import { createMember, signInAs } from "./fixtures/members";

const shot = (page: Page, name: string) =>
  page.screenshot({
    path: join(import.meta.dirname, "../test-results/screens", `packages-${test.info().project.name}-${name}.png`),
    fullPage: true,
  });

test("a signed-in member buys a video profile package from /announcement at its fee plus GST; its refund issues a credit note", async ({
  page,
  request,
}) => {
  // A visitor is asked to register or log in, and is offered no Buy.
  await page.goto("/announcement");
  await expect(page.getByTestId("package-row")).toHaveCount(3);
  await expect(page.getByRole("link", { name: /^Buy/ })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Register to post your ad" })).toBeVisible();

  const member = await createMember(request, { name: "Package Buyer", gender: "Female" });
  await signInAs(page, member, "/announcement");
  await expect(page.getByRole("link", { name: "Register to post your ad" })).toHaveCount(0);
  await page.getByTestId("package-row").filter({ hasText: "Silver" }).getByRole("link", { name: /^Buy/ }).click();
  await expect(page).toHaveURL(/\/checkout\?plan=/);
  await expect(page.getByTestId("plan-price")).toHaveText("₹2,594.82");
  await expect(page.getByText("₹2,199 + 18% GST")).toBeVisible();
  await page.getByLabel(/Location/).fill("Kolkata");
  await shot(page, "1-checkout");
  await page.getByRole("button", { name: "Pay ₹2,594.82 & Subscribe" }).click();
  const gateway = page.getByRole("dialog");
  await expect(gateway).toContainText("Silver");
  await gateway.getByRole("button", { name: "Pay ₹2,594.82" }).click();
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();

  // Paying for the same package again is refused: the member holds it.
  const bearer = { authorization: `Bearer ${member.token}` };
  const again = await request.post("/api/v1/payments/subscribe", {
    headers: bearer,
    data: { planId: 9, location: "Kolkata", amount: 2594.82 },
  });
  expect(again.status()).toBe(409);

  await page.goto("/dashboard/payments");
  const row = page.getByTestId("payment-row");
  await expect(row).toHaveCount(1);
  await row.getByRole("link", { name: /Receipt/ }).click();
  await expect(page.getByText("Taxable value")).toBeVisible();
  const id = page.url().split("/receipt/")[1];

  // The admin refunds it: the receipt names the credit note and the amount net of it; the credit note prints.
  const refund = await request.post(`/api/admin/payments/${id}/refund`, {
    headers: { authorization: `Bearer ${adminToken()}` },
    data: { reason: "Asked by the member" },
  });
  expect(refund.status(), await refund.text()).toBe(200);
  await page.reload();
  await expect(page.getByTestId("receipt-net")).toContainText("₹0");
  await shot(page, "2-refunded-receipt");
  await page.getByRole("link", { name: "View credit note" }).click();
  await expect(page).toHaveURL(`/credit-note/${id}`);
  await expect(page.getByTestId("credit-note-number")).toHaveText(/^CN\/\d{4}-\d{2}\/\d{6}$/);
  await expect(page.getByTestId("credit-note-receipt")).toContainText(/SB\/\d{4}-\d{2}\/\d{6}/);
  await expect(page.getByText("Total refunded")).toBeVisible();
  await shot(page, "3-credit-note");
});
