import { describe, expect, it, vi } from "vitest";
import { act, render, screen, waitFor } from "@testing-library/react";
import { captchaConfigRoute, widgetState } from "@/test/captcha";
import { fakeNetwork } from "@/test/network";
import type { CaptchaField } from "./captcha-field";

// The module caches the config per page load, so each case runs in a fresh module.
async function freshField() {
  vi.resetModules();
  return (await import("./captcha-field")).CaptchaField as typeof CaptchaField;
}

describe("CaptchaField", () => {
  it("reports 'off' and renders nothing when the server has captcha disabled", async () => {
    fakeNetwork(captchaConfigRoute(false));
    const Field = await freshField();
    const onChange = vi.fn();
    const { container } = render(<Field onChange={onChange} />);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith("off"));
    expect(container).toBeEmptyDOMElement();
  });

  it("solves in the background and reports the payload when verified, null again on expiry", async () => {
    fakeNetwork(captchaConfigRoute(true));
    const Field = await freshField();
    const onChange = vi.fn();
    const { container } = render(<Field onChange={onChange} />);
    expect(screen.getByRole("status")).toHaveTextContent("Verifying you are human…");
    await waitFor(() => expect(container.querySelector("altcha-widget")).not.toBeNull());
    const widget = container.querySelector("altcha-widget")!;
    expect(widget).toHaveAttribute("challenge", "/api/captcha/challenge");
    expect(widget).toHaveAttribute("auto", "onload");

    act(() => widgetState(widget, "verified", "abc"));
    expect(onChange).toHaveBeenLastCalledWith("abc");
    expect(screen.getByRole("status")).toHaveTextContent("Verified");

    act(() => widgetState(widget, "expired", "abc"));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole("status")).toHaveTextContent("Verifying you are human…");
  });

  it("offers Try again when the check fails", async () => {
    fakeNetwork(captchaConfigRoute(true));
    const Field = await freshField();
    const { container } = render(<Field onChange={() => {}} />);
    await waitFor(() => expect(container.querySelector("altcha-widget")).not.toBeNull());
    act(() => widgetState(container.querySelector("altcha-widget")!, "error"));
    expect(screen.getByRole("status")).toHaveTextContent("We could not verify you are human.");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
