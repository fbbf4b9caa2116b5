import { join } from "node:path";
import sharp from "sharp";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures/sessions";

const shot = (page: Page, name: string) =>
  page.screenshot({
    path: join(import.meta.dirname, "../test-results/screens", `admin-content-${test.info().project.name}-${name}.png`),
    fullPage: true,
  });

/** A cover picture: a warm gradient with a few circles, as a JPEG. */
const cover = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720">
        <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#9f1239"/><stop offset="1" stop-color="#f59e0b"/></linearGradient></defs>
        <rect width="1280" height="720" fill="url(#g)"/>
        <circle cx="980" cy="220" r="150" fill="#fde68a" opacity="0.55"/>
        <circle cx="300" cy="520" r="220" fill="#fff1f2" opacity="0.25"/>
      </svg>`,
    ),
  )
    .jpeg({ quality: 85 })
    .toBuffer();

async function writePost(admin: Page, p: { title: string; category: string; status: "Published" | "Draft"; withCover?: boolean }) {
  await admin.getByRole("link", { name: "Add post" }).first().click();
  await expect(admin.getByRole("heading", { name: "Add post" })).toBeVisible();
  await admin.getByLabel("Title", { exact: true }).fill(p.title);
  await admin
    .getByLabel("Excerpt", { exact: true })
    .fill("Turmeric paste, conch shells and a courtyard full of cousins before the wedding.");
  await admin
    .getByRole("textbox", { name: "Body", exact: true })
    .fill("## The morning of the haldi\n\nThe bride's **aunts** arrive first.\n\n- turmeric\n- mustard oil\n\n<script>alert('x')</script>");
  await admin.getByLabel("Category", { exact: true }).selectOption({ label: p.category });
  await admin.getByLabel("Author", { exact: true }).fill("Mitali Sen");
  await admin.getByText(p.status, { exact: true }).click();
  if (p.withCover) {
    await admin.locator('input[type="file"]').setInputFiles({ name: "haldi.jpg", mimeType: "image/jpeg", buffer: await cover() });
    await expect(admin.getByTestId("image-preview")).toBeVisible();
    await admin.getByLabel(/Picture description/).fill("Turmeric and marigolds");
    await admin.getByRole("tab", { name: "Preview" }).first().click();
    await expect(admin.getByTestId("markdown-preview").getByRole("heading", { name: "The morning of the haldi" })).toBeVisible();
    await expect(admin.getByTestId("markdown-preview")).toContainText("<script>alert('x')</script>");
    await shot(admin, "2-post-form");
  }
  await admin.getByRole("button", { name: "Save", exact: true }).click();
  await expect(admin.getByText("Post saved").last()).toBeVisible();
  await expect(admin.getByRole("heading", { name: "Edit post" })).toBeVisible();
}

test("an admin adds a category and publishes a post with a cover; /blogs shows it with the right count, never the draft @slow", async ({
  page,
  adminPage: admin,
}) => {
  test.slow();
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const categoryName = `Gaye Holud ${tag}`;
  const published = `Haldi morning in Howrah ${tag}`;
  const draft = `Unfinished draft ${tag}`;

  await admin.goto("/admin-panel/section/content-management/categories");
  await expect(admin.getByRole("heading", { name: "Blog categories" })).toBeVisible();
  await admin.getByRole("button", { name: "Add category" }).click();
  const dialog = admin.getByRole("dialog");
  await dialog.getByLabel("Name", { exact: true }).fill(categoryName);
  await dialog.getByLabel("Name in Bengali").fill("গায়ে হলুদ");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(admin.getByText("Category saved")).toBeVisible();
  const catRow = admin.getByTestId("category-row").filter({ hasText: categoryName }).filter({ visible: true });
  await expect(catRow).toContainText("0 posts");
  await shot(admin, "1-categories");

  await writePost(admin, { title: published, category: categoryName, status: "Published", withCover: true });
  await writePost(admin, { title: draft, category: categoryName, status: "Draft" });

  await admin.getByRole("link", { name: "Posts", exact: true }).click();
  await expect(admin.getByRole("heading", { name: "Content Management" })).toBeVisible();
  await expect(admin.getByTestId("post-row").filter({ hasText: published }).filter({ visible: true })).toContainText("Published");
  await expect(admin.getByTestId("post-row").filter({ hasText: draft }).filter({ visible: true })).toContainText("Draft");
  await shot(admin, "3-posts");

  // A category that has posts is not deleted: the server answers 409 and the dialog says why.
  await admin.getByRole("link", { name: "Categories", exact: true }).click();
  await expect(catRow).toContainText("2 posts");
  await catRow.getByRole("button", { name: "Delete" }).click();
  await admin.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(admin.getByRole("dialog").getByRole("alert")).toHaveText("This category still has posts. Move or delete them first.");
  await admin.keyboard.press("Escape");

  // Success stories: the seeded couples, with their pictures and an add form.
  await admin.getByRole("link", { name: "Success stories", exact: true }).click();
  await expect(admin.getByRole("heading", { name: "Success stories", level: 1 })).toBeVisible();
  await expect(admin.getByTestId("story-row").first()).toContainText("Published");
  await admin.getByRole("button", { name: "Add story" }).click();
  await admin.getByRole("dialog").getByRole("button", { name: "Save" }).click();
  await expect(admin.getByRole("dialog").getByText("Couple names is required")).toBeVisible();
  await shot(admin, "3b-story-form");
  await admin.keyboard.press("Escape");
  await shot(admin, "3c-stories");

  // The public blog, as a visitor.
  await page.goto("/blogs");
  const categoryButton = page.getByRole("navigation", { name: "Blog categories" }).getByRole("button", { name: new RegExp(categoryName) });
  await expect(categoryButton).toContainText("1");
  await categoryButton.click();
  await expect(page).toHaveURL(/category=gaye-holud-/);
  const card = page.getByRole("article").filter({ hasText: published });
  await expect(card).toBeVisible();
  await expect(page.getByText(draft)).toHaveCount(0);
  const img = card.getByRole("img");
  await expect(img).toHaveAttribute("src", /^\/api\/content-images\/[0-9a-f-]{36}\/medium$/);
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  await shot(page, "4-blogs");

  await card.getByRole("link", { name: /Read More/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: published })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "The morning of the haldi" })).toBeVisible();
  await expect(page.locator(".blog-prose strong")).toHaveText("aunts");
  await expect(page.locator(".blog-prose script")).toHaveCount(0);
  await shot(page, "5-post");

  // The draft has no public address.
  const slug = draft.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  expect((await page.request.get(`/api/blogs/${slug}`)).status()).toBe(404);

  // Deleting (with confirmation) takes the post off the blog at once; the emptied category goes too.
  await admin.getByRole("link", { name: "Posts", exact: true }).click();
  for (const title of [published, draft]) {
    await admin
      .getByTestId("post-row")
      .filter({ hasText: title })
      .filter({ visible: true })
      .getByRole("button", { name: "Delete" })
      .click();
    await admin.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await expect(admin.getByTestId("post-row").filter({ hasText: title }).filter({ visible: true })).toHaveCount(0);
  }
  await admin.getByRole("link", { name: "Categories", exact: true }).click();
  await catRow.getByRole("button", { name: "Delete" }).click();
  await admin.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(catRow).toHaveCount(0);
  await page.goto("/blogs");
  await expect(page.getByRole("navigation", { name: "Blog categories" })).not.toContainText(categoryName);
});

test("an admin adds a notice, a FAQ question and a business link; the home page, /faq and the footer show them", async ({
  page,
  adminPage: admin,
}) => {
  test.slow();
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

  await admin.goto("/admin-panel/section/news-notice");
  await expect(admin.getByRole("heading", { name: "News/Notice" })).toBeVisible();
  await admin.getByRole("button", { name: "Add notice" }).click();
  let dialog = admin.getByRole("dialog");
  await dialog.getByLabel("Title", { exact: true }).fill(`Office closed for Durga Puja ${tag}`);
  await dialog.getByLabel("Title in Bengali").fill("দুর্গাপুজোয় অফিস বন্ধ");
  await dialog.getByLabel("Text", { exact: true }).fill("Our office is closed from Saptami to Dashami. Ads keep circulating.");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(admin.getByText("Notice saved")).toBeVisible();
  await expect(admin.getByTestId("notice-row").filter({ hasText: tag })).toContainText("Live");
  await shot(admin, "6-notices");

  await admin.goto("/admin-panel/section/faq");
  await admin.getByRole("button", { name: "Add question" }).click();
  dialog = admin.getByRole("dialog");
  await dialog.getByLabel("Question", { exact: true }).fill(`Is posting an ad free? ${tag}`);
  await dialog.getByLabel("Question in Bengali").fill("বিজ্ঞাপন দেওয়া কি বিনামূল্যে?");
  await dialog.getByLabel("Answer", { exact: true }).fill("Yes. A text ad is free; plans add reach and contact display.");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(admin.getByText("Question saved")).toBeVisible();
  await shot(admin, "7-faq");

  await admin.goto("/admin-panel/section/business-links");
  await admin.getByRole("button", { name: "Add link" }).click();
  dialog = admin.getByRole("dialog");
  await dialog.getByLabel("Title", { exact: true }).fill(`Wedding planners ${tag}`);
  await dialog.getByLabel("Address").fill("javascript:alert(1)");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("The address must start with / or https://")).toBeVisible();
  await dialog.getByLabel("Address").fill("/plans");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(admin.getByText("Link saved")).toBeVisible();
  await shot(admin, "8-links");

  await page.goto("/");
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded(); // the notices are asked for as the visitor comes near
  await expect(page.getByText(`Office closed for Durga Puja ${tag}`)).toBeVisible();
  const footerLink = page.getByTestId("business-links").getByRole("link", { name: `Wedding planners ${tag}` });
  await expect(footerLink).toHaveAttribute("href", "/plans");
  await page.getByRole("contentinfo").getByRole("link", { name: "FAQ" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Frequently asked questions" })).toBeVisible();
  const item = page.getByTestId("faq-item").filter({ hasText: tag });
  await item.getByText(`Is posting an ad free? ${tag}`).click();
  await expect(item.getByText("Yes. A text ad is free; plans add reach and contact display.")).toBeVisible();
  await shot(page, "9-faq-page");

  // In Bengali, the Bengali question is shown where it was written.
  await page
    .getByRole("button", { name: /Switch to Bengali/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "সাধারণ প্রশ্নোত্তর" })).toBeVisible();
  await expect(page.getByText("বিজ্ঞাপন দেওয়া কি বিনামূল্যে?").first()).toBeVisible();
  await shot(page, "10-faq-page-bn");

  // Removed again (each with its confirmation): the public lists follow on the next request.
  for (const [path, row] of [
    ["news-notice", "notice-row"],
    ["faq", "faq-row"],
    ["business-links", "link-row"],
  ] as const) {
    await admin.goto(`/admin-panel/section/${path}`);
    const mine = admin.getByTestId(row).filter({ hasText: tag });
    await mine.getByRole("button", { name: "Delete" }).click();
    await admin.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await expect(mine).toHaveCount(0);
  }
  const links = await (await page.request.get("/api/business-links")).json();
  expect(JSON.stringify(links)).not.toContain(tag);
});
