import { describe, expect, it } from 'vitest';
import { DRAFT_TITLE_MAX, draftTitle } from './draft-title.ts';

describe('draftTitle', () => {
  it('names the post after its keywords, blanks dropped, capitalised', () => {
    expect(draftTitle({ keywords: ['céramique', '', ' fait  main '] })).toBe('Céramique, fait main');
    expect(draftTitle({ keywords: ['#Soldes', 'été ☀️'], text: 'Profitez de -20 %.' })).toBe('Soldes, été');
  });

  it('without keywords, takes the first sentence of the text, without emoji, links or hashtags around it', () => {
    expect(draftTitle({ keywords: [], text: 'Nouvelle collection en atelier ✨\n\nDécouvrez nos pièces faites main.' })).toBe('Nouvelle collection en atelier');
    expect(draftTitle({ keywords: ['', '  '], text: '✨ #nouveauté Nos tasses sont arrivées. Passez les voir !\n\n#céramique #atelier' })).toBe('Nos tasses sont arrivées');
    expect(draftTitle({ keywords: [], text: 'Enfin le #printemps ! Tout est sur https://atelier.example/boutique' })).toBe('Enfin le printemps !');
    expect(draftTitle({ keywords: [], text: '\n#artisanat #hiver\n\n— 🎬 Les coulisses de la collection…' })).toBe('Les coulisses de la collection');
    expect(draftTitle({ keywords: [], text: 'soldes à -20,5 % ce week-end' })).toBe('Soldes à -20,5 % ce week-end');
  });

  it('cuts a long title after a whole word, within the limit', () => {
    const text = 'Découvrez notre nouvelle collection de tasses et de bols tournés à la main dans notre atelier lyonnais. La suite.';
    const title = draftTitle({ keywords: [], text });
    expect(title).toBe('Découvrez notre nouvelle collection de tasses et de bols…');
    expect(title!.length).toBeLessThanOrEqual(DRAFT_TITLE_MAX);
    const word = draftTitle({ keywords: ['a'.repeat(90)] });
    expect(word).toBe(`A${'a'.repeat(DRAFT_TITLE_MAX - 2)}…`);
    expect(draftTitle({ keywords: ['céramique', 'fait main', 'émaux et grès de Bourgogne, cuits au bois'] })).toBe('Céramique, fait main, émaux et grès de Bourgogne, cuits au…');
  });

  it('is null when there is nothing to name the post after', () => {
    expect(draftTitle({ keywords: ['', ' '] })).toBeNull();
    expect(draftTitle({ keywords: ['🎉'], text: '#artisanat #hiver\n\n✨✨ https://atelier.example' })).toBeNull();
  });
});
