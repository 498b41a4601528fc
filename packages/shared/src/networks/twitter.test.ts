import { describe, expect, it } from 'vitest';
import { countXText } from './twitter.ts';

/**
 * X's count of a long text, read a window at a time: a flag or an emoji family across a window's
 * end still counts 2, and a grapheme longer than a window is counted whole.
 */
describe('countXText on a long text', () => {
  it('counts a flag cut by a window’s end once', () => {
    // 'a' first: every window ends in the middle of a flag's two regional indicators.
    expect(countXText(`a${'🇫🇷'.repeat(3_000)}`)).toBe(1 + 2 * 3_000);
  });

  it('counts an emoji family cut by a window’s end once', () => {
    expect(countXText(`a${'👨‍👩‍👧‍👦'.repeat(1_000)}`)).toBe(1 + 2 * 1_000);
  });

  it('counts a letter under more marks than a window holds', () => {
    expect(countXText(`q${'\u0301'.repeat(5_000)}b`)).toBe(5_002);
  });

  it('counts 200 000 letters within the test’s time: the count grows with the text, not its square', () => {
    expect(countXText('a'.repeat(200_000))).toBe(200_000);
  });
});
