import { expect, test, type Page } from "@playwright/test";
import { adminToken, storeAdminSession } from "./fixtures/admin";
import { payForPlanSeven, randomPhone, registerMember } from "./fixtures/helpers";
import { createMember } from "./fixtures/members";
import { createRr, storeRrSession } from "./fixtures/sessions";

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/rr/${test.info().project.name}-${name}.png`, fullPage: true });

test("an RR registers, is activated, signs in, shares the code; a member registers with it and shows in the RR's list @slow", async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]).catch(() => undefined);
  const n = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `rep-${n}@example.in`;

  // Register on /rr-login (the spec's validation first).
  await page.goto("/rr-login");
  await expect(page.getByRole("heading", { name: "RR Login" })).toBeVisible();
  await page.getByRole("tab", { name: "Register" }).click();
  await page.getByRole("button", { name: "Register", exact: true }).click();
  await expect(page.getByText("Full name is required")).toBeVisible();
  await page.getByLabel("Full name", { exact: true }).fill("Mitali Basu");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByLabel("Phone number", { exact: true }).fill("98300 55555");
  await page.getByLabel("Password", { exact: true }).fill("rep-pass-1");
  await page.getByRole("button", { name: "Register", exact: true }).click();
  await expect(page.getByText("Registration successful! Please login with your credentials.")).toBeVisible();
  await shot(page, "registered");
  // After 2 seconds the Login tab, with the e-mail filled in.
  await expect(page.getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true", { timeout: 5000 });
  await expect(page.getByRole("textbox", { name: "Email", exact: true })).toHaveValue(email);

  // Inactive: signs in, sees that the account awaits activation, cannot generate a code.
  await page.getByLabel("Password", { exact: true }).fill("rep-pass-1");
  await page.getByRole("form", { name: "Login" }).getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/rr-panel/);
  await expect(page.getByRole("heading", { name: "Welcome, Mitali Basu" })).toBeVisible();
  await expect(page.getByText(/awaiting activation/).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Generate Referral Code" })).toBeDisabled();

  // A super admin activates the RR (through the API).
  const auth = { authorization: `Bearer ${adminToken()}` };
  const list = await page.request.get(`/api/admin/rr?search=${encodeURIComponent(email)}`, { headers: auth });
  const rrId = (await list.json()).data.rrs[0].id as number;
  expect((await page.request.put(`/api/admin/rr/${rrId}/status`, { headers: auth, data: { active: true } })).status()).toBe(200);

  // Generate and copy the code.
  await page.reload();
  await expect(page.getByText(/awaiting activation/)).toHaveCount(0);
  await page.getByRole("button", { name: "Generate Referral Code" }).click();
  const code = page.getByTestId("refer-code");
  await expect(code).toHaveText(/^[A-HJKMNP-Z2-9]{7}$/);
  const referCode = (await code.textContent())!.trim();
  await page.getByRole("button", { name: "Copy", exact: true }).click();
  await expect(page.getByRole("button", { name: "Copied!" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Copy", exact: true })).toBeVisible({ timeout: 4000 });
  await expect(page.getByText("No Referred Members Yet")).toBeVisible();
  await shot(page, "panel-empty");

  // A member registers through /register/{code} (in another tab, without the RR's session in the way).
  const memberPage = await context.newPage();
  const memberName = `Rupa Sarkar ${n.slice(-4)}`;
  await registerMember(memberPage, { phone: randomPhone(), name: memberName, gender: "Female", referCode });
  const memberToken = (await memberPage.evaluate(() => localStorage.getItem("token")))!;
  await memberPage.close();

  // The RR sees the member and the totals.
  await page.getByRole("button", { name: "Refresh" }).click();
  await expect(page.getByText(memberName).filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByText("Page 1 of 1")).toBeVisible();
  const totals = page.getByText("Total Members").locator("..");
  await expect(totals).toContainText("1");
  await page.getByLabel("Search members by name, phone, or email...").fill("nobody-like-this");
  await expect(page.getByText("No Referred Members Yet")).toBeVisible();
  await page.getByLabel("Search members by name, phone, or email...").fill("");
  await expect(page.getByText(memberName).filter({ visible: true }).first()).toBeVisible();
  await shot(page, "panel-member");

  // The member pays Rs 3,000 at the test gateway: 5 % of the amount net of GST is the RR's (Rs 127.12).
  await payForPlanSeven(page.request, memberToken);
  await page.getByRole("button", { name: "Refresh" }).click();
  await expect(page.getByText("Total Commission").locator("..")).toContainText("₹127.12");

  // The other screens of the menu, each at its own address.
  for (const [menu, heading, path] of [
    ["Add Member", "Add Member", "add"],
    ["Track Payment", "Track Payment", "payments"],
    ["Commission Report", "Commission Report", "commission"],
    ["Referral History", "Referral History", "history"],
  ]) {
    await page.getByRole("navigation", { name: "RR menu" }).getByRole("link", { name: menu }).click();
    await expect(page).toHaveURL(new RegExp(`/rr-panel/${path}$`));
    await expect(page.getByRole("heading", { name: heading, level: 2 })).toBeVisible();
    await shot(page, menu.toLowerCase().replace(/ /g, "-"));
  }
  await expect(page.getByText(new RegExp(`${memberName}.*registered with your referral code`))).toBeVisible();
  await shot(page, "history");

  // The admin's RR Tracker shows the RR with the member.
  await storeAdminSession(page);
  await page.goto("/admin-panel/section/rr-tracker");
  await expect(page.getByRole("heading", { name: "RR Tracker" })).toBeVisible();
  await page.getByLabel("Search by name, email, phone or code").fill(email);
  await expect(page.getByTestId("rr-row").filter({ hasText: email }).filter({ visible: true })).toContainText(referCode);
  await shot(page, "admin-tracker");
  await page.goto("/admin-panel/section/rr-payment-downloader");
  await expect(page.getByRole("heading", { name: "RR Payment Downloader" })).toBeVisible();
  const due = page.getByTestId("due-row").filter({ hasText: email });
  await expect(due).toContainText("₹127.12");
  await shot(page, "admin-payouts");
  await due.getByRole("button", { name: "Mark as paid" }).click();
  await due.getByLabel("Payment reference").fill(`NEFT-${n}`);
  await due.getByRole("button", { name: "Confirm payment" }).click();
  await expect(page.getByText(`Payout to Mitali Basu marked paid (reference NEFT-${n})`)).toBeVisible();
  await expect(due).toHaveCount(0);

  // The payout moved the commission from due to paid in the RR's own report.
  await page.goto("/rr-panel/commission");
  const reportTotals = page.locator("tfoot");
  await expect(reportTotals.getByRole("rowheader")).toHaveText("Total");
  await expect(reportTotals).toContainText("₹127.12");
  // After the label: earned, reversed, due, paid.
  await expect(reportTotals.locator("td").nth(2)).toHaveText("₹0.00");
  await expect(reportTotals.locator("td").nth(3)).toHaveText("₹127.12");
  await shot(page, "report-paid");

  // A 401 on an RR call clears the RR token and goes to /rr-login.
  await page.evaluate(() => localStorage.setItem("rrToken", "x".repeat(43)));
  await page.goto("/rr-panel");
  await expect(page).toHaveURL(/\/rr-login$/);
  expect(await page.evaluate(() => localStorage.getItem("rrToken"))).toBeNull();
});

test("an RR's registration link opens /register with the code filled; the member registers and shows in the RR's list", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]).catch(() => undefined);
  const n = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const rr = await createRr(page.request, {
    name: "Mitali Basu",
    email: `rep-${n}@example.in`,
    password: "rep-pass-1",
    mobileNo: "9830055555",
  });
  await storeRrSession(page, rr);
  await page.goto("/rr-panel");
  await page.getByRole("button", { name: "Generate Referral Code" }).click();
  await expect(page.getByTestId("refer-code")).toHaveText(/^[A-HJKMNP-Z2-9]{7}$/);
  const code = (await page.getByTestId("refer-code").textContent())!.trim();

  // The full link, on the site's public address, with Copy and a way to share it.
  const shown = page.getByTestId("refer-link");
  await expect(shown).toHaveText(new RegExp(`^https?://[^/]+/register/${code}$`));
  const link = (await shown.textContent())!.trim();
  await page.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByText("Link copied")).toBeVisible();
  await expect(page.getByRole("button", { name: "Share" }).or(page.getByRole("link", { name: "WhatsApp" }))).toBeVisible();
  await shot(page, "share-link");

  // The family opens the link: the code is filled in and checked.
  const memberPage = await context.newPage();
  await memberPage.goto(link);
  const field = memberPage.getByRole("textbox", { name: "Referral code (optional)" });
  await expect(field).toHaveValue(code);
  await expect(field).toHaveAttribute("readonly", "");
  await expect(memberPage.getByText(`Referred by code ${code}`)).toBeVisible();
  const memberName = `Rupa Sarkar ${n.slice(-4)}`;
  await registerMember(memberPage, { phone: randomPhone(), name: memberName, gender: "Female", referCode: code });
  await memberPage.close();

  // The RR sees the member.
  await page.getByRole("button", { name: "Refresh" }).click();
  await expect(page.getByText(memberName).filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByText("Total Members").locator("..")).toContainText("1");
});

