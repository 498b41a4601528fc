import { createHash } from 'node:crypto';
import type { ParsedGenerationRequest } from '@publia/shared';

/**
 * The cache key of a request: its networks (sorted), keywords, description, objective and media
 * type. The file itself is left out (two uploads of one photo are different files but one request), and so
 * are the publication mode and accounts, which do not change the text.
 */
export function generationCacheKey(request: ParsedGenerationRequest): string {
  const normalised = {
    networks: [...new Set(request.reseauxSelectionnes)].sort(),
    keywords: request.informations.motsCles.map((keyword) => keyword.trim().toLowerCase()),
    description: request.informations.description.trim().replace(/\s+/g, ' '),
    objective: request.informations.objectif,
    mediaType: request.media?.type ?? null,
  };
  return createHash('sha256').update(JSON.stringify(normalised)).digest('base64url');
}
