// Prerenders the public pages' first screen (src/prerender.tsx, built by `vite build --ssr` into
// dist-ssr) into copies of the built index.html, one per page and language, and writes them to
// dist/prerender.json as [path, language, html]. The server sends the copy for the visitor's language.
// It also writes dist/render-template.json, the page an ad's detail is rendered into on request
// (by language; `<!--page-root-->` stands for the root).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";

const dist = new URL("./dist/", import.meta.url);
const { renderPage, pageRoot, prerenderedPages, languages } = await import(new URL("./dist-ssr/prerender.js", import.meta.url).href);
const template = readFileSync(new URL("index.html", dist), "utf8");
const slot = /<div id="root">\s*<!--app-->[\s\S]*?<!--\/app-->\s*<\/div>/;
if (!slot.test(template) || !template.includes('<html lang="en">')) throw new Error("index.html has no app slot");

// A Bengali page's text needs the Bengali font: it is fetched with the stylesheet, so the text is not
// drawn in a fallback font first and then moved.
const bengaliFonts = readdirSync(new URL("assets/", dist))
  .filter((f) => /^noto-sans-bengali-bengali-(400|600)-normal-.*\.woff2$/.test(f))
  .map((f) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${f}">`)
  .join("");

// The screen paints from the HTML and the stylesheet alone. The app's scripts (the main bundle, its
// chunks and the page's own) and the manifest are asked for only once that screen is on the glass, so
// on a slow connection they do not compete with it; the server adds nothing to a prerendered page.
const tags = {
  entry: /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g,
  preload: /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g,
  manifest: /\s*<link rel="manifest" href="([^"]+)">/g,
};
const found = Object.fromEntries(Object.entries(tags).map(([name, re]) => [name, [...template.matchAll(re)].map((m) => m[1])]));
if (found.entry.length !== 1 || found.manifest.length !== 1) throw new Error("index.html: expected one entry script and one manifest");
const shell = Object.values(tags).reduce((html, re) => html.replace(re, ""), template);
const routeTable = JSON.parse(readFileSync(new URL("route-preload.json", dist), "utf8")).map(([pattern, files]) => [
  new RegExp(pattern),
  files,
]);
const pageChunks = (path) => routeTable.find(([re]) => re.test(path))?.[1] ?? [];

/** Runs in the page (serialised into it): asks for the app once the first screen is on the glass. */
function startAfterFirstPaint(entry, preloads, manifest) {
  // Each link starts a download, which costs a slow phone's main thread a few milliseconds: a couple
  // per task, so that no one task holds the page up.
  const linksPerTask = 2;
  let started = false;
  const add = (tag, props) => document.head.appendChild(Object.assign(document.createElement(tag), props));
  // The first number and date formatters load the browser's locale data: tens of milliseconds of a
  // phone's main thread. A worker builds the same kinds first; the data it loads is the page's too, so
  // the page's own formatters (src/lib/format.ts) are then quick. Starting a worker takes a moment of
  // its own, so it has a task of its own.
  const warmLocaleData = () => {
    try {
      const locale = document.documentElement.lang === "bn" ? "bn-IN" : "en-IN";
      const warm = `new Intl.NumberFormat("${locale}").format(1);
        new Intl.NumberFormat("${locale}", { style: "currency", currency: "INR" }).format(1);
        new Intl.DateTimeFormat("${locale}", { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" }).format(0);
        postMessage(0);`;
      const worker = new Worker(URL.createObjectURL(new Blob([warm], { type: "text/javascript" })));
      worker.onmessage = () => worker.terminate();
    } catch {
      // No workers: the page builds its formatters itself.
    }
  };
  const preload = (from) => {
    for (const href of preloads.slice(from, from + linksPerTask)) add("link", { rel: "modulepreload", crossOrigin: "", href });
    if (from + linksPerTask < preloads.length) setTimeout(preload, 0, from + linksPerTask);
  };
  const start = () => {
    if (started) return;
    started = true;
    add("script", { type: "module", crossOrigin: "", src: entry });
    add("link", { rel: "manifest", href: manifest });
    setTimeout(warmLocaleData, 0);
    setTimeout(preload, 0, 0);
  };
  // The browser reports the first contentful paint once that frame is on the glass (drawing a frame is
  // not showing it: a phone's compositor may take a while longer). A browser without paint timing
  // starts in a task queued from the first frame's callback, after that frame's drawing. A page opened
  // in the background draws nothing: it starts after two seconds anyway.
  if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      start();
    }).observe({ type: "paint", buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(start, 0));
  }
  setTimeout(start, 2000);
}
const starter = (path) =>
  `<script nonce="__CSP_SCRIPT_NONCE__">(${startAfterFirstPaint})(${JSON.stringify(found.entry[0])}, ${JSON.stringify([
    ...new Set([...found.preload, ...pageChunks(path)]),
  ])}, ${JSON.stringify(found.manifest[0])});</script>`;

const templates = {
  en: shell,
  bn: shell.replace('<html lang="en">', '<html lang="bn">').replace("</head>", () => `${bengaliFonts}</head>`),
};
const pages = [];
for (const path of prerenderedPages) {
  for (const language of languages) {
    const root = pageRoot(path, language, await renderPage(path, language));
    const page = templates[language].replace(slot, () => root);
    pages.push([path, language, page.replace("</body>", () => `${starter(path)}</body>`)]);
  }
}
const detailTemplate = Object.fromEntries(
  languages.map((language) => [
    language,
    templates[language].replace(slot, "<!--page-root-->").replace("</body>", () => `${starter("/profile/_")}</body>`),
  ]),
);
writeFileSync(new URL("render-template.json", dist), JSON.stringify(detailTemplate));
writeFileSync(new URL("prerender.json", dist), JSON.stringify(pages));
console.log(`prerendered ${pages.length} pages`);
