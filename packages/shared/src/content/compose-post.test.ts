import { describe, expect, it } from 'vitest';
import { composePostText } from './compose-post.ts';

describe('composePostText', () => {
  it('appends the hashtags the text does not carry yet', () => {
    expect(composePostText({ content: 'Nouveau menu #Bistro', keywords: ['bistro', '#Lyon', 'Lyon'] }, 'instagram')).toBe('Nouveau menu #Bistro\n\n#Lyon');
  });

  it('prefers the variant of the network', () => {
    expect(composePostText({ content: 'long', variants: { twitter: 'court' }, keywords: [] }, 'twitter')).toBe('court');
    expect(composePostText({ content: 'long', variants: { twitter: 'court' } }, 'linkedin')).toBe('long');
  });

  it('gives the hashtags alone when there is no text', () => {
    expect(composePostText({ content: '  ', keywords: ['a', 'b'] }, 'facebook')).toBe('#a #b');
  });
});
