import { commerceLocal } from './commerce-local.ts';
import { immobilier } from './immobilier.ts';
import { modeBeaute } from './mode-beaute.ts';
import { restauration } from './restauration.ts';
import { santeBienEtre } from './sante-bien-etre.ts';
import { techNumerique } from './tech-numerique.ts';
import type { SectorVocabulary } from './types.ts';

export { CITIES, DEADLINES, MONTHS } from './common.ts';
export type { SectorVocabulary, Topic } from './types.ts';

/** Each sandbox sector's words, by the sector's id. */
export const VOCABULARY: Record<string, SectorVocabulary> = {
  restauration,
  'mode-beaute': modeBeaute,
  'tech-numerique': techNumerique,
  immobilier,
  'sante-bien-etre': santeBienEtre,
  'commerce-local': commerceLocal,
};
