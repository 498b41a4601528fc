import { describe, expect, it } from 'vitest';
import { personLabel } from './member-view.ts';

describe('member view', () => {
  it('names a person by name and address, or by address alone', () => {
    expect(personLabel('Claire Martin', 'c@exemple.fr')).toBe('Claire Martin (c@exemple.fr)');
    expect(personLabel(null, 'c@exemple.fr')).toBe('c@exemple.fr');
  });
});
