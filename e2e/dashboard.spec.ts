import { expect, test, type Page } from "@playwright/test";
import { samplePhoto } from "./fixtures/helpers";
import { createMember, signInAs } from "./fixtures/members";

/** Opens a dashboard menu item (the menu is a collapsed list on phones). */
async function openMenuItem(page: Page, label: string) {
  const nav = page.getByRole("navigation", { name: "Dashboard" });
  const toggle = nav.getByRole("button", { name: /Dashboard menu/ });
  if (await toggle.isVisible()) {
    if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
  }
  await nav.getByRole("link", { name: label, exact: true }).click();
}

// The dashboard menu is a collapsed list on phones and a side menu on wide screens.
test("a member runs their ad from the dashboard @both @slow", async ({ page, request }) => {
  await signInAs(page, await createMember(request, { name: "Dashboard Tester", gender: "Male" }), "/dashboard");

  await expect(page.getByRole("heading", { name: "Dashboard Tester" })).toBeVisible();
  await expect(page.getByTestId("ad-id")).toHaveText(/^G\d+$/);
  await expect(page.getByTestId("ad-status")).toHaveText("Active");
  const values = page.getByTestId("stat-value");
  await expect(values).toHaveCount(6);
  for (const v of await values.allTextContents()) expect(v.trim()).toMatch(/^\d[\d,]*$/);
  await expect(page.getByRole("heading", { name: "My Videos" })).toBeVisible();
  await expect(page.locator("#dashboard-content").getByRole("link", { name: "Find Match" })).toHaveAttribute(
    "href",
    /\/profiles\?profileFor=bride&ageFrom=\d+&ageTo=\d+/,
  );

  // Yet To Marry: confirm.
  await openMenuItem(page, "Yet To Marry");
  await expect(page).toHaveURL(/\/dashboard\/ytm$/);
  await expect(page.getByRole("heading", { name: "Yet To Marry", level: 1 })).toBeVisible();
  await expect(page.getByTestId("ytm-verified")).toHaveText("Not yet");
  await page.getByRole("button", { name: "I am yet to marry" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Thank you! Your Yet-To-Marry status is confirmed." })).toBeVisible();
  await expect(page.getByTestId("ytm-verified")).not.toHaveText("Not yet");

  // KYC: upload a photo of a document and see it pending.
  await openMenuItem(page, "KYC");
  await expect(page.getByRole("heading", { name: "KYC", level: 1 })).toBeVisible();
  await page.getByLabel("Document type").selectOption({ label: "PAN card" });
  await page.getByLabel("Document file").setInputFiles(await samplePhoto());
  await page.getByRole("button", { name: "Upload document" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Document uploaded. We will verify it shortly." })).toBeVisible();
  const doc = page.getByTestId("kyc-document");
  await expect(doc).toHaveCount(1);
  await expect(doc).toContainText("PAN card");
  await expect(doc).toContainText("Pending");

  // Reports and lists answer with real (empty) data.
  await openMenuItem(page, "AD Circulation Report");
  await expect(page.getByRole("table")).toBeVisible();
  await expect(page.getByTestId("total-shown")).toHaveText(/^\d+$/);
  await openMenuItem(page, "My Payments History");
  await expect(page.getByRole("heading", { name: "No payments yet" })).toBeVisible();
  await expect(page.getByRole("link", { name: "See plans" })).toHaveAttribute("href", "/plans");
  await openMenuItem(page, "My Bookmarks");
  await expect(page.getByRole("heading", { name: "No bookmarks yet" })).toBeVisible();
  await openMenuItem(page, "My Profile View");
  await expect(page.getByText("This is how others see your ad")).toBeVisible();

  // Back on the overview, the KYC card reflects the upload.
  await openMenuItem(page, "My Shubho Bibaho");
  await expect(page.getByText("Your document is waiting for review.")).toBeVisible();

  // Logout revokes the session and goes home.
  const nav = page.getByRole("navigation", { name: "Dashboard" });
  const toggle = nav.getByRole("button", { name: /Dashboard menu/ });
  if (await toggle.isVisible()) await toggle.click();
  await nav.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login$/);
});
