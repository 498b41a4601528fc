import { describe, expect, it } from 'vitest';
import { apiMessagesFr } from '../messages/fr.ts';
import { formatMessage } from '../messages/format.ts';
import { checkPost, type MediaFacts } from './check-post.ts';
import { durationText } from './duration-text.ts';
import { NETWORK_LIMITS } from './index.ts';

const video = (durationSeconds: number): MediaFacts => ({
  type: 'video',
  mimeType: 'video/mp4',
  sizeBytes: 1_000_000,
  width: 1080,
  height: 1920,
  durationSeconds,
});

/** The French refusal of Instagram (3 to 900 s) for a video of this duration, or null. */
function instagramRefusal(durationSeconds: number): string | null {
  const found = checkPost(NETWORK_LIMITS.instagram, { text: 'Bonjour', media: video(durationSeconds) });
  return found && formatMessage(apiMessagesFr[found.key], found.params);
}

describe('checkPost: the duration of a video', () => {
  it('shows a short video with the precision that keeps the message true', () => {
    expect(instagramRefusal(2)).toBe('la vidéo dure 2 s ; durée acceptée : de 3 à 900 s');
    expect(instagramRefusal(2.4)).toBe('la vidéo dure 2,4 s ; durée acceptée : de 3 à 900 s');
    // Rounded, 2.996 s became "3 s", which the accepted range contradicts.
    expect(instagramRefusal(2.996)).toBe('la vidéo dure 2,996 s ; durée acceptée : de 3 à 900 s');
    expect(instagramRefusal(2.9996)).toBe('la vidéo dure 2,999 s ; durée acceptée : de 3 à 900 s');
  });

  it('shows a long video cut upwards, never at the limit', () => {
    expect(instagramRefusal(900.004)).toBe('la vidéo dure 900,004 s ; durée acceptée : de 3 à 900 s');
    expect(instagramRefusal(900.0001)).toBe('la vidéo dure 900,001 s ; durée acceptée : de 3 à 900 s');
  });

  it('compares the exact duration: the limits themselves are accepted', () => {
    expect(instagramRefusal(3)).toBeNull();
    expect(instagramRefusal(900)).toBeNull();
    expect(instagramRefusal(2.9999)).not.toBeNull();
  });
});

describe('durationText', () => {
  it.each([
    [2, 'tooShort', '2'],
    [0.25, 'tooShort', '0,25'],
    [1.005, 'tooShort', '1,005'],
    [0.4999, 'tooShort', '0,499'],
    [140.0004, 'tooLong', '140,001'],
    [1500, 'tooLong', '1\u202f500'],
  ] as const)('%s s (%s) → "%s"', (seconds, side, shown) => {
    expect(durationText(seconds, side)).toBe(shown);
  });
});
