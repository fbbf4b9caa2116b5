import { sql, type SQL } from "drizzle-orm";

// A list of values goes to PostgreSQL as one parameter, an array literal cast to its type, whatever its
// length: spelled `array[$1, $2, …]`, the 108 gunas of a member's yotok became 108 parameters, each built,
// sent, parsed and planned (a ranked matches statement had 259; building it took 0.4 ms of the server's
// CPU). The same on both drivers: the literal is a string.

/** One element of an array literal: quoted, with `"` and `\` escaped. */
const quoted = (v: string) => `"${v.replace(/["\\]/g, "\\$&")}"`;

/** The literal `{…}` of these values (null elements as NULL). */
export function arrayLiteral(values: readonly (string | number | null)[]): string {
  return `{${values.map((v) => (v === null ? "NULL" : typeof v === "number" ? String(v) : quoted(v))).join(",")}}`;
}

/** Whole numbers as `int[]`, one parameter. */
export const intArray = (values: readonly number[]): SQL => {
  if (!values.every(Number.isInteger)) throw new TypeError("intArray takes whole numbers");
  return sql`${arrayLiteral(values)}::int[]`;
};

/** Numbers or nulls as `real[]`, one parameter. */
export const realArray = (values: readonly (number | null)[]): SQL => {
  if (!values.every((v) => v === null || Number.isFinite(v))) throw new TypeError("realArray takes finite numbers or null");
  return sql`${arrayLiteral(values)}::real[]`;
};

/** Strings as `text[]`, one parameter. */
export const textArray = (values: readonly string[]): SQL => sql`${arrayLiteral(values)}::text[]`;
