/** The database error code of a failed query, whichever driver (pg, PGlite) or wrapper (drizzle) raised it. */
export function pgErrorCode(e: unknown): string | undefined {
  const err = e as { code?: string; cause?: { code?: string } };
  return err?.code ?? err?.cause?.code;
}

/** The constraint a failed query violated, when the driver reports it. */
export function pgConstraint(e: unknown): string | undefined {
  const err = e as { constraint?: string; cause?: { constraint?: string } };
  return err?.constraint ?? err?.cause?.constraint;
}

export const isUniqueViolation = (e: unknown, constraint?: string) =>
  pgErrorCode(e) === "23505" && (constraint === undefined || pgConstraint(e) === undefined || pgConstraint(e) === constraint);
