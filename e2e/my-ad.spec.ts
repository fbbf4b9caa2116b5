import { expect, test, type Page } from "@playwright/test";
import { randomPhone } from "./fixtures/helpers";
import { createMember, signInAs } from "./fixtures/members";

async function photo(color: { r: number; g: number; b: number }, name: string) {
  const { default: sharp } = await import("sharp");
  const buffer = await sharp({ create: { width: 500, height: 650, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/my-ad/${test.info().project.name}-${name}.png`, fullPage: true });

test("a member edits the ad, manages photos and privacy; the public ad shows approved changes only @slow", async ({ page, request }) => {
  const phone = randomPhone();
  const name = `Rohan Dasgupta ${phone.slice(-4)}`;
  await signInAs(page, await createMember(request, { phone, name, gender: "Male" }));

  // Edit My Ad: the form loads with the ad's values.
  await page.goto("/edit-ad");
  await expect(page.getByRole("heading", { name: "Edit My Ad" })).toBeVisible();
  const fullName = page.getByRole("textbox", { name: /^Full Name/ });
  await expect(fullName).toHaveValue(name);
  const profileId = (await page.getByText(/^Ad [BG]\d{4,}$/).textContent())!.replace("Ad ", "");
  await shot(page, "edit-ad");

  // A mandatory field left empty is caught on its field.
  await fullName.fill("");
  await page.getByRole("button", { name: "Save Changes" }).last().click();
  await expect(page.getByText("Please enter the candidate's name", { exact: true })).toBeVisible();

  // The failed save says at the top what is missing and puts the cursor in the field.
  await expect(page.getByRole("alert").filter({ hasText: "Your ad was not saved." })).toContainText(
    "Full Name: Please enter the candidate's name",
  );
  await expect(fullName).toBeFocused();
  await expect(fullName).toBeInViewport();

  // Save: the name waits for approval, the rest applies at once (a fresh ad needs nothing registration did not ask).
  await fullName.fill(`${name} Sen`);
  await page.getByRole("combobox", { name: /^Profile For/ }).selectOption({ label: "Self" });
  await page.getByRole("textbox", { name: "About Myself" }).fill("Loves Rabindrasangeet and long walks by the Ganga.");
  await page.getByRole("combobox", { name: /^Height/ }).selectOption({ label: `5'8"` });
  await page.getByRole("combobox", { name: "Annual Income" }).selectOption({ value: "5-10" });
  await page.getByLabel("City", { exact: true }).fill("Kolkata");
  await page.getByRole("button", { name: "Save Changes" }).first().click();
  await expect(page.getByText(/Profile updated successfully!/)).toBeVisible();
  await expect(page.getByText(/Waiting for approval: name/)).toBeVisible();

  // Gallery: two uploads with a progress bar (the server is slowed a little so the bar can be seen).
  await page.route("**/api/upload", async (route) => {
    await new Promise((r) => setTimeout(r, 600));
    await route.continue();
  });
  await page
    .getByLabel("Choose photos to upload")
    .setInputFiles([await photo({ r: 40, g: 90, b: 160 }, "blue.jpg"), await photo({ r: 30, g: 140, b: 80 }, "green.jpg")]);
  await expect(page.getByRole("progressbar", { name: /Uploading blue\.jpg/ })).toBeVisible();
  const list = page.getByRole("list", { name: /Your photos/ });
  await expect(list.getByRole("listitem")).toHaveCount(3);
  await expect(page.getByText("Photo uploaded. It will appear on your ad once approved.")).toBeVisible();
  // The registration photo waits for review like the others.
  await expect(list.getByText("Pending approval")).toHaveCount(3);
  await expect(page.getByText("1/5")).toBeVisible();
  await shot(page, "gallery");

  // Reorder and choose the poster.
  const myPhotos = () =>
    page.evaluate(async () => {
      const r = await fetch("/api/profiles/me", { headers: { Authorization: `Bearer ${localStorage.getItem("token")}` } });
      return (await r.json()).data.ad.photos.map((p: { id: string }) => p.id) as string[];
    });
  const [reg, blue, green] = await myPhotos();
  await page.getByRole("button", { name: "Move photo 3 up" }).click();
  await expect(page.getByText("Photo order saved")).toBeVisible();
  await page.getByRole("button", { name: "Make photo 3 the poster" }).click();
  await expect(page.getByText("Poster photo changed")).toBeVisible();
  await expect(list.getByRole("listitem").first().getByText("Poster")).toBeVisible();
  // [reg, blue, green] → move green up → [reg, green, blue] → blue becomes the poster.
  expect(await myPhotos()).toEqual([blue, reg, green]);

  // Privacy: add an email, then hide it.
  await page.evaluate(async () => {
    await fetch("/api/auth/profile", {
      method: "PUT",
      headers: { Authorization: `Bearer ${localStorage.getItem("token")}`, "Content-Type": "application/json" },
      body: JSON.stringify({ email: `rohan${Date.now()}@example.com` }),
    });
  });
  await page.goto("/dashboard/privacy");
  await expect(page.getByRole("heading", { name: "Privacy Settings" })).toBeVisible();
  await page.getByRole("radio", { name: /Show phone and email/ }).check();
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByText("Privacy settings updated")).toBeVisible();
  await page.getByRole("radio", { name: /Hide my email/ }).check();
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByText("Privacy settings updated")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("radio", { name: /Hide my email/ })).toBeChecked();
  await shot(page, "privacy");

  // The public ad: approved name, the new About text, and no photo until an admin approves one.
  await page.goto(`/profile/${profileId}`);
  await expect(page.getByText("Loves Rabindrasangeet and long walks by the Ganga.").first()).toBeVisible();
  await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(`${name} Sen`)).toHaveCount(0);
  const publicAd = await page.evaluate(async (id) => (await (await fetch(`/api/profile/public/${id}`)).json()).data, profileId);
  expect(publicAd.name).toBe(name);
  expect(publicAd.images).toHaveLength(0);
  await expect(page.getByRole("img", { name: "No photos yet" })).toBeVisible();
  await shot(page, "public-detail");
});