test("on a phone the RR's members and commission report are cards @phone", async ({ page }) => {
  const n = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const rr = await createRr(page.request, {
    name: "Mitali Basu",
    email: `rep-${n}@example.in`,
    password: "rep-pass-1",
    mobileNo: "9830055555",
  });
  const rrAuth = { authorization: `Bearer ${rr.token}` };
  const generated = await page.request.post("/api/rr/generate-referral-code", { headers: rrAuth });
  expect(generated.status(), await generated.text()).toBe(200);
  const referCode = (await generated.json()).data.referCode as string;
  const member = await createMember(page.request, { name: `Rupa Sarkar ${n}`, gender: "Female", referCode });

  // The member pays Rs 3,000 at the test gateway: Rs 127.12 is the RR's.
  await payForPlanSeven(page.request, member.token);

  await storeRrSession(page, rr);
  await page.goto("/rr-panel");
  const card = page.getByRole("list", { name: "My Referred Members" }).getByRole("listitem").filter({ hasText: member.name });
  await expect(card).toBeVisible();
  await expect(card).toContainText(member.phone);
  await expect(card).toContainText("₹127.12");
  await expect(page.getByRole("table")).toBeHidden();
  await shot(page, "phone-members");

  // An older link that named the screen as ?view= opens it at its own address.
  await page.goto("/rr-panel?view=report");
  await expect(page).toHaveURL(/\/rr-panel\/commission$/);
  const total = page.getByTestId("table-totals").filter({ hasText: /^Total/ });
  await expect(total).toBeVisible();
  await expect(total).toContainText("₹127.12");
  await expect(page.locator("tfoot")).toBeHidden();
  await shot(page, "phone-report");
});
