import { describe, expect, it } from "vitest";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { act, render, screen } from "@testing-library/react";
import { HeldUntilTakenOver } from "./held-until-taken-over";

const part = (
  <HeldUntilTakenOver fallback={<p>Loading</p>}>
    <button type="button">Search</button>
  </HeldUntilTakenOver>
);

describe("HeldUntilTakenOver", () => {
  it("draws its part's controls disabled on the server, and frees them once the browser has taken the part over", async () => {
    const html = renderToString(part);
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const button = container.querySelector("button")!;
    expect(button.closest("fieldset")?.disabled).toBe(true);

    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, part, { onRecoverableError: (error) => errors.push(error) });
    });
    // The same button the server drew, now enabled: no mismatch, nothing drawn again.
    expect(container.querySelector("button")).toBe(button);
    expect(button.closest("fieldset")?.disabled).toBe(false);
    expect(errors).toEqual([]);
    container.remove();
  });

  it("holds nothing when the part is drawn in the browser (a move between pages)", () => {
    render(part);
    expect(screen.getByRole("button", { name: "Search" })).toBeEnabled();
  });
});