test("videos, partner preferences and photo requests stand on their own pages", async ({ page, request }) => {
  const phone = randomPhone();
  await signInAs(page, await createMember(request, { phone, name: `Tanushree Pal ${phone.slice(-4)}`, gender: "Female" }));

  // Videos: a file that is not really a video is refused; an MP4 waits for review.
  await page.goto("/dashboard/videos");
  await expect(page.getByRole("heading", { name: "My Videos" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Back to dashboard/ })).toBeVisible();
  const input = page.getByLabel("Choose a video to upload");
  await input.setInputFiles({ name: "fake.mp4", mimeType: "video/mp4", buffer: Buffer.from("plain text pretending to be a video") });
  await expect(page.getByText("Only videos in MP4, MOV or AVI format can be uploaded.")).toBeVisible();
  const mp4 = Buffer.alloc(64 * 1024, 0);
  mp4.writeUInt32BE(24, 0);
  mp4.write("ftypisom", 4, "latin1");
  await input.setInputFiles({ name: "clip.mp4", mimeType: "video/mp4", buffer: mp4 });
  await expect(page.getByText("Video uploaded. It will go live once approved.")).toBeVisible();
  await expect(page.getByText("Pending review")).toBeVisible();
  await shot(page, "videos");

  // Partner preferences, then Find Match opens browse with them.
  await page.goto("/dashboard/profile");
  await expect(page.getByRole("heading", { name: "My Profile" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: /^Mobile/ })).toHaveAttribute("readonly", "");
  await shot(page, "profile");
  await page.getByRole("tab", { name: "Partner Preferences" }).click();
  await page.getByRole("combobox", { name: "Age from" }).selectOption("25");
  await page.getByRole("combobox", { name: "Age to" }).selectOption("32");
  await page.getByRole("region", { name: "Partner Preference" }).getByText("Hindu", { exact: true }).click();
  await expect(page.getByRole("checkbox", { name: "Hindu" })).toBeChecked();
  await page.getByRole("button", { name: "Save Preferences" }).click();
  await expect(page.getByText("Partner preferences updated")).toBeVisible();
  await shot(page, "partner");
  await page.locator("#main").getByRole("link", { name: "Find Match" }).click();
  await expect(page).toHaveURL(/\/profiles\?.*profileFor=groom.*ageFrom=25/);

  await page.goto("/dashboard/photo-requests");
  await expect(page.getByRole("heading", { name: "My Photo Request Tracker" })).toBeVisible();
  await expect(page.getByText("No one has asked to see your photos yet.")).toBeVisible();
  await shot(page, "photo-requests");
});
