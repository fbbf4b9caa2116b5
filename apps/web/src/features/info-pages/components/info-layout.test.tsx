import { afterEach, describe, expect, it } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { InfoLayout } from "./info-layout";

/** jsdom lays nothing out: give the chip row a phone's width and the chips' full width. */
function layOut(scrollWidth: number, clientWidth: number) {
  const proto = HTMLElement.prototype;
  const saved = [Object.getOwnPropertyDescriptor(proto, "scrollWidth"), Object.getOwnPropertyDescriptor(proto, "clientWidth")];
  Object.defineProperty(proto, "scrollWidth", { configurable: true, get: () => scrollWidth });
  Object.defineProperty(proto, "clientWidth", { configurable: true, get: () => clientWidth });
  return () => {
    for (const [i, name] of (["scrollWidth", "clientWidth"] as const).entries())
      if (saved[i]) Object.defineProperty(proto, name, saved[i]!);
      else delete (proto as unknown as Record<string, unknown>)[name];
  };
}

let restore = () => undefined as void;
afterEach(() => restore());

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <InfoLayout eyebrow="Guide" title="How it works" intro="Intro">
        <p>Body</p>
      </InfoLayout>
    </MemoryRouter>,
  );

describe("information pages menu on a phone", () => {
  it("hints that the chip row scrolls, and the hint scrolls it", () => {
    restore = layOut(720, 358);
    renderAt("/workflow");
    const nav = screen.getByRole("navigation", { name: "Information pages" });
    const more = screen.getByRole("button", { name: "Show more pages" });
    expect(nav).toContainElement(more);
    expect(screen.queryByRole("button", { name: "Show earlier pages" })).not.toBeInTheDocument();
    const row = nav.querySelector("ul")!;
    let scrolled = 0;
    row.scrollBy = ((o: ScrollToOptions) => void (scrolled += o.left ?? 0)) as typeof row.scrollBy;
    fireEvent.click(more);
    expect(scrolled).toBeGreaterThan(0);
    // At the end of the row the hint gives way to one pointing back.
    row.scrollLeft = 362;
    fireEvent.scroll(row);
    expect(screen.queryByRole("button", { name: "Show more pages" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Show earlier pages" })).toBeInTheDocument();
  });

  it("shows no hint when every chip fits", () => {
    restore = layOut(300, 358);
    renderAt("/workflow");
    expect(screen.queryByRole("button", { name: /pages$/ })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Yet-To-Marry verification" })).toBeInTheDocument();
  });
});
