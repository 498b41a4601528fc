import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials.ts';

describe('initialsOf', () => {
  it.each([
    [['Claire Martin'], 'CM'],
    [['  élodie   dupont-roy '], 'ÉD'],
    [['Jean-Pierre Dupont Martin'], 'JD'],
    [['Hugo'], 'HU'],
    [['x'], 'X'],
    [['jean.dupont@exemple.fr'], 'JD'],
    [['marie@exemple.fr'], 'MA'],
    [['@les_jardins'], 'LJ'],
    [['🚀 Agence 360 Lumière'], 'AL'],
    [['e\u0301mile zola'], 'ÉZ'],
    [['ßtraße'], 'SS'],
    [['', null, undefined, 'c@exemple.fr'], 'C'],
    [[null, 'h@exemple.fr'], 'H'],
    [['   ', '123', '😀'], '?'],
    [[], '?'],
  ])('%j → %s', (names, initials) => {
    expect(initialsOf(...names)).toBe(initials);
  });

  it('takes the name before the address', () => {
    expect(initialsOf('Paul Azur', 'marie.curie@exemple.fr')).toBe('PA');
  });
});
