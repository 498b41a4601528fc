import { describe, expect, it } from 'vitest';
import { createWorkspaceCache } from './workspace-cache.ts';

describe('history page cache', () => {
  it('serves a page until it ages out', () => {
    const cache = createWorkspaceCache(2000);
    const miss = cache.get('w1', 'page1', 0);
    expect(miss).toEqual({ generation: 0 });
    cache.set('w1', 'page1', '{"a":1}', 0, 0);
    expect(cache.get('w1', 'page1', 1999)).toEqual({ body: '{"a":1}' });
    expect(cache.get('w1', 'page1', 2000)).toEqual({ generation: 0 });
  });

  it('forgets a workspace at its first change, and only that workspace', () => {
    const cache = createWorkspaceCache(60_000);
    cache.set('w1', 'p', 'one', 0, 0);
    cache.set('w2', 'p', 'two', 0, 0);
    cache.forget('w1');
    expect(cache.get('w1', 'p', 1)).toEqual({ generation: 1 });
    expect(cache.get('w2', 'p', 1)).toEqual({ body: 'two' });
  });

  it('does not keep a page read before a change that landed while it was being read', () => {
    const cache = createWorkspaceCache(60_000);
    const before = cache.get('w1', 'p', 0);
    cache.forget('w1');
    cache.set('w1', 'p', 'stale', 'generation' in before ? before.generation : -1, 1);
    expect(cache.get('w1', 'p', 2)).toEqual({ generation: 1 });
  });

  it('keeps nothing when disabled', () => {
    const cache = createWorkspaceCache(0);
    cache.set('w1', 'p', 'x', 0, 0);
    expect(cache.get('w1', 'p', 0)).toEqual({ generation: 0 });
  });
});
