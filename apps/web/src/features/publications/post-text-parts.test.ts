import { describe, expect, it } from 'vitest';
import { postTextParts } from './post-text-parts.ts';

const item = (content: string, keywords: string[], variants = {}) => ({ content, keywords, platforms: ['instagram' as const], variants });

describe('postTextParts', () => {
  it('takes the closing hashtags out of the text and lists each once', () => {
    expect(postTextParts(item('Nos tasses en céramique.\n\n#ceramique #atelier #FaitMain', ['#atelier', 'faitmain']))).toEqual({
      text: 'Nos tasses en céramique.',
      hashtags: ['#ceramique', '#atelier', '#FaitMain'],
    });
  });

  it('adds the keywords the text does not carry, and leaves hashtags inside a sentence in the text', () => {
    expect(postTextParts(item('Venez à l’#atelier samedi.', ['artisanat', '#atelier']))).toEqual({
      text: 'Venez à l’#atelier samedi.',
      hashtags: ['#artisanat'],
    });
  });

  it('a text made of hashtags only has no text left', () => {
    expect(postTextParts(item('#a #b\n#a', []))).toEqual({ text: '', hashtags: ['#a', '#b'] });
  });
});
