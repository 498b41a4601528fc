import { describe, expect, it } from 'vitest';
import { initialsOf, personLabel } from './member-view.ts';

describe('avatar initials', () => {
  it.each([
    ['Claire Martin', 'c@exemple.fr', 'CM'],
    ['  élodie   dupont-roy ', 'e@exemple.fr', 'ÉD'],
    ['Hugo', 'h@exemple.fr', 'HU'],
    [null, 'jean.dupont@exemple.fr', 'JD'],
    [null, 'marie@exemple.fr', 'MA'],
    ['', 'x@exemple.fr', 'X'],
  ])('%s / %s → %s', (name, email, initials) => {
    expect(initialsOf(name, email)).toBe(initials);
  });

  it('names a person by name and address, or by address alone', () => {
    expect(personLabel('Claire Martin', 'c@exemple.fr')).toBe('Claire Martin (c@exemple.fr)');
    expect(personLabel(null, 'c@exemple.fr')).toBe('c@exemple.fr');
  });
});
