import type { AppContext } from '../../lib/context.ts';
import { getRecord, putRecord } from './repository.ts';

/** How long every instance may keep using a value another instance changed. */
const REFRESH_MS = 1_000;
export const MAX_SANDBOX_LATENCY_MS = 60_000;

interface LatencyState {
  ms: number;
  readAt: number;
  /** When this app started using the sandboxes: a value set before (an earlier run) does not count. */
  startedAt: number;
}

// One per running app (its context), so that tests with several apps keep theirs apart.
const states = new WeakMap<AppContext, LatencyState>();

const stateOf = (ctx: AppContext) => {
  const state = states.get(ctx) ?? { ms: ctx.config.sandboxLatencyMs, readAt: 0, startedAt: Date.now() };
  states.set(ctx, state);
  return state;
};

/**
 * The delay added to every call of a sandbox network's API: `SANDBOX_LATENCY_MS` at start, then
 * the value set through `POST /sandbox/_latency`, kept in the database so that every running
 * instance serving the sandboxes takes it within a second.
 */
export async function sandboxLatency(ctx: AppContext): Promise<number> {
  const state = stateOf(ctx);
  if (Date.now() - state.readAt >= REFRESH_MS) {
    state.readAt = Date.now();
    const stored = await getRecord<{ ms: number; setAt: number }>(ctx.db, '_', 'setting', 'latency');
    if (stored && stored.setAt >= state.startedAt) state.ms = stored.ms;
  }
  return state.ms;
}

export async function setSandboxLatency(ctx: AppContext, ms: number) {
  const state = stateOf(ctx);
  await putRecord(ctx.db, '_', 'setting', 'latency', { ms, setAt: Date.now() });
  Object.assign(state, { ms, readAt: Date.now() });
}
