import { describe, expect, it } from 'vitest';
import { clip, createHref, hashtagsOf, newsCreateHref, postCreateHref, significantWords } from './create-link.ts';

const paramsOf = (href: string) => new URL(href, 'https://publia.example').searchParams;

describe('the /create links of the watch page', () => {
  it('draws the significant words of a title: long enough, no stop word, no elision, once each', () => {
    expect(significantWords('Les marchés de Noël attirent toujours plus de visiteurs')).toEqual(['marchés', 'Noël', 'attirent']);
    expect(significantWords("L'artisanat d’art : l'artisanat en 2026, pour tous")).toEqual(['artisanat']);
    expect(significantWords('Le un du')).toEqual([]);
  });

  it('keeps the commas for the keyword list, and cuts the description at 1000 characters', () => {
    expect(createHref(['salon', 'métiers, art'], 'Texte')).toBe('/create?keywords=salon,m%C3%A9tiers%20%20art&description=Texte');
    expect(paramsOf(createHref(['a', 'b', 'c', 'd'], '')).get('keywords')).toBe('a,b,c');
    const description = paramsOf(createHref(['a'], 'x'.repeat(1200))).get('description')!;
    expect(description).toHaveLength(1000);
    expect(description.endsWith('…')).toBe(true);
    expect(clip('  court  ')).toBe('court');
  });

  it('a news item: its matched keywords, else its title’s words; its title and summary', () => {
    const item = { title: 'Les marchés de Noël attirent du monde', summary: 'Hausse de 12 %.', keywords: [] };
    expect(paramsOf(newsCreateHref(item)).get('keywords')).toBe('marchés,Noël,attirent');
    expect(paramsOf(newsCreateHref({ ...item, keywords: ['noël'] })).get('keywords')).toBe('noël');
    expect(paramsOf(newsCreateHref(item)).get('description')).toBe('Les marchés de Noël attirent du monde\n\nHausse de 12 %.');
  });

  it('a competitor post: its hashtags, else its words; its text', () => {
    expect(hashtagsOf('Atelier #Ceramique #faitmain et #ceramique')).toEqual(['Ceramique', 'faitmain']);
    expect(paramsOf(postCreateHref({ text: 'Atelier #ceramique #faitmain' })).get('keywords')).toBe('ceramique,faitmain');
    expect(paramsOf(postCreateHref({ text: 'Dans les coulisses de notre atelier' })).get('keywords')).toBe('coulisses,atelier');
  });
});
