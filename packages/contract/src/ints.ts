import { z } from "zod";

/** The largest value a PostgreSQL `integer` column holds: ids, pages, counts. */
export const INT4_MAX = 2_147_483_647;
/** The bound of a `bigint` (bigserial) id: the largest integer a JavaScript number holds exactly. */
export const INT8_ID_MAX = Number.MAX_SAFE_INTEGER;

type IntRule = {
  /** 1 unless given. */
  min?: number;
  /** INT4_MAX unless given (INT8_ID_MAX for a bigint column). */
  max?: number;
  /** One message for every failure ("Not found" for an id). */
  error?: string;
  /** Words each failure after the parameter's name ("page must be a whole number"). */
  name?: string;
};

/**
 * An integer path or query parameter ("42" in a URL): every one is declared with this, so none can
 * carry a number past its column (2147483648 would reach PostgreSQL and fail there).
 */
export function zInt({ min = 1, max = INT4_MAX, error, name }: IntRule = {}) {
  const say = (rule: string) => error ?? (name ? `${name} ${rule}` : undefined);
  return z.coerce
    .number({ error: say("must be a number") })
    .int(say("must be a whole number"))
    .min(min, say(`must be at least ${min}`))
    .max(max, say(`must be at most ${max}`));
}

/** A row id in a path: 1 to INT4_MAX; anything else answers `error`. */
export const zId = (error = "Not found") => zInt({ error });
