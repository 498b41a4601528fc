/**
 * Whether a path parameter can be a row id at all: anything else is answered 404 before any query
 * (PostgreSQL would refuse to compare it with a uuid column).
 */
export const isUuid = (value: string): boolean => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
