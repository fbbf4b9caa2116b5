import { afterEach, describe, expect, it, vi } from "vitest";
import { act, render, screen, waitFor } from "@testing-library/react";
import { captchaConfigRoute, widgetState } from "@/test/captcha";
import { fakeNetwork } from "@/test/network";
import { watchNearness } from "@/test/near";

// The test setup replaces the check with its stand-in for every file; this file tests the real one.
const { CaptchaField } = await vi.importActual<typeof import("./captcha-field")>("./captcha-field");
// The module caches the config per page load; the test setup forgets it after each case.

describe("CaptchaField", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reports 'off' and renders nothing when the server has captcha disabled", async () => {
    fakeNetwork(captchaConfigRoute(false));
    const onChange = vi.fn();
    const { container } = render(<CaptchaField onChange={onChange} />);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith("off"));
    expect(container).toBeEmptyDOMElement();
  });

  it("solves in the background and reports the payload when verified, null again on expiry", async () => {
    fakeNetwork(captchaConfigRoute(true));
    const onChange = vi.fn();
    const { container } = render(<CaptchaField onChange={onChange} />);
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

  it("waits until it comes within a screen of the viewport before fetching or solving", async () => {
    const watched = watchNearness();
    const { calls } = fakeNetwork(captchaConfigRoute(true));
    const { container } = render(<CaptchaField onChange={() => {}} />);
    await act(async () => watched[0].fire(false));
    expect(calls).toHaveLength(0);
    expect(container.querySelector("altcha-widget")).toBeNull();

    act(() => watched[0].fire(true));
    await waitFor(() => expect(container.querySelector("altcha-widget")).not.toBeNull());
    expect(calls.map((c) => c.path)).toEqual(["/api/captcha"]);
  });

  it("solves at once when a payload is wanted (start), near the screen or not", async () => {
    watchNearness();
    const { calls } = fakeNetwork(captchaConfigRoute(true));
    const { container } = render(<CaptchaField onChange={() => {}} start />);
    await waitFor(() => expect(container.querySelector("altcha-widget")).not.toBeNull());
    expect(calls.map((c) => c.path)).toEqual(["/api/captcha"]);
  });

  it("offers Try again when the check fails", async () => {
    fakeNetwork(captchaConfigRoute(true));
    const { container } = render(<CaptchaField onChange={() => {}} />);
    await waitFor(() => expect(container.querySelector("altcha-widget")).not.toBeNull());
    act(() => widgetState(container.querySelector("altcha-widget")!, "error"));
    expect(screen.getByRole("status")).toHaveTextContent("We could not verify you are human.");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
