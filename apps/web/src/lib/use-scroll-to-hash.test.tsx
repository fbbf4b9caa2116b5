import { useEffect, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { useScrollToHash } from "./use-scroll-to-hash";

/** A page whose sections arrive after its data, like Edit My Ad. */
function Page() {
  useScrollToHash();
  const [loaded, setLoaded] = useState(false);
  useEffect(() => void setTimeout(() => setLoaded(true), 120), []);
  if (!loaded) return <p>Loading</p>;
  return (
    <>
      <section id="education" aria-label="Education">
        <input aria-label="Qualification" />
      </section>
      <section id="partner" aria-label="Partner preference">
        <input aria-label="Looking for" />
      </section>
    </>
  );
}

describe("useScrollToHash", () => {
  it("opens the page at the section its address names once it is drawn, with the focus on its first field", async () => {
    const scrolled: string[] = [];
    // jsdom neither scrolls nor lays out: the page's section reports its scroll, and every field is drawn.
    HTMLElement.prototype.scrollIntoView = function (this: HTMLElement) {
      scrolled.push(this.id);
    };
    vi.spyOn(Element.prototype, "getClientRects").mockImplementation(() => [new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList);
    render(
      <MemoryRouter initialEntries={["/edit-ad#partner"]}>
        <Page />
      </MemoryRouter>,
    );
    await vi.waitFor(() => expect(scrolled).toEqual(["partner"]));
    expect(screen.getByRole("textbox", { name: "Looking for" })).toHaveFocus();
    vi.restoreAllMocks();
    Reflect.deleteProperty(HTMLElement.prototype, "scrollIntoView");
  });
});
