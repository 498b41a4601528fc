import { describe, expect, it } from 'vitest';
import { escapeLittleText, LITTLE_TEXT_RESERVED } from './little-text.ts';
import { readLittleText } from '../../sandbox/linkedin/little-text-reader.ts';

describe('format « little » de LinkedIn', () => {
  it('échappe chacun des caractères réservés | { } @ [ ] ( ) < > # \\ * _ ~', () => {
    expect(LITTLE_TEXT_RESERVED).toHaveLength(15);
    for (const char of LITTLE_TEXT_RESERVED) expect(escapeLittleText(`a${char}b`)).toBe(`a\\${char}b`);
  });

  it('laisse intact le reste du texte (accents, emoji, ponctuation, retours à la ligne)', () => {
    const text = 'Crème brûlée — 4,50 € ! 🍮\nÀ demain ? « Oui » : 100 % & plus';
    expect(escapeLittleText(text)).toBe(text);
  });

  it('échappe aussi la barre oblique inverse, sans double échappement', () => {
    expect(escapeLittleText('C:\\dossier (copie)')).toBe('C:\\\\dossier \\(copie\\)');
  });

  it('ce que LinkedIn affiche du texte échappé est le texte d’origine', () => {
    const text = 'Soldes (-30 %) sur [tout] #promo @boutique <vite> *gras* _souligné_ ~barré~ {x|y} \\ fin';
    expect(readLittleText(escapeLittleText(text))).toBe(text);
  });

  it('le bac à sable reproduit la troncature silencieuse au premier caractère réservé non échappé', () => {
    expect(readLittleText('Soldes (-30 %) aujourd’hui')).toBe('Soldes ');
    expect(readLittleText('Nouveau #produit')).toBe('Nouveau ');
  });
});
