import { afterEach, describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { setLanguage } from "@/lib/i18n";
import { fakeNetwork, ok } from "@/test/network";
import { BlogSidebar } from "./blog-sidebar";

afterEach(() => setLanguage("en"));

describe("the blog's categories in Bengali", () => {
  it("count their posts in Bengali digits", async () => {
    setLanguage("bn");
    fakeNetwork({
      "GET /api/blogs/categories": ok({ categories: [{ slug: "tips", name: "Tips", nameBn: "পরামর্শ", count: 12 }], total: 15 }),
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <BlogSidebar search="" onSearch={() => {}} category="" onCategory={() => {}} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole("button", { name: /পরামর্শ/ })).toHaveTextContent("১২");
    expect(screen.getByRole("button", { name: /১৫/ })).toBeInTheDocument();
  });
});
