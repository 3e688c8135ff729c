const PG_UNIQUE_VIOLATION = '23505';

/** The unique index or constraint a failed statement violated (Drizzle wraps the driver's error as its cause), or undefined. */
export function violatedUniqueIndex(error: unknown): string | undefined {
  const failure = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const cause = failure.cause?.code ? failure.cause : failure;
  return cause.code === PG_UNIQUE_VIOLATION ? cause.constraint : undefined;
}
