import { expect, test } from "@playwright/test";

// The CSP allows no inline styles: run-time <style> elements (the captcha widget, a dialog's scroll
// lock) carry the nonce the server put in the page's csp-nonce meta tag, which is new for every answer.
test("pages work under a style policy without 'unsafe-inline'", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });

  const first = await page.goto("/login");
  const styleSrc = (first!.headers()["content-security-policy"] ?? "").split(";").find((d) => d.trim().startsWith("style-src")) ?? "";
  expect(styleSrc).not.toContain("unsafe-inline");
  const nonce = /'nonce-([^']+)'/.exec(styleSrc)?.[1];
  expect(nonce).toBeTruthy();
  expect(await page.locator('meta[name="csp-nonce"]').getAttribute("content")).toBe(nonce);
  // The shell painted before the app, and the app itself, are styled by the stylesheet.
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();

  // The captcha widget's own styles apply (it reads the nonce from the meta tag).
  await expect(page.locator("altcha-widget").first()).toBeAttached();
  await expect
    .poll(() => page.evaluate(() => (document.getElementById("altcha-css") as HTMLStyleElement | null)?.nonce || null))
    .not.toBeNull();

  // The page's inline scripts (the router's data and its module script) carry this answer's script nonce
  // (scripts need no 'unsafe-inline' either).
  const plans = await page.goto("/plans");
  const scriptSrc = (plans!.headers()["content-security-policy"] ?? "").split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
  expect(scriptSrc).not.toContain("unsafe-inline");
  const scriptNonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
  expect(scriptNonce).toBeTruthy();
  const nonces = await page.locator("body > script").evaluateAll((all: HTMLScriptElement[]) => all.map((s) => s.nonce));
  expect(nonces.length).toBeGreaterThan(0);
  for (const n of nonces) expect(n).toBe(scriptNonce);

  // A dialog locks the page's scroll with a <style> element added at run time.
  await page
    .getByRole("link", { name: /^Choose plan/ })
    .first()
    .click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");

  const again = await page.request.get("/login");
  expect(again.headers()["content-security-policy"]).not.toContain(`'nonce-${nonce}'`);
  expect(violations).toEqual([]);
});
