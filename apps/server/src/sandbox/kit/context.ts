import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SandboxLatency } from './latency.ts';

/**
 * All that the simulated outside world needs from Publia: a database for its records, the public
 * address its pages and callbacks are reached at, a logger and a clock. The fakes never reach
 * into Publia's modules: they answer HTTP like the real services do.
 */
export interface SandboxSetup {
  db: Db;
  publicUrl: string;
  /**
   * Whether a `redirect_uri` is Publia's callback page: under `publicUrl`, or (without PUBLIC_URL)
   * under the loopback address the user opened. Defaults to `publicUrl` alone.
   */
  acceptsCallback?: (redirectUri: string) => boolean;
  logger: Logger;
  clock: Clock;
  /** Milliseconds added to every API call at start (`SANDBOX_LATENCY_MS`). */
  latencyMs: number;
}

/** What every fake is given: the setup, plus the state the fakes share, built once per app. */
export interface SandboxContext extends SandboxSetup {
  latency: SandboxLatency;
}

/** What the fakes' records of tokens and codes need: where to keep them, and what time it is. */
export type SandboxStore = Pick<SandboxContext, 'db' | 'clock'>;
