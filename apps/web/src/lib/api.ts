import type { z } from "zod";
import type { TFieldError } from "@app/contract";
import { session } from "./session";
import { storageKeys } from "./storage-keys";
import { loginPaths, sessionNeededAt } from "./guarded-paths";
import type { AnswerSchemas } from "./answer-schemas";

/** A failed API call: carries the server's human message, machine code and field errors. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly errors: TFieldError[] = [],
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = "ApiError";
  }
  /** Field errors as a map, for react-hook-form's setError. */
  fieldErrors(): Record<string, string> {
    return Object.fromEntries(this.errors.map((e) => [e.field, e.message]));
  }
}

export type ApiOptions = {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  body?: unknown;
  /** Which stored token to send; defaults to the member token. */
  auth?: "member" | "admin" | "rr" | "none";
  signal?: AbortSignal;
  /** Upload progress (0..1) — switches the transport to XMLHttpRequest. */
  onProgress?: (fraction: number) => void;
  /** Leave the stored session and the page alone on a 401 (sign-in calls, the startup auth check). */
  ignore401?: boolean;
  /** Answer 304 when the server's answer still has this entity tag (see `apiUnlessUnchanged`). */
  ifNoneMatch?: string;
};

const tokenKey = { member: storageKeys.token, admin: storageKeys.adminToken, rr: storageKeys.rrToken } as const;

/**
 * A 401: the credentials this call sent are no longer good, so every stored one is cleared. The
 * browser goes to a sign-in page only when the page on screen needs a session (a guarded page);
 * on a public page the call was optional and the visitor stays (its part shows the signed-out
 * view). An RR's call goes to the RR sign-in, also from /admin/rr.
 */
function handle401(auth: ApiOptions["auth"]) {
  session.clearAll();
  const needed = sessionNeededAt(window.location.pathname);
  if (!needed) return;
  const target = loginPaths[auth === "rr" ? "rr" : needed];
  if (window.location.pathname !== target) window.location.assign(target);
}

export type Raw = { status: number; text: string };

type Envelope = {
  success?: unknown;
  message?: unknown;
  error?: unknown;
  code?: unknown;
  errors?: unknown;
  retryAfter?: unknown;
  data?: unknown;
};

const invalidResponse = (status: number) => new ApiError("Server returned invalid response...", status, "invalid_response");

/** The parsed body as an envelope: any JSON object, its fields still unknown. */
function envelope(json: unknown): Envelope {
  return typeof json === "object" && json !== null && !Array.isArray(json) ? (json as Envelope) : {};
}

const text = (v: unknown) => (typeof v === "string" ? v : undefined);

/** The well-formed entries of the failure's `errors` (checked by hand: this file stays free of zod, see `api`). */
function fieldErrors(v: unknown): TFieldError[] {
  if (!Array.isArray(v)) return [];
  return v.flatMap((e: unknown) => {
    const { field, message } = envelope(e) as { field?: unknown; message?: unknown };
    return typeof field === "string" && typeof message === "string" ? [{ field, message }] : [];
  });
}

/** The request's headers: what it accepts, and the stored token of `auth` (none for "none"). */
function requestHeaders(auth: NonNullable<ApiOptions["auth"]>, accept: string): Record<string, string> {
  const headers: Record<string, string> = { Accept: accept };
  if (auth !== "none") {
    const token = localStorage.getItem(tokenKey[auth]);
    if (token) headers.Authorization = `Bearer ${token}`;
  }
  return headers;
}

/**
 * The answer's envelope. A 401 is handled (`handle401`) unless `ignore401`; a failure (status 400 or
 * more, or `success: false`) throws ApiError with the server's message, code and field errors.
 */
function answerOf(raw: Raw, auth: ApiOptions["auth"], ignore401 = false): Envelope {
  let json: unknown;
  try {
    json = raw.text ? JSON.parse(raw.text) : {};
  } catch {
    if (raw.status === 404) throw new ApiError("Server not found. Please make sure the server is running", 404, "not_found");
    throw invalidResponse(raw.status);
  }
  const res = envelope(json);
  if (raw.status === 401 && !ignore401) handle401(auth);
  if (raw.status >= 400 || res.success === false) {
    throw new ApiError(
      text(res.message) ?? text(res.error) ?? `Request failed (${raw.status})`,
      raw.status,
      text(res.code) ?? "error",
      fieldErrors(res.errors),
      typeof res.retryAfter === "number" ? res.retryAfter : undefined,
    );
  }
  return res;
}

