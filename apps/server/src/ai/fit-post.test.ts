import { countXText } from '@publia/shared';
import { describe, expect, it } from 'vitest';
import { acceptPosts } from './accept-posts.ts';
import { fitToNetwork, postLength } from './fit-post.ts';

const long = `${'Une céramique tournée à la main, émaillée et cuite au four à bois. '.repeat(10)}Passez à l’atelier !`;

describe('fitting one text to each network', () => {
  it('keeps a text that fits whole', () => {
    expect(fitToNetwork('twitter', 'Bonjour Lyon !', ['#lyon'])).toEqual({ text: 'Bonjour Lyon !', hashtags: ['#lyon'] });
  });

  it('cuts a long text at a word for X, counting emoji double and the hashtags it will carry', () => {
    const emojiLong = `☕ ${long}`;
    const fitted = fitToNetwork('twitter', emojiLong, ['#céramique', '#atelier'])!;
    expect(fitted.text.endsWith('…')).toBe(true);
    expect(emojiLong.startsWith(fitted.text.slice(0, -1))).toBe(true);
    expect(fitted.text.slice(0, -1)).not.toMatch(/\s$/);
    const sent = `${fitted.text}\n\n${fitted.hashtags.join(' ')}`;
    expect(countXText(sent)).toBeLessThanOrEqual(280);
    expect(countXText(sent)).toBeGreaterThan(240);
    expect(postLength('twitter', fitted.text, fitted.hashtags)).toBe(countXText(sent));
  });

  it('keeps the long text whole where it fits (LinkedIn), and gives up when nothing sensible fits', () => {
    expect(fitToNetwork('linkedin', long, [])?.text).toBe(long);
    expect(fitToNetwork('twitter', 'x'.repeat(400), [])).toBeNull();
    expect(fitToNetwork('twitter', '   ', [])).toBeNull();
  });
});

describe('accepting a provider’s posts', () => {
  it('normalises hashtags (one #, spaces and punctuation removed, duplicates dropped whatever their case) and refuses what a network would not take', () => {
    const [post] = acceptPosts(['instagram'], [{ platform: 'instagram', text: ' Bonjour ', hashtags: ['pain au levain', '#Lyon!', '', '#lyon'] }]);
    expect(post).toEqual({ platform: 'instagram', text: 'Bonjour', hashtags: ['#painaulevain', '#Lyon'] });
    expect(() => acceptPosts(['twitter'], [{ platform: 'twitter', text: 'a'.repeat(281), hashtags: [] }])).toThrow(/too long/);
    expect(() => acceptPosts(['pinterest'], [{ platform: 'pinterest', text: 'Épingle', title: 't'.repeat(101), hashtags: [] }])).toThrow(/title/);
    expect(() => acceptPosts(['facebook', 'tiktok'], [{ platform: 'facebook', text: 'Salut', hashtags: [] }])).toThrow(/tiktok/);
  });
});
