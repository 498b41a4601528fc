import type { SandboxSetup } from './context.ts';
import { getRecord, putRecord } from './repository.ts';

/** How long every instance may keep using a value another instance changed. */
const REFRESH_MS = 1_000;
export const MAX_SANDBOX_LATENCY_MS = 60_000;

export interface SandboxLatency {
  /** The delay added to every call of a sandbox network's API made for an account of `owner`. */
  current(owner: string | null): Promise<number>;
  /** Sets the delay of `owner`'s accounts only (null: the accounts consented signed out). */
  set(owner: string | null, ms: number): Promise<void>;
}

const recordId = (owner: string | null) => (owner === null ? 'latency' : `latency:${owner}`);

/**
 * `SANDBOX_LATENCY_MS` at start for everyone, then what each visitor set through
 * `POST /sandbox/_latency` for its own accounts, kept in the database so that every running
 * instance serving the sandboxes takes it within a second. A value set before this instance
 * started (an earlier run) does not count.
 */
export function createSandboxLatency(setup: SandboxSetup): SandboxLatency {
  const startedAt = setup.clock.now();
  const known = new Map<string, { ms: number; readAt: number }>();
  return {
    async current(owner) {
      const id = recordId(owner);
      const now = setup.clock.now();
      const cached = known.get(id);
      if (cached && now - cached.readAt < REFRESH_MS) return cached.ms;
      const stored = await getRecord<{ ms: number; setAt: number }>(setup.db, '_', 'setting', id);
      const ms = stored && stored.setAt >= startedAt ? stored.ms : setup.latencyMs;
      known.set(id, { ms, readAt: now });
      return ms;
    },
    async set(owner, value) {
      const id = recordId(owner);
      await putRecord(setup.db, '_', 'setting', id, { ms: value, setAt: setup.clock.now() });
      known.set(id, { ms: value, readAt: setup.clock.now() });
    },
  };
}
