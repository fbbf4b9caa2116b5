import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { preloadsPerTask, startAfterFirstPaint } from "./after-first-paint";

const modules = Array.from({ length: 20 }, (_, i) => `/assets/part-${i}.js`);
const page =
  `<html><head>${modules.map((m) => `<link rel="modulepreload" href="${m}"/>`).join("")}</head><body><main>page</main>` +
  `<script nonce="N1" type="module" async="">import("/assets/entry.client.js");</script></body></html>`;

const starterOf = (html: string) => html.match(/<script nonce="N1">([\s\S]*?)<\/script><\/body>/)?.[1] ?? "";
const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.getAttribute("href"));

describe("the scripts start after the first paint", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.head.innerHTML = "";
  });
  afterEach(() => vi.useRealTimers());

  it("sends the page without a preload and with the starting module emptied, a starter at the end of the body", () => {
    const html = startAfterFirstPaint(page, "N1");
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).toContain('<script nonce="N1" type="module" async=""></script>');
    expect(starterOf(html)).toContain("requestAnimationFrame");
  });

  it("adds the starting module first and the preloads a few in each task, every one once and in order", () => {
    new Function(starterOf(startAfterFirstPaint(page, "N1")))();
    expect(preloaded()).toEqual([]); // nothing before the page is drawn
    vi.advanceTimersToNextFrame();
    vi.advanceTimersToNextTimer(); // the task after the first frame
    const started = document.head.querySelector<HTMLScriptElement>('script[type="module"]');
    expect(started?.textContent).toBe('import("/assets/entry.client.js");');
    expect(started?.nonce).toBe("N1");
    expect(preloaded()).toEqual(modules.slice(0, preloadsPerTask));
    vi.advanceTimersToNextTimer();
    expect(preloaded()).toEqual(modules.slice(0, 2 * preloadsPerTask));
    vi.runAllTimers(); // the one-second fallback finds the work done
    expect(preloaded()).toEqual(modules);
    expect(document.head.querySelectorAll('script[type="module"]')).toHaveLength(1);
  });

  it("leaves a page without a starting module as it is", () => {
    const html = "<html><head></head><body><p>static</p></body></html>";
    expect(startAfterFirstPaint(html, "N1")).toBe(html);
  });
});
