import type { NetworkDefinition } from '../context.ts';
import { MASTODON_BASE_URLS } from './api.ts';
import { createMastodonClient } from './client.ts';

export const definition: NetworkDefinition<'mastodon'> = {
  network: 'mastodon',
  defaultBaseUrls: MASTODON_BASE_URLS,
  promptHabits:
    "un ton direct et sincère, sans jargon marketing ; 1 à 3 hashtags en CamelCase (lisibles par les lecteurs d'écran) ; pas de « lien en bio », le lien dans le texte ; un avertissement de contenu seulement pour un sujet sensible",
  createClient: createMastodonClient,
};
