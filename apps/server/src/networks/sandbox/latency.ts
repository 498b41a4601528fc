import type { AppContext } from '../../lib/context.ts';
import { getRecord, putRecord } from './repository.ts';

/** How long every instance may keep using a value another instance changed. */
const REFRESH_MS = 1_000;
export const MAX_SANDBOX_LATENCY_MS = 60_000;

interface LatencyState {
  ms: number;
  readAt: number;
}

// One per running app (its context), so that tests with several apps keep theirs apart.
const states = new WeakMap<AppContext, LatencyState>();

/**
 * The delay added to every call of a sandbox network's API: `SANDBOX_LATENCY_MS`, or the value
 * set through `POST /sandbox/_latency`, which is kept in the database so that every instance
 * serving the sandboxes takes it within a second.
 */
export async function sandboxLatency(ctx: AppContext): Promise<number> {
  const state = states.get(ctx) ?? { ms: ctx.config.sandboxLatencyMs, readAt: 0 };
  states.set(ctx, state);
  if (Date.now() - state.readAt >= REFRESH_MS) {
    state.readAt = Date.now();
    const stored = await getRecord<{ ms: number }>(ctx.db, '_', 'setting', 'latency');
    if (stored) state.ms = stored.ms;
  }
  return state.ms;
}

export async function setSandboxLatency(ctx: AppContext, ms: number) {
  await putRecord(ctx.db, '_', 'setting', 'latency', { ms });
  states.set(ctx, { ms, readAt: Date.now() });
}
