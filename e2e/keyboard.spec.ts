import { expect, test, type Locator, type Page } from "@playwright/test";
import { randomPhone, samplePhoto, settleOnPostReg } from "./fixtures/helpers";
import { createMember } from "./fixtures/members";

/**
 * Registration, login, browse with filters and sending a proposal with the keyboard alone: every
 * control is reached with Tab and worked with Space, Enter, typing and Escape. The mouse is only used
 * to set up the other family.
 */

/** Presses Tab until `target` has the focus; fails when it cannot be reached. */
async function tabTo(page: Page, target: Locator, max = 150) {
  await expect(target).toBeVisible();
  // The element is found once (finding it by role on every press costs more than the press); found
  // again only if the page drew it anew.
  let handle = await target.elementHandle();
  for (let i = 0; i < max; i++) {
    const state = await handle!.evaluate((el) => (!el.isConnected ? "gone" : el === document.activeElement ? "focused" : "elsewhere"));
    if (state === "focused") return;
    if (state === "gone") {
      handle = await target.elementHandle();
      continue;
    }
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Chooses an option of a focused native select by typing the start of its label (a closed select's typeahead). */
async function typeIntoSelect(page: Page, select: Locator, label: string) {
  await tabTo(page, select);
  await page.keyboard.type(label);
  await expect(select.locator("option:checked")).toHaveText(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
}

async function nextOption(page: Page, select: Locator) {
  await tabTo(page, select);
  await page.keyboard.press("ArrowDown");
  await expect(select).not.toHaveValue("");
}

test.describe("keyboard alone", () => {
  test.skip(({ isMobile }) => isMobile, "a keyboard flow is a desktop flow");

  test("register, log in, filter the list and send a proposal without a mouse @slow", async ({ page, request }) => {
    test.setTimeout(300_000);

    // The other family is already registered.
    const brideName = `Keya Mitra ${randomPhone().slice(-4)}`;
    const { profileId: brideId } = await createMember(request, { name: brideName, gender: "Female" });

    // Registration.
    const phone = randomPhone();
    const name = `Ritam Basu ${phone.slice(-4)}`;
    await page.goto("/register");
    await expect(page.getByRole("heading", { name: /post your advertisement/i })).toBeVisible();

    const male = page.getByRole("radio", { name: /^Male/ });
    await tabTo(page, page.getByRole("radio").first());
    for (let i = 0; i < 4 && !(await male.isChecked()); i++) {
      await page.keyboard.press(i === 0 ? "Space" : "ArrowDown");
    }
    await expect(male).toBeChecked();

    await tabTo(page, page.getByRole("textbox", { name: "Mobile number" }));
    await page.keyboard.type(phone);
    await tabTo(page, page.getByRole("button", { name: "Send OTP" }));
    await page.keyboard.press("Enter");
    const code = page.locator("strong").filter({ hasText: /^\d{6}$/ });
    await expect(code).toBeVisible();
    await tabTo(page, page.getByRole("textbox", { name: "OTP", exact: true }));
    await page.keyboard.type((await code.textContent())!.trim());

    // The button works once consent is given and the OTP entered (the spec); sending the form with the
    // candidate's details missing announces what is missing and takes the focus to the first problem.
    const terms = page.getByRole("checkbox", { name: /I agree to the terms/ });
    await tabTo(page, terms);
    await page.keyboard.press("Space");
    await expect(terms).toBeChecked();
    await tabTo(page, page.getByRole("button", { name: "Complete Registration" }));
    await page.keyboard.press("Enter");
    // The focus lands on the first problem, whose description (read out with it) is the error.
    const nameBox = page.getByRole("textbox", { name: "Candidate's Name" });
    await expect(nameBox).toBeFocused();
    await expect(nameBox).toHaveAttribute("aria-invalid", "true");
    await expect(nameBox).toHaveAccessibleDescription(/Please enter the candidate's name/);

    await tabTo(page, page.getByRole("textbox", { name: "Candidate's Name" }));
    await page.keyboard.type(name);
    await typeIntoSelect(page, page.getByRole("combobox", { name: "Marital status", exact: true }), "Never Married");
    const dob = page.getByRole("textbox", { name: "Date of birth" });
    await tabTo(page, dob);
    await page.keyboard.type("03121994"); // mm dd yyyy in an en-US browser
    await expect(dob).toHaveValue("1994-03-12");
    await typeIntoSelect(page, page.getByRole("combobox", { name: "Height", exact: true }), `5'9"`);
    await typeIntoSelect(page, page.getByRole("combobox", { name: "State", exact: true }), "West Bengal");
    await typeIntoSelect(page, page.getByRole("combobox", { name: "Religion", exact: true }), "Hindu");
    await typeIntoSelect(page, page.getByRole("combobox", { name: "Community", exact: true }), "Kayastha");
    await nextOption(page, page.getByRole("combobox", { name: "Caste", exact: true }));
    await typeIntoSelect(page, page.getByRole("combobox", { name: "Mother tongue", exact: true }), "Bengali");
    await nextOption(page, page.getByRole("combobox", { name: "Profession", exact: true }));

    // Space on the focused file field opens the chooser. On a loaded machine the chooser once never came
    // (the focus had moved before the Space landed): then the field is reached by Tab again.
    const photos = await samplePhoto();
    await expect(async () => {
      await tabTo(page, page.locator('input[type="file"]'));
      const chooser = page.waitForEvent("filechooser", { timeout: 5_000 });
      await page.keyboard.press("Space");
      await (await chooser).setFiles(photos);
    }).toPass({ timeout: 60_000 });
    await expect(page.getByRole("img", { name: /candidate\.jpg|photo 1/i })).toBeVisible();

    await expect(terms).toBeChecked();
    await expect(page.getByRole("button", { name: "Verifying…" })).toBeHidden({ timeout: 30_000 });
    await tabTo(page, page.getByRole("button", { name: "Complete Registration" }));
    await page.keyboard.press("Enter");
    await settleOnPostReg(page);

    // Login by OTP.
    await page.evaluate(() => localStorage.clear());
    await page.goto("/login");
    await tabTo(page, page.getByRole("textbox", { name: "Mobile number" }));
    await page.keyboard.type(phone);
    await page.keyboard.press("Enter");
    const fallback = page.getByText(/Use this code: \d{6}/);
    await expect(fallback).toBeVisible();
    const otp = (await fallback.textContent())!.match(/\d{6}/)![0];
    await tabTo(page, page.getByRole("textbox", { name: "OTP", exact: true }));
    await page.keyboard.type(otp);
    await page.keyboard.press("Enter");
    await expect(page.getByText("Login Successful!")).toBeVisible();
    await page.waitForURL((url) => url.pathname !== "/login");

    // Browse with filters.
    await page.goto("/profiles");
    await expect(page.getByTestId("match-count")).toContainText(/\d+ match/);
    const filters = page.getByRole("form", { name: "Filters" });
    // In the panel's order, as Tab goes (going back to an earlier field means Tab through the whole list).
    await typeIntoSelect(page, filters.getByRole("combobox", { name: "Age From" }), "25");
    const hindu = filters.getByRole("checkbox", { name: "Hindu", exact: true });
    await tabTo(page, hindu);
    await page.keyboard.press("Space");
    await expect(hindu).toBeChecked();
    await tabTo(page, filters.getByRole("button", { name: "Apply Filters" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/religion=Hindu/);
    await expect(page).toHaveURL(/ageFrom=25/);

    // A proposal: the dialog holds the focus, Escape closes it and gives the focus back.
    await page.goto(`/profile/${brideId}`);
    await expect(page.getByRole("heading", { name: brideName })).toBeVisible();
    const propose = page.getByRole("button", { name: "Propose Now" });
    await tabTo(page, propose);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Send Proposal" });
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((d) => d.contains(document.activeElement)), "Tab stays inside the dialog").toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(propose).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole("textbox", { name: "Message (optional)" }), 12);
    await page.keyboard.type("Namaskar. We would like to talk.");
    await tabTo(page, dialog.getByRole("button", { name: "Send Proposal" }), 12);
    await page.keyboard.press("Enter");
    await expect(page.getByText("Proposal sent successfully!")).toBeVisible();
    await expect(page.getByRole("button", { name: "✓ Proposal Sent" })).toBeDisabled();
  });
});
