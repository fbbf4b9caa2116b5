import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import type { ErrorCode, TFieldError } from "@app/contract";
import { isConnectionError } from "@app/db";

/** An error the client should see: HTTP status, stable code, human message, optional field errors. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly errors?: TFieldError[],
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const badRequest = (message: string, errors?: TFieldError[]) => new AppError(400, "validation_failed", message, errors);
export const fieldError = (field: string, message: string, status = 400, code: ErrorCode = "validation_failed") =>
  new AppError(status, code, message, [{ field, message }]);
export const notFound = (message = "Not found") => new AppError(404, "not_found", message);
export const unauthenticated = (message = "Please log in to continue") => new AppError(401, "unauthenticated", message);
export const forbidden = (message = "You are not allowed to do this") => new AppError(403, "forbidden", message);
export const conflict = (message: string, field?: string) =>
  new AppError(409, "conflict", message, field ? [{ field, message }] : undefined);
export const tooMany = (message: string, retryAfter: number, code: ErrorCode = "rate_limited") =>
  new AppError(429, code, message, undefined, retryAfter);

/** The database is restarting or unreachable: the request may simply be tried again shortly. */
export const databaseUnavailable = () =>
  new AppError(503, "database_unavailable", "The service is briefly unavailable. Please try again in a moment.");

/** Builds the failure envelope: message and error carry the same text. */
export function envelope(message: string, code: string, errors?: TFieldError[], retryAfter?: number) {
  return {
    success: false as const,
    message,
    error: message,
    code,
    ...(errors?.length ? { errors } : {}),
    ...(retryAfter ? { retryAfter } : {}),
  };
}

/** The answer to an error nobody expected: logged with the request id, never shown. */
function internalError(err: unknown, req: FastifyRequest, reply: FastifyReply, what: string) {
  req.log.error({ err, reqId: req.id }, what);
  return reply.status(500).send(envelope(`Something went wrong. Please try again. (ref ${req.id})`, "internal_error"));
}

/** Errors of the router itself (before any route): a URL that cannot be decoded, a path parameter over the length limit. */
export function frameworkError(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  if (err.code === "FST_ERR_MAX_PARAM_LENGTH") return reply.status(414).send(envelope("The address is too long.", "validation_failed"));
  if (err.code === "FST_ERR_BAD_URL") return reply.status(400).send(envelope("The address is not valid.", "validation_failed"));
  return internalError(err, req, reply, "router error");
}

/**
 * A multipart body the parser could not read (no boundary, cut short, broken part headers, a last part never
 * closed: "Part terminated early due to unexpected end of multipart data"): the client's fault.
 */
const brokenMultipart =
  /^(Multipart: )?(Boundary not found|Unexpected end of (form|multipart data)|Malformed part header|Malformed urlencoded form)|^(Part|Preamble) terminated early due to unexpected end of multipart data/i;

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (isConnectionError(err)) {
      req.log.warn({ err, reqId: req.id }, "database unavailable");
      const e = databaseUnavailable();
      // Never cached (a route may have set a public Cache-Control before its query failed).
      return reply.status(e.status).header("Retry-After", "5").header("Cache-Control", "no-store").send(envelope(e.message, e.code));
    }
    if (err instanceof AppError) {
      if (err.retryAfter) reply.header("Retry-After", String(err.retryAfter));
      return reply.status(err.status).send(envelope(err.message, err.code, err.errors, err.retryAfter));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors = err.validation.map((v) => ({
        field: (v.instancePath || "").replace(/^\//, "").replace(/\//g, ".") || "body",
        message: v.message ?? "Invalid value",
      }));
      const first = errors[0]?.message ?? "Invalid request";
      return reply
        .status(400)
        .send(envelope(errors.length > 1 ? "Please correct the highlighted fields" : first, "validation_failed", errors));
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err, reqId: req.id }, "response did not match its schema");
      return reply.status(500).send(envelope("Something went wrong. Please try again.", "internal_error"));
    }
    const status = (err as FastifyError).statusCode ?? 500;
    if (
      status === 413 ||
      (err as FastifyError).code === "FST_REQ_FILE_TOO_LARGE" ||
      (err as FastifyError).code === "FST_PARTS_LIMIT" ||
      (err as FastifyError).code === "FST_FILES_LIMIT"
    ) {
      return reply
        .status(413)
        .send(envelope("The upload is too large. Each photo must be at most 5 MB and at most 10 photos.", "payload_too_large"));
    }
    if (status === 429) {
      const retry = Number(reply.getHeader("retry-after")) || 60;
      return reply.status(429).send(envelope("Too many requests. Please wait a moment and try again.", "rate_limited", undefined, retry));
    }
    if (status === 415) return reply.status(415).send(envelope("Unsupported content type", "unsupported_media_type"));
    if (brokenMultipart.test(err.message ?? "") || (err as FastifyError).code === "FST_INVALID_MULTIPART_CONTENT_TYPE") {
      return reply.status(400).send(envelope("The upload was incomplete or malformed. Please try again.", "validation_failed"));
    }
    if (status >= 400 && status < 500) {
      const code = status === 404 ? "not_found" : status === 401 ? "unauthenticated" : status === 403 ? "forbidden" : "validation_failed";
      return reply.status(status).send(envelope(status === 400 ? "Invalid request" : err.message, code));
    }
    return internalError(err, req, reply, "unexpected error");
  });
}
