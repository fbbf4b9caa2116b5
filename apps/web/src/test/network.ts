import { vi } from "vitest";

/**
 * How the fake server answers one request: a JSON body (status 200 unless given; `wait` holds the
 * answer until it settles), a raw `text` answer (a file: with its `headers`, e.g. Content-Disposition),
 * an Error (the request fails like a network error), or a string (a non-JSON answer with status 500).
 */
export type Reply =
  | { status?: number; body: unknown; wait?: Promise<unknown> }
  | { status?: number; text: string; headers?: Record<string, string>; wait?: Promise<unknown> }
  | Error
  | string;

/** One request as the fake server saw it. `body` is the parsed JSON, or the FormData of an upload. */
export type Call = { method: string; url: string; path: string; body: unknown; headers: Record<string, string> };

/** "METHOD /api/path" (no query string) → a reply, or replies used in turn (the last one repeats). */
export type Routes = Record<string, Reply | Reply[]>;

/** A success envelope around `data`. */
export const ok = (data: unknown, message?: string, status = 200) => ({ status, body: { success: true, message, data } });

/** A failure envelope with the server's message, machine code and any extra fields (`errors`, `retryAfter`). */
export const fail = (status: number, message: string, code = "error", extra: Record<string, unknown> = {}) => ({
  status,
  body: { success: false, message, error: message, code, ...extra },
});

/** A gate for `wait`: the answer is held until `open()`. */
export function gate() {
  let open: () => void = () => undefined;
  const wait = new Promise<void>((resolve) => (open = resolve));
  return { wait, open };
}

/** Status, text and headers of a reply that is not an Error. */
async function settle(reply: Exclude<Reply, Error>): Promise<{ status: number; text: string; headers: Record<string, string> }> {
  const json = { "Content-Type": "application/json" };
  if (typeof reply === "string") return { status: 500, text: reply, headers: json };
  await reply.wait;
  if ("text" in reply) return { status: reply.status ?? 200, text: reply.text, headers: { ...json, ...reply.headers } };
  return { status: reply.status ?? 200, text: JSON.stringify(reply.body), headers: json };
}

function readBody(body: unknown): unknown {
  if (typeof body !== "string") return body ?? undefined;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

/**
 * Replaces the network for one test: `fetch`, and `XMLHttpRequest` (uploads with progress, which
 * report half the upload before the answer). Each request is answered from `routes`; a request with
 * no route fails like a network error. Returns every request made, in order.
 */
export function fakeNetwork(routes: Routes = {}) {
  const calls: Call[] = [];
  const queues = new Map(Object.entries(routes).map(([k, v]) => [k, Array.isArray(v) ? [...v] : [v]]));

  function answer(method: string, url: string, body: unknown, headers: Record<string, string>): Reply {
    const path = url.split("?")[0];
    calls.push({ method, url, path, body: readBody(body), headers });
    const queue = queues.get(`${method} ${path}`);
    const reply = queue && (queue.length > 1 ? queue.shift() : queue[0]);
    return reply ?? new Error(`Unexpected request ${method} ${path}`);
  }

  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const reply = answer(init.method ?? "GET", String(input), init.body, { ...(init.headers as Record<string, string>) });
      if (reply instanceof Error) throw reply;
      const { status, text, headers } = await settle(reply);
      // A 204 or 304 has no body (the Response constructor refuses one).
      return new Response(status === 204 || status === 304 ? null : text, { status, headers });
    }),
  );

  class FakeXhr {
    status = 0;
    responseText = "";
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = "GET";
    private url = "";
    private headers: Record<string, string> = {};
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    abort() {
      this.onabort?.();
    }
    send(body: unknown) {
      const reply = answer(this.method, this.url, body, this.headers);
      setTimeout(async () => {
        if (reply instanceof Error) return this.onerror?.();
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
        const { status, text } = await settle(reply);
        this.status = status;
        this.responseText = text;
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeXhr);

  return { calls };
}
