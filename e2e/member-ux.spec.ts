import { expect, test } from "@playwright/test";
import { samplePhoto } from "./fixtures/helpers";

test("registration reads each photo before its preview: a renamed text file and a damaged JPEG are refused by name", async ({ page }) => {
  await page.goto("/register");
  await page.getByRole("textbox", { name: "Candidate's Name" }).fill("Ananya Sen");
  const good = await samplePhoto();
  const damaged = { name: "damaged.jpg", mimeType: "image/jpeg", buffer: good.buffer.subarray(0, 400) };
  const text = { name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("Dear diary, this is not a picture.") };
  await page.locator('input[type="file"]').setInputFiles([good, text, damaged]);

  await expect(page.getByText('"notes.jpg" is not a photo. Please choose JPEG, PNG or WebP photos.')).toBeVisible();
  await expect(page.getByText('"damaged.jpg" could not be opened as a picture. Please choose another photo.')).toBeVisible();
  const chosen = page.getByRole("list", { name: "Chosen photos" });
  await expect(chosen.getByRole("img")).toHaveCount(1);
  await expect(chosen.getByRole("img", { name: /candidate\.jpg/ })).toBeVisible();
  // The rest of the form is kept.
  await expect(page.getByRole("textbox", { name: "Candidate's Name" })).toHaveValue("Ananya Sen");
});

// A scrolling row of chips on phones, a side menu on wide screens.
test("the information pages' chip menu shows there is more on a phone @both", async ({ page, isMobile }) => {
  await page.goto("/workflow");
  const menu = page.getByRole("navigation", { name: "Information pages" });
  const more = menu.getByRole("button", { name: "Show more pages" });
  if (!isMobile) {
    await expect(more).toBeHidden();
    await expect(menu.getByRole("link", { name: "Benefits" })).toBeInViewport();
    return;
  }
  await expect(more).toBeVisible();
  const row = menu.getByRole("list");
  /** Presses "more" and waits until the row has moved on and come to rest. */
  const pressMore = async () => {
    const before = await row.evaluate((el) => el.scrollLeft);
    await more.click();
    await expect.poll(() => row.evaluate((el) => el.scrollLeft)).toBeGreaterThan(before);
    await row.evaluate(
      (el) =>
        new Promise<void>((resolve) => {
          let last = -1;
          const frame = () =>
            requestAnimationFrame(() => {
              if (el.scrollLeft === last) return resolve();
              last = el.scrollLeft;
              frame();
            });
          frame();
        }),
    );
  };
  await pressMore();
  await expect(menu.getByRole("button", { name: "Show earlier pages" })).toBeVisible();
  // Each press moves the row on; at its end the hint gives way.
  for (let i = 0; i < 5 && (await more.isVisible()); i++) await pressMore();
  await expect(more).toBeHidden();
  await expect(menu.getByRole("link", { name: "Benefits" })).toBeInViewport({ ratio: 0.9 });
});

test("the RR panel sends a visitor to RR login with the reason", async ({ page }) => {
  await page.goto("/rr-panel");
  await expect(page).toHaveURL(/\/rr-login$/);
  await expect(page.getByRole("alert")).toHaveText("Please login as RR to access this page");
});

test("a page opened fresh starts at its top, whatever another page opened fresh was scrolled to", async ({ page }) => {
  await page.goto("/plans");
  await expect(page.getByRole("article").first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
  await page.goto("/faq");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Still at the top once the page has drawn a few frames (a late scroll restoration would show by then).
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(() => resolve())))),
  );
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
