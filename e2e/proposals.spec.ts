import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { randomPhone } from "./fixtures/helpers";
import { createMember, signInAs } from "./fixtures/members";

type Member = { page: Page; phone: string; name: string; profileId: string };

/** A member made through the API, signed in on a page of their own. */
async function newMember(
  browser: Browser,
  request: APIRequestContext,
  name: string,
  gender: "Male" | "Female",
  viewport: { width: number; height: number } | null,
): Promise<Member> {
  const phone = randomPhone();
  const full = `${name} ${phone.slice(-4)}`;
  const member = await createMember(request, { phone, name: full, gender });
  const context = await browser.newContext(viewport ? { viewport } : {});
  const page = await context.newPage();
  await signInAs(page, member);
  return { page, phone, name: full, profileId: member.profileId };
}

/** Screenshots for a visual check (the page scrolled to the top, so the sticky header sits in place). */
async function shot(page: Page, project: string, name: string) {
  if (!process.env.E2E_SHOTS) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${process.env.E2E_SHOTS}/${project}-${name}.png`, fullPage: true });
}

test("a proposal is sent, received with the sender's contact, accepted; a block hides the ad both ways @slow", async ({
  browser,
  request,
  viewport,
}, info) => {
  test.setTimeout(240_000);
  const project = info.project.name;
  const [a, b, c] = await Promise.all([
    newMember(browser, request, "Arjun Roy", "Male", viewport),
    newMember(browser, request, "Barsha Das", "Female", viewport),
    newMember(browser, request, "Chandan Pal", "Male", viewport),
  ]);

  // A opens B's ad: contact hidden until the proposal is accepted; A proposes with a message.
  await a.page.goto(`/profile/${b.profileId}`);
  await expect(a.page.getByRole("heading", { name: b.name })).toBeVisible();
  const contactBox = a.page.getByRole("complementary", { name: "Advertiser Contact Detail" });
  await expect(contactBox).toContainText("shared once the family accepts your proposal");
  await expect(contactBox).not.toContainText(b.phone);
  await expect(contactBox.getByRole("button", { name: "View contact for 1 CCP" })).toBeVisible();
  await expect(a.page.getByRole("button", { name: "Report" })).toBeVisible();
  await shot(a.page, project, "detail-before");
  await a.page.getByRole("button", { name: "Propose Now" }).click();
  const dialog = a.page.getByRole("dialog", { name: "Send Proposal" });
  await dialog
    .getByRole("textbox", { name: "Message (optional)" })
    .fill("Namaskar, our families are from Kolkata too. We would love to talk.");
  await expect(dialog.getByTestId("message-counter")).toHaveText("67/1000");
  await shot(a.page, project, "proposal-modal");
  await dialog.getByRole("button", { name: "Send Proposal" }).click();
  await expect(a.page.getByText("Proposal sent successfully!")).toBeVisible();
  await expect(a.page.getByRole("button", { name: "✓ Proposal Sent" })).toBeDisabled();
  await a.page.reload();
  await expect(a.page.getByRole("button", { name: "✓ Proposal Sent" })).toBeDisabled();
  await shot(a.page, project, "detail-sent");

  // C proposes to B straight from B's card in the browse list.
  await c.page.goto(`/profiles?q=${b.profileId}`);
  const card = c.page.getByTestId("profile-card").filter({ hasText: b.profileId });
  await card.getByRole("button", { name: "Propose Now" }).click();
  await c.page.getByRole("dialog", { name: "Send Proposal" }).getByRole("button", { name: "Send Proposal" }).click();
  await expect(c.page.getByText("Proposal sent successfully!")).toBeVisible();
  await expect(card.getByRole("button", { name: "✓ Proposal Sent" })).toBeDisabled();
  await expect(c.page).toHaveURL(/\/profiles\?q=/);
  await shot(c.page, project, "card-sent");

  // B sees the proposal with A's message and contact detail, and accepts with a reply.
  await b.page.goto("/dashboard/proposals");
  await expect(b.page.getByRole("heading", { name: "My Proposals Tracker" })).toBeVisible();
  await expect(b.page.getByRole("tab", { name: "Received" })).toHaveAttribute("aria-selected", "true");
  const received = b.page.getByTestId("proposal-card").filter({ hasText: a.profileId });
  await expect(received).toContainText("our families are from Kolkata");
  await expect(received.getByRole("group", { name: "Contact detail" })).toContainText(a.phone);
  await expect(received).toContainText("Pending");
  await shot(b.page, project, "tracker-received");
  await received.getByRole("button", { name: "+ Add a reply" }).click();
  await received.getByRole("textbox", { name: "Reply (optional)" }).fill("Thank you, please call us this Sunday.");
  await received.getByRole("button", { name: "Accept" }).click();
  await expect(received).toContainText("Accepted");
  await expect(received.getByRole("button", { name: "Accept" })).toHaveCount(0);
  await b.page.getByRole("button", { name: /^Accepted/ }).click();
  await expect(b.page.getByTestId("proposal-card")).toHaveCount(1);

  // A sees the answer and B's contact detail.
  await a.page.goto("/dashboard/proposals?tab=sent");
  const sent = a.page.getByTestId("proposal-card").filter({ hasText: b.profileId });
  await expect(sent).toContainText("Accepted");
  await expect(sent).toContainText("please call us this Sunday");
  await expect(sent.getByRole("group", { name: "Contact detail" })).toContainText(b.phone);
  await shot(a.page, project, "tracker-sent");
  await a.page.goto(`/profile/${b.profileId}`);
  await expect(
    a.page.getByRole("complementary", { name: "Advertiser Contact Detail" }).getByRole("link", { name: b.phone }),
  ).toHaveAttribute("href", `tel:+91${b.phone}`);
  await expect(a.page.getByRole("button", { name: "✓ Proposal Accepted" })).toBeDisabled();

  // A opens C's contact with 1 CCP (after confirming).
  await a.page.goto(`/profile/${c.profileId}`);
  const cBox = a.page.getByRole("complementary", { name: "Advertiser Contact Detail" });
  await expect(cBox.getByTestId("ccp-balance")).toHaveText("Your balance: 10 CCP");
  await cBox.getByRole("button", { name: "View contact for 1 CCP" }).click();
  await shot(a.page, project, "ccp-confirm");
  await cBox.getByRole("button", { name: "Yes, use 1 CCP" }).click();
  await expect(cBox.getByRole("link", { name: c.phone })).toHaveAttribute("href", `tel:+91${c.phone}`);
  await expect(cBox).toContainText("You opened this contact detail with CCP.");

  // The CCP tracker shows the spent proposal point and CCP, and whose contact A viewed.
  await a.page.goto("/dashboard/ccp");
  await expect(a.page.getByRole("heading", { name: "My CCP Tracker" })).toBeVisible();
  await expect(a.page.getByRole("region", { name: "Balances" })).toContainText("1/20");
  await expect(a.page.getByRole("region", { name: "Balances" })).toContainText("1/25");
  await expect(a.page.getByRole("region", { name: "Points history" })).toContainText(`Proposal to ad ${b.profileId}`);
  await expect(a.page.getByRole("region", { name: "Contacts you viewed" })).toContainText(c.profileId);
  await shot(a.page, project, "ccp-tracker");

  // A reports C: "Other" needs details.
  await a.page.goto(`/profile/${c.profileId}`);
  await a.page.getByRole("button", { name: "Report" }).click();
  const report = a.page.getByRole("dialog", { name: "Report this profile" });
  await report.getByRole("radio", { name: "Other" }).check();
  await report.getByRole("button", { name: "Send Report" }).click();
  await expect(report).toContainText("Please tell us what is wrong with this profile");
  await report.getByRole("textbox", { name: /Details/ }).fill("The photos do not match the description.");
  await shot(a.page, project, "report-dialog");
  await report.getByRole("button", { name: "Send Report" }).click();
  await expect(a.page.getByText("Thank you. Our team will review this profile.")).toBeVisible();
  await expect(report).toBeHidden();

  // A blocks C from C's ad; C can no longer open A's ad, and A finds C under Blocked profiles.
  await a.page.getByRole("button", { name: "Block" }).click();
  const confirm = a.page.getByRole("dialog", { name: `Block ${c.profileId}?` });
  await expect(confirm).toContainText("You will no longer see each other");
  await shot(a.page, project, "block-confirm");
  await confirm.getByRole("button", { name: "Block" }).click();
  await expect(a.page).toHaveURL(/\/profiles$/);
  await expect(a.page.getByText(`Profile ${c.profileId} blocked.`)).toBeVisible();

  await c.page.goto(`/profile/${a.profileId}`);
  await expect(c.page.getByRole("heading", { name: "Profile not found" })).toBeVisible();

  await a.page.goto("/dashboard/blocked");
  await expect(a.page.getByRole("heading", { name: "Blocked profiles" })).toBeVisible();
  await expect(a.page.getByRole("listitem").filter({ hasText: c.profileId })).toBeVisible();
  await shot(a.page, project, "blocked");
  await a.page.getByRole("button", { name: `Unblock ${c.profileId}` }).click();
  await expect(a.page.getByText("You have not blocked anyone")).toBeVisible();
  await c.page.reload();
  await expect(c.page.getByRole("heading", { name: a.name })).toBeVisible();
});

test("a visitor's Propose Now goes to login and comes back; demo profiles cannot be proposed to", async ({ page }) => {
  await page.goto("/profiles");
  const live = page
    .getByTestId("profile-card")
    .filter({ has: page.getByRole("button", { name: "Propose Now" }) })
    .first();
  const href = (await live.getByRole("link").first().getAttribute("href"))!;
  const profileId = decodeURIComponent(href.replace("/profile/", ""));
  await live.getByRole("button", { name: "Propose Now" }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await page.evaluate(() => sessionStorage.getItem("redirectAfterLogin"))).toBe("/profiles");

  // A seeded demo member's ad is listed like any other and cannot be proposed to; the built-in samples are not mixed in.
  // (Other tests add members, so the demo ad is found by its id rather than on the first page.)
  let demoId: string | undefined;
  for (let pageNo = 1; !demoId && pageNo <= 5; pageNo++) {
    const res = await page.request.get(`/api/profile/ad-profiles?limit=50&page=${pageNo}`);
    expect(res.ok()).toBe(true);
    const cards = (await res.json()).data.profiles as { profileId: string; isDemoProfile: boolean }[];
    demoId = cards.find((p) => p.isDemoProfile)?.profileId;
  }
  expect(demoId).toBeTruthy();
  await page.goto(`/profiles?q=${demoId}`);
  const demo = page
    .getByTestId("profile-card")
    .filter({ has: page.getByRole("button", { name: "Demo Profile" }) })
    .first();
  await expect(page.getByTestId("profile-card").filter({ hasText: "DEMO_" })).toHaveCount(0);
  // As a person would: pressed once the page has been taken over (a forced click does not wait for it).
  await expect(page.locator("[data-waiting]")).toHaveCount(0);
  await demo.getByRole("button", { name: "Demo Profile" }).click({ force: true });
  await expect(page.getByText("This is a demo profile. Please register to view real profiles and send proposals.")).toBeVisible();
  await expect(page).toHaveURL(/\/profiles(\?.*)?$/);

  await page.goto(`/profile/${profileId}`);
  await expect(page.getByRole("complementary", { name: "Advertiser Contact Detail" })).toContainText("Log in to see");
  await page.getByRole("button", { name: "Propose Now" }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await page.evaluate(() => sessionStorage.getItem("redirectAfterLogin"))).toBe(`/profile/${profileId}`);
});
