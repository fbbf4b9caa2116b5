// Prerenders the public pages' first screen (src/prerender.tsx, built by `vite build --ssr` into
// dist-ssr) into copies of the built index.html, one per page and language, and writes them to
// dist/prerender.json as [path, language, html]. The server sends the copy for the visitor's language.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";

const dist = new URL("./dist/", import.meta.url);
const { prerender, prerenderedPages, languages } = await import(new URL("./dist-ssr/prerender.js", import.meta.url).href);
const template = readFileSync(new URL("index.html", dist), "utf8");
const slot = /<div id="root">\s*<!--app-->[\s\S]*?<!--\/app-->\s*<\/div>/;
if (!slot.test(template) || !template.includes('<html lang="en">')) throw new Error("index.html has no app slot");

// A Bengali page's text needs the Bengali font: it is fetched with the stylesheet, so the text is not
// drawn in a fallback font first and then moved.
const bengaliFonts = readdirSync(new URL("assets/", dist))
  .filter((f) => /^noto-sans-bengali-bengali-(400|600)-normal-.*\.woff2$/.test(f))
  .map((f) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${f}">`)
  .join("");
// The screen paints from the HTML and the stylesheet alone: the scripts come after them.
const lowPriorityScripts = template
  .replaceAll('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin')
  .replaceAll('<link rel="modulepreload" crossorigin', '<link rel="modulepreload" fetchpriority="low" crossorigin');
const templates = {
  en: lowPriorityScripts,
  bn: lowPriorityScripts.replace('<html lang="en">', '<html lang="bn">').replace("</head>", () => `${bengaliFonts}</head>`),
};
const pages = [];
for (const path of prerenderedPages) {
  for (const language of languages) {
    const { html, parts } = await prerender(path, language);
    // `data-page` and `data-lang` tell the client what was prerendered, so it hydrates only that, and
    // `data-parts` which lazy parts to load first. The screen is inert until the app has taken it over
    // (a tap before then would be lost).
    const root = `<div id="root" data-page="${path}" data-lang="${language}" data-parts="${parts.join(" ")}" inert>${html}</div>`;
    pages.push([path, language, templates[language].replace(slot, () => root)]);
  }
}
writeFileSync(new URL("prerender.json", dist), JSON.stringify(pages));
console.log(`prerendered ${pages.length} pages`);
