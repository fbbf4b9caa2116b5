import { afterEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { Carousel } from "./carousel";

const items = ["Ananya", "Priyanka", "Rituparna"];

function setReducedMotion(reduce: boolean) {
  vi.stubGlobal("matchMedia", (q: string) => ({
    matches: reduce && q.includes("reduce"),
    media: q,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

function renderCarousel() {
  render(<Carousel label="Success stories" items={items} getKey={(s) => s} intervalMs={7000} renderItem={(s) => <h3>{s}</h3>} />);
}
const current = () => screen.getByRole("heading", { level: 3 }).textContent;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("Carousel", () => {
  it("advances every interval and stops while paused with the button", () => {
    vi.useFakeTimers();
    setReducedMotion(false);
    renderCarousel();
    expect(current()).toBe("Ananya");
    act(() => void vi.advanceTimersByTime(7000));
    expect(current()).toBe("Priyanka");
    fireEvent.click(screen.getByRole("button", { name: "Pause success stories" }));
    act(() => void vi.advanceTimersByTime(21000));
    expect(current()).toBe("Priyanka");
    fireEvent.click(screen.getByRole("button", { name: "Play success stories" }));
    act(() => void vi.advanceTimersByTime(7000));
    expect(current()).toBe("Rituparna");
  });

  it("pauses while keyboard focus is inside and resumes when it leaves", () => {
    vi.useFakeTimers();
    setReducedMotion(false);
    renderCarousel();
    const next = screen.getByRole("button", { name: "Next slide" });
    fireEvent.focus(next);
    act(() => void vi.advanceTimersByTime(14000));
    expect(current()).toBe("Ananya");
    fireEvent.blur(next, { relatedTarget: document.body });
    act(() => void vi.advanceTimersByTime(7000));
    expect(current()).toBe("Priyanka");
  });

  it("does not move by itself under reduced motion, but previous/next still work", () => {
    vi.useFakeTimers();
    setReducedMotion(true);
    renderCarousel();
    expect(screen.getByRole("button", { name: "Play success stories" })).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(30000));
    expect(current()).toBe("Ananya");
    fireEvent.click(screen.getByRole("button", { name: "Previous slide" }));
    expect(current()).toBe("Rituparna");
    expect(screen.getByRole("group")).toHaveAttribute("aria-label", "3 of 3");
  });
});
