/** Monday 1 January 2024 at noon UTC: ISO weekday n is n − 1 days after it. */
const A_MONDAY = Date.UTC(2024, 0, 1, 12);
const DAY_MS = 86_400_000;

/** ISO weekdays, Monday first (1 = lundi … 7 = dimanche). */
export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/**
 * A date falling on ISO weekday `weekday` (1 = Monday … 7 = Sunday), to be written by Intl with
 * `timeZone: 'UTC'` (« mardi », « mar. ») in the interface's language.
 */
export const dateOfWeekday = (weekday: number): Date => new Date(A_MONDAY + (weekday - 1) * DAY_MS);