/** Sends the request and answers the envelope; throws ApiError with the server's message on failure. */
async function call(path: string, opts: ApiOptions): Promise<{ status: number; body: Envelope }> {
  const method = opts.method ?? (opts.body === undefined ? "GET" : "POST");
  const auth = opts.auth ?? "member";
  const headers = requestHeaders(auth, "application/json");
  // Set by hand, a conditional header makes fetch skip the HTTP cache and hand a 304 to the caller.
  if (opts.ifNoneMatch) headers["If-None-Match"] = opts.ifNoneMatch;
  let body: XMLHttpRequestBodyInit | null = null;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(opts.body);
  }
  const url = `/api${path}`;
  const raw: Raw = opts.onProgress
    ? await (await import("./api-upload")).viaXhr(url, method, headers, body, opts)
    : await fetch(url, { method, headers, body, signal: opts.signal }).then(async (r) => ({ status: r.status, text: await r.text() }));
  return { status: raw.status, body: answerOf(raw, auth, opts.ignore401) };
}

/** A file's name from a Content-Disposition header (`filename*=UTF-8''…` first, else `filename="…"`). */
function attachmentName(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed name: the plain one below, if any.
    }
  }
  return /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/i.exec(header)?.slice(1).find(Boolean) ?? null;
}

/** A file the server sent (a CSV, a document), and the name it gave it (null when it gave none). */
export type ApiFile = { blob: Blob; filename: string | null };

/**
 * GET `/api{path}` as a file, with the stored token of `auth` like every call: a failure is handled as
 * `api` handles it (a 401 clears the sessions and leaves a guarded page; the error envelope throws an
 * ApiError with the server's message).
 */
export async function apiFile(path: string, opts: Pick<ApiOptions, "auth" | "signal"> = {}): Promise<ApiFile> {
  const auth = opts.auth ?? "member";
  const res = await fetch(`/api${path}`, { headers: requestHeaders(auth, "*/*"), signal: opts.signal });
  if (!res.ok) {
    answerOf({ status: res.status, text: await res.text() }, auth);
    throw invalidResponse(res.status);
  }
  return { blob: await res.blob(), filename: attachmentName(res.headers.get("Content-Disposition")) };
}

/**
 * Downloads `/api{path}` (a CSV, a file) as `apiFile` does and has the browser save it under the name the
 * server gave it, else `filename`. Answers the name it was saved under and its size in bytes.
 */
export async function download(
  path: string,
  opts: Pick<ApiOptions, "auth" | "signal"> & { filename: string },
): Promise<{ filename: string; bytes: number }> {
  const file = await apiFile(path, opts);
  const filename = file.filename ?? opts.filename;
  const url = URL.createObjectURL(file.blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked once the browser has taken the file (a revoke in the same task can cancel the download).
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return { filename, bytes: file.blob.size };
}

/**
 * `path` with the query string of `q`'s set values, in their order (undefined, null and "" are left
 * out): `withQuery("/admin/rr", { page: 2, search: "" })` is "/admin/rr?page=2".
 */
export function withQuery(path: string, q: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== null && v !== "") params.set(k, String(v));
  return params.size ? `${path}?${params}` : path;
}

/** A contract schema loaded on demand (see `contractSchema`). */
export type LazySchema<S extends z.ZodType> = () => Promise<S>;

/** The contract schema of this name, loaded on first use: `api(path, opts, contractSchema("ZNotices"))`. */
export const contractSchema =
  <K extends keyof AnswerSchemas>(name: K): LazySchema<AnswerSchemas[K]> =>
  () =>
    import("./answer-schemas").then((schemas) => schemas.answerSchema(name));

/**
 * Calls `/api{path}`, unwraps the envelope and returns `data` parsed by `schema` (the contract's
 * data schema). Throws ApiError with the server's message on failure, and an "invalid_response"
 * ApiError when the answer does not match the schema.
 *
 * Calls made by the first page a visitor opens pass the schema lazily (`contractSchema`): zod and the
 * few schemas those answers need then load beside the request instead of before the first paint.
 */
export async function api<S extends z.ZodType>(path: string, opts: ApiOptions, schema: S | LazySchema<S>): Promise<z.output<S>> {
  const [{ status, body }, zodSchema] = await Promise.all([call(path, opts), typeof schema === "function" ? schema() : schema]);
  const parsed = zodSchema.safeParse(body.data);
  if (!parsed.success) throw invalidResponse(status);
  return parsed.data;
}

/**
 * `api` for an answer the bundle already holds a copy of, with the server's entity tag for it: the
 * server answers 304 while the copy is current, and the copy itself is returned (the same object, so
 * nothing re-renders), without loading or running the schema. Otherwise as `api`.
 */
export async function apiUnlessUnchanged<S extends z.ZodType>(
  path: string,
  opts: ApiOptions,
  schema: S | LazySchema<S>,
  held: { etag: string; value: z.output<S> },
): Promise<z.output<S>> {
  const { status, body } = await call(path, { ...opts, ifNoneMatch: held.etag });
  if (status === 304) return held.value;
  const parsed = (typeof schema === "function" ? await schema() : schema).safeParse(body.data);
  if (!parsed.success) throw invalidResponse(status);
  return parsed.data;
}
