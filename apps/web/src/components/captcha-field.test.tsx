import { afterEach, describe, expect, it, vi } from "vitest";
import { act, render, screen, waitFor } from "@testing-library/react";
import type { CaptchaField } from "./captcha-field";

vi.mock("altcha", () => ({}));

function reply(data: unknown) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify({ success: true, data }), { status: 200 })),
  );
}

afterEach(() => vi.unstubAllGlobals());

// The module caches the config per page load, so each case runs in a fresh module.
async function freshField() {
  vi.resetModules();
  return (await import("./captcha-field")).CaptchaField as typeof CaptchaField;
}

describe("CaptchaField", () => {
  it("reports 'off' and renders nothing when the server has captcha disabled", async () => {
    reply({ enabled: false, challengeUrl: "/api/captcha/challenge" });
    const Field = await freshField();
    const onChange = vi.fn();
    const { container } = render(<Field onChange={onChange} />);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith("off"));
    expect(container).toBeEmptyDOMElement();
  });

  it("solves in the background and reports the payload when verified, null again on expiry", async () => {
    reply({ enabled: true, challengeUrl: "/api/captcha/challenge" });
    const Field = await freshField();
    const onChange = vi.fn();
    const { container } = render(<Field onChange={onChange} />);
    expect(screen.getByRole("status")).toHaveTextContent("Verifying you are human…");
    await waitFor(() => expect(container.querySelector("altcha-widget")).not.toBeNull());
    const widget = container.querySelector("altcha-widget")!;
    expect(widget).toHaveAttribute("challenge", "/api/captcha/challenge");
    expect(widget).toHaveAttribute("auto", "onload");

    act(() => void widget.dispatchEvent(new CustomEvent("statechange", { detail: { state: "verified", payload: "abc" } })));
    expect(onChange).toHaveBeenLastCalledWith("abc");
    expect(screen.getByRole("status")).toHaveTextContent("Verified");

    act(() => void widget.dispatchEvent(new CustomEvent("statechange", { detail: { state: "expired", payload: "abc" } })));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole("status")).toHaveTextContent("Verifying you are human…");
  });

  it("offers Try again when the check fails", async () => {
    reply({ enabled: true, challengeUrl: "/api/captcha/challenge" });
    const Field = await freshField();
    const { container } = render(<Field onChange={() => {}} />);
    await waitFor(() => expect(container.querySelector("altcha-widget")).not.toBeNull());
    act(
      () =>
        void container
          .querySelector("altcha-widget")!
          .dispatchEvent(new CustomEvent("statechange", { detail: { state: "error", payload: null } })),
    );
    expect(screen.getByRole("status")).toHaveTextContent("We could not verify you are human.");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
