/** The user's zone lives in lib/ so that a concern auth depends on (the audit log's export) reads it too. */
export { DEFAULT_TIME_ZONE, timeZoneOf } from '../../lib/time-zone.ts';
