import type { HTMLAttributes, Key, Ref } from "react";
import type { TCaptchaConfig } from "@app/contract";
import { api, contractSchema } from "@/lib/api";

/** The `<altcha-widget>` custom element (ALTCHA v3), as React sees it. */
type AltchaWidgetProps = HTMLAttributes<HTMLElement> & {
  key?: Key;
  ref?: Ref<HTMLElement>;
  challenge?: string;
  auto?: "off" | "onfocus" | "onload" | "onsubmit";
  display?: "standard" | "bar" | "floating" | "overlay" | "invisible";
  configuration?: string;
  name?: string;
  language?: string;
};

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      "altcha-widget": AltchaWidgetProps;
    }
  }
}

/** The widget's element, with the calls used on it. */
export type AltchaElement = HTMLElement & { reset?: () => void; verify?: () => Promise<unknown> };
/** Where the check is: getting ready, solving, solved, or failed. */
export type Status = "loading" | "verifying" | "verified" | "error";

/** One config fetch per page load (the login modal and the registration form share it). */
let configPromise: Promise<TCaptchaConfig> | null = null;
export function loadConfig(): Promise<TCaptchaConfig> {
  configPromise ??= api("/captcha", { auth: "none" }, contractSchema("ZCaptchaConfig")).catch((e: unknown) => {
    configPromise = null;
    throw e;
  });
  return configPromise;
}

/** Forgets the config, as a new page load would (the test setup calls it after each test). */
export function forgetCaptchaConfig() {
  configPromise = null;
}
