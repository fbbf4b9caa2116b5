import { z } from "zod";

/*
 * Column schemas for rows of raw statements (queryRows). Drivers differ on some types: bigint
 * and numeric columns and sums come back as strings on node-postgres, so whole numbers are coerced;
 * timestamps come back as Date, and are coerced so a string is read the same way.
 */

/** A whole number: ids, counts (`count(*)::int`, or a bigint sum). */
export const int = z.coerce.number().int();
/** A timestamp. */
export const time = z.coerce.date();
/** A date or other value selected as text (`date_of_birth::text`). */
export const text = z.string();

/** `select count(*)::int as n …` */
export const countRow = z.object({ n: int });
/** `select 1 …`, or any row whose columns are not read. */
export const anyRow = z.object({});
/** `… returning id` */
export const idRow = z.object({ id: int });
