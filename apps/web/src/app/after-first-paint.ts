/**
 * The page's scripts start once the browser has drawn the page the server sent, not before.
 *
 * React Router's `<Scripts />` writes a `modulepreload` link for each of the page's modules (about forty)
 * and an inline module that imports them and starts the app. A browser fetches all of them at once, as
 * soon as it reads the HTML, beside the stylesheet and the Bengali font that the first paint waits for:
 * on a phone's slow connection they share its bandwidth and its six connections, and Lighthouse's
 * mobile run measured the first paint a second or more later than with the scripts held back. The app
 * cannot do anything before the page is drawn anyway (its controls wait in a disabled fieldset).
 *
 * So the HTML leaves out the preload links and empties the inline module (kept in place, so that
 * React's hydration finds the element it drew), and a small script at the end of the body adds both
 * back to the head right after the first paint: in the frame after the first animation frame, or after
 * a second in a tab that draws nothing (opened in the background). The module goes first; the preloads
 * follow a few at a time, each few in a task of its own: starting a fetch for each costs the browser
 * about a millisecond of the page's thread, and forty at once held it for 26–65 ms on this machine
 * (four times that on a slow phone), long enough to delay a tap on the page just drawn.
 */
/** How many preloads the starter adds in one task. */
export const preloadsPerTask = 6;

export function startAfterFirstPaint(html: string, nonce: string): string {
  const preloads: string[] = [];
  const withoutPreloads = html.replace(/<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g, (_, href: string) => {
    preloads.push(href);
    return "";
  });
  let start = "";
  const emptied = withoutPreloads.replace(
    /(<script[^>]* type="module"[^>]*>)([\s\S]*?)(<\/script>)/,
    (_, open: string, code: string, close: string) => {
      start = code;
      return open + close;
    },
  );
  if (!start.trim()) return html;
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");
  const starter =
    `(function(){var done=false;function start(){if(done)return;done=true;var h=document.head;` +
    `var s=document.createElement("script");s.type="module";s.nonce=${json(nonce)};s.textContent=${json(start)};h.appendChild(s);` +
    `var left=${json(preloads)};(function add(){left.splice(0,${preloadsPerTask}).forEach(function(href){var l=document.createElement("link");` +
    `l.rel="modulepreload";l.href=href;h.appendChild(l)});if(left.length)setTimeout(add,0)})()}` +
    `requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,1000)})()`;
  return emptied.replace(/<\/body>/, `<script nonce="${nonce}">${starter}</script></body>`);
}
