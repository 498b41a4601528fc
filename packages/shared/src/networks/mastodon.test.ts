import { describe, expect, it } from 'vitest';
import { checkPost } from './check-post.ts';
import { countMastodonStatus, countMastodonText, mastodonLimits, mastodonLimitsFor } from './mastodon.ts';
import { postLimits } from './index.ts';

describe('the length a Mastodon instance gives a text', () => {
  it('counts graphemes: an accented letter, an emoji family, a flag are one each', () => {
    expect(countMastodonText('Été')).toBe(3);
    expect(countMastodonText('👨‍👩‍👧')).toBe(1);
    expect(countMastodonText('🇫🇷 ok')).toBe(4);
  });

  it('counts every link as 23 whatever its length, its trailing punctuation apart; a bare domain is text', () => {
    expect(countMastodonText(`Voir https://exemple.fr/${'a'.repeat(200)}.`)).toBe(5 + 23 + 1);
    expect(countMastodonText('http://a.fr')).toBe(23);
    expect(countMastodonText('exemple.fr')).toBe(10);
    expect(countMastodonText('https://exemple.fr/x', 30)).toBe(30);
  });

  it('counts a remote mention as its local name; a local one and an e-mail address as written', () => {
    expect(countMastodonText('@boulangerie@piaille.fr merci')).toBe('@boulangerie merci'.length);
    expect(countMastodonText('@boulangerie merci')).toBe(18);
    expect(countMastodonText('contact@piaille.fr')).toBe(18);
  });

  it('adds the content warning to the text', () => {
    expect(countMastodonStatus('a'.repeat(490), 'Sujet sensible')).toBe(504);
    expect(countMastodonStatus('abc', '   ')).toBe(3);
  });
});

describe('an instance’s own limits', () => {
  it('are read from the account’s settings, a stock instance’s where they are missing or wrong', () => {
    expect(mastodonLimitsFor(undefined)).toBe(mastodonLimits);
    const wide = mastodonLimitsFor({ maxCharacters: '5000', charactersReservedPerUrl: '30', maxMediaAttachments: '8', imageSizeLimit: 'beaucoup' });
    expect(wide).toMatchObject({ textMaxLength: 5000, urlLength: 30, mediaSet: { max: 8 }, firstComment: { maxLength: 5000 } });
    expect(wide.image!.maxBytes).toBe(mastodonLimits.image!.maxBytes);
    expect(postLimits('mastodon', { media: [], accountSettings: { maxCharacters: '1000' } }).textMaxLength).toBe(1000);
  });

  it('501 characters are refused in French; 500 pass; the warning counts', () => {
    expect(checkPost(mastodonLimits, { text: 'a'.repeat(500) })).toBeNull();
    expect(checkPost(mastodonLimits, { text: 'a'.repeat(501) })).toEqual({ key: 'network.textTooLongMastodon', params: { count: 501, max: 500, urlLength: 23 } });
    expect(checkPost(mastodonLimits, { text: 'a'.repeat(490), contentWarning: 'Sujet sensible' })?.params).toMatchObject({ count: 504 });
    expect(checkPost(mastodonLimitsFor({ maxCharacters: '1000' }), { text: 'a'.repeat(900) })).toBeNull();
  });
});
