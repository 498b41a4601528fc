import type { Logger } from 'pino';
import type { Clock } from './clock.ts';
import { serializeError } from './logger.ts';

/** While a failure lasts, one summary line at most this often. */
export const FAILURE_SUMMARY_EVERY_MS = 60_000;
/** While a failure lasts, whether it is over is asked this often. */
export const RECOVERY_PROBE_EVERY_MS = 5_000;

/** "1 erreur", "2 erreurs": a count and its noun, plural from two on as in French. */
export const countOf = (count: number, one: string, many: string) => `${count} ${count >= 2 ? many : one}`;

/** The lines of one kind of failure, in French, as the operator reads them. */
export interface FailureLogLines {
  /** The first failure's line; the error is beside it in full. */
  first: string;
  /** `count` failures since `since` (the first one's time, ISO), the failure still going on. */
  summary(count: number, since: string): string;
  /** The failure is over: `count` failures since `since`. */
  recovered(count: number, since: string): string;
}

export interface FailureLogOptions {
  logger: Pick<Logger, 'error' | 'info'>;
  clock: Clock;
  lines: FailureLogLines;
  /** Whether what failed works again (the database answers); a probe that throws is a no. */
  probe(): Promise<boolean>;
}

/**
 * A failure that repeats (every poll of every worker while the database is gone) is one event for
 * the operator, not thousands of lines: its first occurrence in full, then one summary at most per
 * `FAILURE_SUMMARY_EVERY_MS` with the count and the latest error's kind, then a line when it is over.
 */
export interface FailureLog {
  failed(error: unknown, fields?: Record<string, unknown>): void;
  /**
   * Ends the failure when none came for a probe's interval and the probe succeeds, with the
   * "recovered" line. A timer runs it while the failure lasts.
   */
  checkRecovery(): Promise<boolean>;
  /** Stops the probe, for good: the service it watches is closing. */
  stop(): void;
}

interface Outage {
  since: number;
  count: number;
  lastLineAt: number;
  lastFailureAt: number;
}

/** The latest error as a summary names it: its kind, code and message, not its stack again. */
function briefOf(error: unknown) {
  const { type, code, message } = serializeError(error);
  return { type, ...(code !== undefined ? { code } : {}), ...(message !== undefined ? { message } : {}) };
}

const iso = (at: number) => new Date(at).toISOString();

export function createFailureLog(options: FailureLogOptions): FailureLog {
  const { logger, clock, lines, probe } = options;
  let outage: Outage | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;
  let probing = false;
  let stopped = false;

  const stopTimer = () => {
    if (timer) clearInterval(timer);
    timer = null;
  };

  async function checkRecovery(): Promise<boolean> {
    const current = outage;
    if (!current || probing || clock.now() - current.lastFailureAt < RECOVERY_PROBE_EVERY_MS) return false;
    const quietSince = current.lastFailureAt;
    probing = true;
    const works = await probe().catch(() => false);
    probing = false;
    // A failure that came during the probe means it is not over, whatever the probe found.
    if (!works || outage !== current || current.lastFailureAt !== quietSince) return false;
    const since = iso(current.since);
    logger.info({ failures: current.count, since }, lines.recovered(current.count, since));
    outage = null;
    stopTimer();
    return true;
  }

  return {
    failed(error, fields = {}) {
      const now = clock.now();
      if (!outage) {
        outage = { since: now, count: 1, lastLineAt: now, lastFailureAt: now };
        logger.error({ err: error, ...fields }, lines.first);
        // Once stopped (the service closing), no probe is started: what fails then is the closing.
        if (!stopped) {
          timer = setInterval(() => void checkRecovery(), RECOVERY_PROBE_EVERY_MS);
          timer.unref();
        }
        return;
      }
      outage.count += 1;
      outage.lastFailureAt = now;
      if (now - outage.lastLineAt < FAILURE_SUMMARY_EVERY_MS) return;
      outage.lastLineAt = now;
      const since = iso(outage.since);
      logger.error({ failures: outage.count, since, lastError: briefOf(error) }, lines.summary(outage.count, since));
    },
    checkRecovery,
    stop() {
      stopped = true;
      stopTimer();
    },
  };
}
