import { describe, expect, it } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter, Route, Routes } from "react-router";
import type { ReactNode } from "react";
import { fail, fakeNetwork, ok } from "@/test/network";
import { ContentCategoriesPage } from "./content-categories-page";
import { ContentPostForm } from "./content-post-form";
import { ContentPostsPage } from "./content-posts-page";
import { FaqAdminPage } from "./faq-admin-page";

const wrap = (ui: ReactNode, path = "/admin-panel/x") =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );

const category = { id: 3, slug: "wedding-traditions", name: "Wedding traditions", nameBn: null, posts: 2 };
const post = (over: Record<string, unknown>) => ({
  id: 1,
  slug: "haldi-morning",
  title: "Haldi morning",
  titleBn: null,
  excerpt: "Turmeric and cousins.",
  excerptBn: null,
  body: "## Morning",
  bodyBn: null,
  category: { id: 3, name: "Wedding traditions", slug: "wedding-traditions" },
  author: "Mitali Sen",
  image: "/images/blog/newspaper.svg",
  imageId: null,
  imageAlt: "Haldi",
  status: "published",
  publishedAt: "2026-11-20T06:30:00.000Z",
  updatedAt: "2026-11-20T06:30:00.000Z",
  ...over,
});

describe("admin content screens", () => {
  it("lists posts with their status badges", async () => {
    fakeNetwork({
      "GET /api/admin/content/posts": ok({
        posts: [
          post({}),
          post({ id: 2, slug: "draft-one", title: "Draft one", status: "draft" }),
          post({ id: 3, title: "Later", slug: "later", status: "scheduled" }),
        ],
        total: 3,
        page: 1,
        pageSize: 20,
      }),
    });
    wrap(<ContentPostsPage />);
    const rows = within(await screen.findByRole("list", { name: "Content Management" })).getAllByTestId("post-row");
    expect(rows).toHaveLength(3);
    expect(within(rows[0]).getByText("Published")).toBeInTheDocument();
    expect(within(rows[1]).getByText("Draft")).toBeInTheDocument();
    expect(within(rows[2]).getByText("Scheduled")).toBeInTheDocument();
    expect(within(rows[0]).getByRole("link", { name: "View" })).toHaveAttribute("href", "/blogs/haldi-morning");
    expect(within(rows[1]).queryByRole("link", { name: "View" })).toBeNull();
  });

  it("makes the slug from the title, previews the Markdown through the server and sends the post", async () => {
    const { calls } = fakeNetwork({
      "GET /api/admin/content/categories": ok({ categories: [category] }),
      "POST /api/admin/content/preview": ok({ html: "<h2>Morning</h2><p><strong>Hello</strong></p>" }),
      "POST /api/admin/content/posts": fail(409, "A post with this slug already exists", "conflict", {
        errors: [{ field: "slug", message: "A post with this slug already exists" }],
      }),
    });
    const user = userEvent.setup();
    wrap(<ContentPostForm id={null} />);
    await user.type(screen.getByLabelText("Title"), "Gaye Holud: What to Expect!");
    expect(screen.getByLabelText("Slug (web address)")).toHaveValue("gaye-holud-what-to-expect");
    await user.type(screen.getByLabelText("Excerpt"), "A short excerpt.");
    await user.type(screen.getByRole("textbox", { name: "Body" }), "## Morning");
    await user.click(screen.getAllByRole("tab", { name: "Preview" })[0]);
    const preview = await screen.findByTestId("markdown-preview");
    expect(await within(preview).findByRole("heading", { name: "Morning" })).toBeInTheDocument();
    await user.selectOptions(await screen.findByLabelText("Category"), "3");
    await user.type(screen.getByLabelText("Author"), "Mitali Sen");
    await user.click(screen.getByRole("radio", { name: "Published" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("A post with this slug already exists")).toBeInTheDocument();
    const sent = calls.find((c) => c.method === "POST" && c.path === "/api/admin/content/posts")!.body;
    expect(sent).toMatchObject({
      title: "Gaye Holud: What to Expect!",
      slug: "gaye-holud-what-to-expect",
      categoryId: 3,
      status: "published",
      body: "## Morning",
    });
  });

  it("shows the server's refusal when a category with posts is deleted", async () => {
    fakeNetwork({
      "GET /api/admin/content/categories": ok({ categories: [category] }),
      "DELETE /api/admin/content/categories/3": fail(409, "This category still has posts. Move or delete them first.", "conflict"),
    });
    const user = userEvent.setup();
    wrap(<ContentCategoriesPage />);
    const [row] = await screen.findAllByTestId("category-row");
    expect(within(row).getByText("2 posts")).toBeInTheDocument();
    await user.click(within(row).getByRole("button", { name: "Delete" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This category still has posts. Move or delete them first.");
  });

  it("moves a question up and sends the whole new order", async () => {
    const faq = (id: number, question: string) => ({ id, question, questionBn: null, answer: "A", answerBn: null, sortOrder: id });
    const { calls } = fakeNetwork({
      "GET /api/admin/content/faqs": ok({ faqs: [faq(1, "Is it free?"), faq(2, "How do I pay?")] }),
      "PUT /api/admin/content/faqs/order": ok({ faqs: [faq(2, "How do I pay?"), faq(1, "Is it free?")] }),
    });
    const user = userEvent.setup();
    wrap(<FaqAdminPage />);
    await screen.findAllByTestId("faq-row");
    await user.click(screen.getByRole("button", { name: "Move up: How do I pay?" }));
    await waitFor(() => expect(calls.find((c) => c.path === "/api/admin/content/faqs/order")?.body).toEqual({ ids: [2, 1] }));
  });
});
