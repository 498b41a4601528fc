import { describe, expect, it } from 'vitest';
import { blueskyLimits } from './bluesky.ts';
import { checkPost, countPostText } from './check-post.ts';
import { countGraphemes, utf8Length } from './graphemes.ts';

describe('Bluesky: text counted in graphemes and bytes', () => {
  it('counts what a reader sees as one character once, whatever its code points', () => {
    expect(countGraphemes('👨‍👩‍👧‍👦')).toBe(1);
    expect(countGraphemes('🇫🇷')).toBe(1);
    expect(countGraphemes('e\u0301té')).toBe(3);
    expect(countPostText(blueskyLimits, 'Café 👍🏽')).toBe(6);
    expect(utf8Length('é€👨‍👩‍👧‍👦')).toBe(2 + 3 + 25);
    expect(utf8Length('a'.repeat(5000))).toBe(5000);
  });

  it('300 graphemes pass with an emoji family as the last; 301 do not; 3,001 bytes do not', () => {
    const family = '👨‍👩‍👧‍👦';
    expect(checkPost(blueskyLimits, { text: `${'a'.repeat(299)}${family}` })).toBeNull();
    expect(checkPost(blueskyLimits, { text: `${'a'.repeat(300)}${family}` })).toEqual({ key: 'network.textTooLong', params: { count: 301, max: 300 } });
    expect(checkPost(blueskyLimits, { text: family.repeat(121) })).toEqual({ key: 'network.textTooManyBytes', params: { count: 3025, max: 3000 } });
    expect(checkPost(blueskyLimits, { text: 'Un fil', thread: ['a'.repeat(301)] })).toMatchObject({ key: 'network.threadPartTooLong' });
    expect(checkPost(blueskyLimits, { text: 'Un fil', thread: [family.repeat(121)] })).toMatchObject({ key: 'network.threadPartTooManyBytes', params: { position: 2 } });
    expect(checkPost(blueskyLimits, { text: 'Avec un commentaire', firstComment: `${'a'.repeat(299)}${family}` })).toBeNull();
  });

  it('takes up to four photos, one video alone', () => {
    const photo = { type: 'image' as const, mimeType: 'image/jpeg', sizeBytes: 3_000_000 };
    expect(checkPost(blueskyLimits, { text: 'Photos', media: [photo, photo, photo, photo] })).toBeNull();
    expect(checkPost(blueskyLimits, { text: 'Photos', media: [photo, photo, photo, photo, photo] })).toMatchObject({ key: 'network.tooManyMedia' });
    const video = { type: 'video' as const, mimeType: 'video/mp4', sizeBytes: 10_000_000, durationSeconds: 30 };
    expect(checkPost(blueskyLimits, { text: 'Vidéo', media: [video] })).toBeNull();
    expect(checkPost(blueskyLimits, { text: 'Vidéo', media: [video, photo] })).toMatchObject({ key: 'network.videoInSetRefused' });
  });
});
