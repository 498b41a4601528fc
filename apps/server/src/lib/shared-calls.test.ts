import { describe, expect, it } from 'vitest';
import { createSharedCalls } from './shared-calls.ts';

describe('shared calls', () => {
  it('a second caller of a key whose call runs shares it; another key makes its own', async () => {
    const calls = createSharedCalls();
    let made = 0;
    const call = async () => ++made;
    const [first, second, other] = await Promise.all([calls.run('a', call), calls.run('a', call), calls.run('b', call)]);
    expect(first).toBe(second);
    expect(other).not.toBe(first);
    expect(made).toBe(2);
  });

  it('frees the key once the call has ended, failed or not', async () => {
    const calls = createSharedCalls();
    await expect(calls.run('a', () => Promise.reject(new Error('refusé')))).rejects.toThrow('refusé');
    expect(await calls.run('a', async () => 'again')).toBe('again');
    expect(await calls.run('a', async () => 'and again')).toBe('and again');
  });
});
