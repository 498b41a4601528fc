/** The SQLSTATE of a database error, also when the ORM wrapped it (`cause`). */
export function databaseCode(error: unknown): string {
  const own = (error as { code?: unknown }).code;
  const cause = (error as { cause?: { code?: unknown } }).cause?.code;
  return String(typeof own === 'string' && /^[0-9A-Z]{5}$/.test(own) ? own : (cause ?? ''));
}

/** A unique index refused the row: another one already holds the same key. */
export const isUniqueViolation = (error: unknown) => databaseCode(error) === '23505';
