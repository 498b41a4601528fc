/** Where "now" comes from: the system's clock, or one a test moves forward by hand. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock that stands still until `advance` moves it (tests of expiry and schedules). */
export function manualClock(start = Date.now()): Clock & { advance(ms: number): void } {
  let current = start;
  return {
    now: () => current,
    advance(ms) {
      current += ms;
    },
  };
}
