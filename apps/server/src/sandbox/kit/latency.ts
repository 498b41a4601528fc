import type { SandboxSetup } from './context.ts';
import { getRecord, putRecord } from './repository.ts';

/** How long every instance may keep using a value another instance changed. */
const REFRESH_MS = 1_000;
export const MAX_SANDBOX_LATENCY_MS = 60_000;

export interface SandboxLatency {
  /** The delay added to every call of a sandbox network's API. */
  current(): Promise<number>;
  set(ms: number): Promise<void>;
}

/**
 * `SANDBOX_LATENCY_MS` at start, then the value set through `POST /sandbox/_latency`, kept in the
 * database so that every running instance serving the sandboxes takes it within a second. A value
 * set before this instance started (an earlier run) does not count.
 */
export function createSandboxLatency(setup: SandboxSetup): SandboxLatency {
  const startedAt = setup.clock.now();
  let ms = setup.latencyMs;
  let readAt = 0;
  return {
    async current() {
      if (setup.clock.now() - readAt >= REFRESH_MS) {
        readAt = setup.clock.now();
        const stored = await getRecord<{ ms: number; setAt: number }>(setup.db, '_', 'setting', 'latency');
        if (stored && stored.setAt >= startedAt) ms = stored.ms;
      }
      return ms;
    },
    async set(value) {
      await putRecord(setup.db, '_', 'setting', 'latency', { ms: value, setAt: setup.clock.now() });
      ms = value;
      readAt = setup.clock.now();
    },
  };
}
