/**
 * Calls under way, by key: whoever asks for a key whose call is still running shares that call
 * instead of making another; the key is free again once the call has ended, fulfilled or not. One
 * per kind of call, so that a key always names a call of one result type.
 */
export interface SharedCalls {
  run<Result>(key: string, call: () => Promise<Result>): Promise<Result>;
}

export function createSharedCalls(): SharedCalls {
  const running = new Map<string, Promise<unknown>>();
  return {
    run<Result>(key: string, call: () => Promise<Result>): Promise<Result> {
      const pending = running.get(key);
      // The call under this key is of the same kind: its result is of the caller's type.
      if (pending) return pending as Promise<Result>;
      const started = call().finally(() => running.delete(key));
      running.set(key, started);
      return started;
    },
  };
}
