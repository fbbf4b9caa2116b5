import "@testing-library/jest-dom/vitest";
import { afterEach, vi } from "vitest";
import { cleanup } from "@testing-library/react";
import { resetFakeCaptcha } from "./captcha";

// The proof-of-work widget (and its worker) never loads in tests: <altcha-widget> stays an inert element.
vi.mock("altcha", () => ({}));

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  resetFakeCaptcha();
  vi.unstubAllGlobals();
});
