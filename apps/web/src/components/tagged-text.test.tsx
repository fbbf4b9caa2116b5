import { describe, expect, it } from "vitest";
import { render } from "@testing-library/react";
import { TaggedText } from "./tagged-text";

describe("TaggedText", () => {
  it("draws each marked part with its element and keeps the rest as text", () => {
    const { container } = render(
      <h1>
        <TaggedText
          text="Find your life partner, <gold>the trusted way</gold>, today"
          tags={{ gold: (c) => <span className="gold">{c}</span> }}
        />
      </h1>,
    );
    expect(container.innerHTML).toBe('<h1>Find your life partner, <span class="gold">the trusted way</span>, today</h1>');
  });

  it("shows an unknown mark's text plainly and a text without marks as it is", () => {
    const { container } = render(
      <p>
        <TaggedText text="<b>জীবনসঙ্গী</b> খুঁজুন" tags={{}} />|<TaggedText text="plain" tags={{}} />
      </p>,
    );
    expect(container.innerHTML).toBe("<p>জীবনসঙ্গী খুঁজুন|plain</p>");
  });
});
