import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type AppLoadContext, type EntryContext } from "react-router";
import { requestLanguage } from "@app/contract";
import i18n from "./lib/i18n";
import { StyleNonce } from "./app/style-nonce";
import { startAfterFirstPaint } from "./app/after-first-paint";
import "./app/load-context";

/** A page that has not finished drawing by then is cut short (its boundaries are left to the browser). */
export const streamTimeout = 5_000;

let queue: Promise<unknown> = Promise.resolve();

/**
 * Draws a page as HTML, whole (all its parts ready, nothing streamed), in the answer's language with
 * the answer's nonces. One page at a time: the language is the i18n instance's, which the page's text
 * and its number and date formats read.
 */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: Partial<AppLoadContext> | undefined,
): Promise<Response> {
  // The server passes its whole context (nonces, language, lookups); `react-router dev` passes an empty one.
  const context = loadContext?.nonce ? (loadContext as AppLoadContext) : devContext(request);
  const run = queue.then(async () => {
    await i18n.changeLanguage(context.language);
    const html = startAfterFirstPaint(await render(request, routerContext, context), context.nonce.script);
    headers.set("Content-Type", "text/html; charset=utf-8");
    return new Response(html, { status, headers });
  });
  queue = run.catch(() => undefined);
  return run;
}

const devContext = (request: Request): AppLoadContext => ({
  nonce: { script: "", style: "" },
  language: requestLanguage(request.headers.get("cookie"), request.headers.get("accept-language")),
  profileDetail: async () => null,
  adProfiles: async () => null,
  plans: async () => null,
});

function render(request: Request, routerContext: EntryContext, context: AppLoadContext): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString("utf8"));
        done();
      },
    });
    const { pipe, abort } = renderToPipeableStream(
      <StyleNonce value={context.nonce.style}>
        <ServerRouter context={routerContext} url={request.url} nonce={context.nonce.script} />
      </StyleNonce>,
      {
        nonce: context.nonce.script,
        // The page is sent whole once everything is drawn (onAllReady), so each Suspense boundary's content
        // goes in its place: past this many bytes React would otherwise send the later boundaries hidden, at
        // the end, with scripts that move them into place after the first paint (more layouts, later content).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady: () => pipe(sink),
        onShellError: reject,
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
