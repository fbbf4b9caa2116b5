import type { FastifyInstance } from "fastify";
import { AppError } from "./errors.ts";

/*
 * Text reaching the database must not carry control characters: PostgreSQL refuses U+0000 in text
 * (a 500 otherwise), and no field of this product is meant to hold the others. Checked once for
 * every route, after its schema, on whatever the request carries: path parameters and query values
 * (single-line: every C0 control and DEL), and body fields (the same, but tab and line breaks are
 * allowed in multi-line text).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const singleLine = /[\u0000-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex -- as above; tab, line feed and carriage return are allowed
export const multiLine = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The path of the first string that holds a forbidden character, or null. */
export function findControlCharacter(value: unknown, pattern: RegExp, path: string, depth = 0): string | null {
  if (typeof value === "string") return pattern.test(value) ? path : null;
  if (depth > 20 || value === null || typeof value !== "object") return null;
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) {
      const found = findControlCharacter(v, pattern, `${path}.${i}`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (Object.getPrototypeOf(value) !== Object.prototype && Object.getPrototypeOf(value) !== null) return null; // files, buffers
  for (const [k, v] of Object.entries(value)) {
    const found = findControlCharacter(k, pattern, path, depth + 1) ?? findControlCharacter(v, pattern, `${path}.${k}`, depth + 1);
    if (found) return found;
  }
  return null;
}

const message = "Text must not contain control characters.";

export function registerInputGuard(app: FastifyInstance) {
  app.addHook("preHandler", async (req) => {
    const found =
      findControlCharacter(req.params, singleLine, "params") ??
      findControlCharacter(req.query, singleLine, "query") ??
      findControlCharacter(req.body, multiLine, "body");
    if (found) {
      const field = found.replace(/^(params|query|body)\.?/, "") || found;
      throw new AppError(400, "validation_failed", message, [{ field, message }]);
    }
  });
}
