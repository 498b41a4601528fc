import { describe, expect, it } from 'vitest';
import { altTextLength, altTextOf, altTextsKept, altTextToSave, withAltText } from './alt-text.ts';
import { media } from './create.test-support.ts';

const photo = (id: string) => media({ id });
const video = (id: string) => media({ id, kind: 'video' });

describe('alternative text of the photos', () => {
  it('is saved on one line, trimmed, and counted as saved', () => {
    expect(altTextToSave('  Un bol\n\nbleu\t posé là.  ')).toBe('Un bol bleu posé là.');
    expect(altTextLength(' Un bol\nbleu ')).toBe('Un bol bleu'.length);
    expect(altTextToSave(' \n ')).toBe('');
  });

  it('is written or, emptied, forgotten', () => {
    expect(withAltText({ a: 'Vase.' }, 'b', ' Bol. ')).toEqual({ a: 'Vase.', b: 'Bol.' });
    expect(withAltText({ a: 'Vase.', b: 'Bol.' }, 'b', '  ')).toEqual({ a: 'Vase.' });
  });

  it('stays with the photos still in the set, whatever their order, never with a video', () => {
    const texts = { a: 'Vase.', b: 'Bol.', gone: 'Retirée.' };
    expect(altTextsKept(texts, [photo('b'), photo('a')])).toEqual({ a: 'Vase.', b: 'Bol.' });
    expect(altTextsKept(texts, [video('a')])).toEqual({});
  });

  it('is sent for a photo with a text only', () => {
    expect(altTextOf({ a: 'Vase.' }, photo('a'))).toBe('Vase.');
    expect(altTextOf({ a: 'Vase.' }, photo('b'))).toBeUndefined();
    expect(altTextOf({ a: 'Vase.' }, video('a'))).toBeUndefined();
    expect(altTextOf({}, undefined)).toBeUndefined();
  });
});
