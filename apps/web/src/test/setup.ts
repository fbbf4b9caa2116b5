import "@testing-library/jest-dom/vitest";
import { afterEach, vi } from "vitest";
import { cleanup, configure } from "@testing-library/react";
import i18n from "@/lib/i18n";
import { clearToasts } from "@/components/toast";
import { forgetSignedOut } from "@/features/auth";
import { session } from "@/lib/session";
import { forgetCaptchaConfig } from "@/components/captcha-widget";
import { resetFakeCaptcha } from "./captcha";

// A lazily loaded part (the sign-in form, a dialog) may take over a second to appear while the machine is
// busy (CI runs these tests beside the typecheck and lint): \`findBy…\` and \`waitFor\` wait up to 5 s.
configure({ asyncUtilTimeout: 5000 });

// A text looked up under a key no catalogue has (and with no default text) fails the test that renders it.
i18n.on("missingKey", (_lngs, ns, key) => {
  throw new Error(`No text for "${ns}:${key}" in the catalogues`);
});

// The proof-of-work widget (and its worker) never loads in tests: <altcha-widget> stays an inert element.
vi.mock("altcha", () => ({}));
vi.mock("altcha/i18n/bn", () => ({}));

// Every form's captcha check is the stand-in (test/captcha.tsx), for every file: the files of a worker share
// their modules, so a form loaded with the real check by one file kept it in the next file, whose own mock
// came too late (its send button then waited for a payload that never came). captcha-field.test.tsx tests
// the real one through vi.importActual.
vi.mock("@/components/captcha-field", () => import("./captcha"));

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  // The files of a worker share their modules (vite.config.ts, isolate: false): the stores that live in a
  // module are brought back to a fresh page's state.
  session.refresh();
  clearToasts();
  forgetSignedOut();
  resetFakeCaptcha();
  forgetCaptchaConfig();
  vi.unstubAllGlobals();
});
