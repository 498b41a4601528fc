import type { FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SandboxAudience } from './audience-clock.ts';
import type { SandboxLatency } from './latency.ts';

/**
 * All that the simulated outside world needs from Publia: a database for its records, the public
 * address its pages and callbacks are reached at, a logger and a clock. The fakes never reach
 * into Publia's modules: they answer HTTP like the real services do.
 */
export interface SandboxSetup {
  db: Db;
  publicUrl: string;
  logger: Logger;
  clock: Clock;
  /** Milliseconds added to every API call at start (`SANDBOX_LATENCY_MS`). */
  latencyMs: number;
  /**
   * Whether the controls of tests and demos (`/sandbox/_faults`, `_latency`, `_clock`, `_posts`) are served
   * (`SANDBOX_CONTROLS`); off, they are not routes at all.
   */
  controls: boolean;
  /**
   * Who is at the keyboard, as a network knows the person signed in to it: an opaque key (Publia
   * gives its session's workspace), or null. Each key has its own demo accounts, and the faults
   * and delays it arms touch only those. Defaults to nobody.
   */
  visitorOf?: (request: FastifyRequest) => Promise<string | null>;
  /** Whether a request comes from Publia's own pages, not another site. Defaults to yes. */
  sameOrigin?: (request: FastifyRequest) => boolean;
}

/** What every fake is given: the setup, plus the state the fakes share, built once per app. */
export interface SandboxContext extends SandboxSetup {
  latency: SandboxLatency;
  /** The demo audience's time and what it makes of posts and accounts (figures, followers). */
  audience: SandboxAudience;
}

/** What the fakes' records of tokens and codes need: where to keep them, and what time it is. */
export type SandboxStore = Pick<SandboxContext, 'db' | 'clock'>;
