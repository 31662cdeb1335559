/** PostgreSQL's unique_violation (https://www.postgresql.org/docs/current/errcodes-appendix.html). */
const UNIQUE_VIOLATION = '23505';

/** Whether an error, or one it wraps (Drizzle wraps the driver's), is a unique-constraint violation. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 8; depth += 1) {
    if (typeof current !== 'object') return false;
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (code === UNIQUE_VIOLATION) return true;
    current = cause;
  }
  return false;
}
