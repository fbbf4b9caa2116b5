import { expect, test } from "@playwright/test";
import { openAccountActions, randomPhone, registerMember, requestLoginOtp } from "./fixtures/helpers";
import { createMember } from "./fixtures/members";

// The registration form and the header's account actions (a menu on phones) at both widths.
test("register with a photo, see the ad, log out and log back in by OTP @both", async ({ page }) => {
  const phone = randomPhone();
  const name = `Ananya Sen ${phone.slice(-4)}`;
  await registerMember(page, { phone, name, gender: "Female" });

  // Post-registration page greets the candidate and shows the new ad id.
  await expect(page.getByRole("heading", { name: `Welcome, ${name}!` })).toBeVisible();
  await expect(page.getByText(/^Your AD B\d{4,}$/)).toBeVisible();
  await expect(page.getByText("2 Proposal or Bonus + 10 CCP as Bonus")).toBeVisible();

  // Signed in: the header shows Welcome with the phone.
  await openAccountActions(page);
  await expect(page.getByText(`Welcome, ${phone}`).filter({ visible: true })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem("token"));
  expect(token).toBeTruthy();
  await page.getByRole("button", { name: "Logout" }).filter({ visible: true }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  // The session is revoked on the server, not only forgotten by the browser.
  const me = await page.request.get("/api/users/me", { headers: { Authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(401);
  await page.goto("/");
  await openAccountActions(page);
  await expect(page.getByRole("button", { name: "Login" }).filter({ visible: true })).toBeVisible();
  await expect(page.getByText(`Welcome, ${phone}`).filter({ visible: true })).toHaveCount(0);

  // Log in again with an OTP through the login page.
  const code = await requestLoginOtp(page, phone);
  await page.getByRole("textbox", { name: "OTP", exact: true }).fill(code);
  await page.getByRole("button", { name: "Verify & Login" }).click();
  await expect(page.getByText("Login Successful!")).toBeVisible();
  await page.waitForURL((url) => url.pathname !== "/login");

  await openAccountActions(page);
  await expect(page.getByText(`Welcome, ${phone}`).filter({ visible: true })).toBeVisible();
  // The header link (the dashboard, shown after login, has its own "My Profile" menu item).
  await expect(page.getByRole("banner").getByRole("link", { name: "My Profile", exact: true }).filter({ visible: true })).toBeVisible();
});

test("a wrong OTP is refused with the spec's message", async ({ page, request }) => {
  const { phone } = await createMember(request, { name: "Rohan Das", gender: "Male" });

  const code = await requestLoginOtp(page, phone);
  const wrong = code === "000000" ? "111111" : "000000";
  await page.getByRole("textbox", { name: "OTP", exact: true }).fill(wrong);
  await page.getByRole("button", { name: "Verify & Login" }).click();
  await expect(page.getByRole("alert")).toContainText(/Invalid OTP|incorrect/i);
  await expect(page).toHaveURL(/\/login$/);
});
