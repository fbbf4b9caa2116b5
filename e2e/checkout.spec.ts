import { expect, test, type Page } from "@playwright/test";
import { createMember, signInAs } from "./fixtures/members";

/** /checkout for a plan, as a plan card opens it. */
const checkoutOf = (plan: { id: number; name: string; price: number; type: string }) =>
  `/checkout?${new URLSearchParams({ plan: JSON.stringify({ ...plan, description: "" }) })}`;
const proposals10 = { id: 5, name: "10 Proposals", price: 250, type: "proposal" };
const proposals100 = { id: 6, name: "100 Proposals", price: 2000, type: "proposal" };

async function payAtTestGateway(page: Page, amount: string) {
  await page.getByLabel(/Location/).fill("Howrah");
  await page.getByRole("button", { name: `Pay ${amount} & Subscribe` }).click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: `Pay ${amount}` })
    .click();
}

test("the payment result opens on a phone's screen with the focus on it, and the next checkout starts from its own order @phone", async ({
  page,
  request,
}) => {
  const member = await createMember(request, { name: "Moumita Pal", gender: "Female" });
  await signInAs(page, member, checkoutOf(proposals10));
  await payAtTestGateway(page, "₹250");

  // The Pay button was far down the form: the page opens at the result, not at the footer.
  const heading = page.getByRole("heading", { level: 1, name: "Payment Successful!" });
  await expect(heading).toBeInViewport();
  await expect(heading).toBeFocused();
  const result = page.getByRole("region", { name: "Payment Successful!" });
  await expect(result.getByText("₹250")).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // Left another way than its buttons (the address bar here), then another plan: its own form and Pay button.
  await page.goto("/about");
  await page.goto(checkoutOf(proposals100));
  await expect(page.getByRole("button", { name: "Pay ₹2,000 & Subscribe" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toHaveCount(0);
  // And the first plan again: a fresh checkout too.
  await page.goto(checkoutOf(proposals10));
  await expect(page.getByRole("button", { name: "Pay ₹250 & Subscribe" })).toBeVisible();
});
