import { describe, expect, it } from 'vitest';
import { parseHashtags, postEditFrom, sharedHashtags, splitTrailingHashtags } from './create-form.ts';

describe('hashtags of the editors', () => {
  it('reads typed hashtags: # added, punctuation dropped, accents kept, duplicates (any case) once', () => {
    expect(parseHashtags('artisanat, #Fait-main  #été #ARTISANAT ## ')).toEqual(['#artisanat', '#Faitmain', '#été']);
  });

  it('splits the closing block of hashtags off a post, and only a block made of hashtags', () => {
    expect(splitTrailingHashtags('Bonjour.\n\nDeuxième paragraphe.\n\n#a #b')).toEqual({ text: 'Bonjour.\n\nDeuxième paragraphe.', hashtags: ['#a', '#b'] });
    expect(splitTrailingHashtags('Bonjour.\n\nLe #a du jour')).toEqual({ text: 'Bonjour.\n\nLe #a du jour', hashtags: [] });
    expect(splitTrailingHashtags('#seul')).toEqual({ text: '', hashtags: ['#seul'] });
    expect(postEditFrom('Texte.\n\n#a #b', ['#B', '#c'])).toEqual({ text: 'Texte.', hashtags: '#a #b #c' });
  });

  it('keeps as the item’s keywords only the hashtags every network’s post carries', () => {
    const edits = { twitter: { text: 'x', hashtags: '#artisanat #x' }, instagram: { text: 'i', hashtags: '#Artisanat #insta #x' } };
    expect(sharedHashtags(edits, ['twitter', 'instagram'])).toEqual(['#artisanat', '#x']);
    expect(sharedHashtags(edits, ['instagram'])).toEqual(['#Artisanat', '#insta', '#x']);
  });
});
