import { z } from 'zod';
import { MEDIA_TYPES, PHOTO_FILTERS } from '../constants/content.ts';
import type { MediaFacts } from '../networks/check-post.ts';

/** An uploaded file as the browser sees it; `url` is public (networks fetch it). */
export const mediaSchema = z.object({
  id: z.string(),
  url: z.string(),
  kind: z.enum(MEDIA_TYPES),
  mimeType: z.string(),
  sizeBytes: z.number(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  durationSeconds: z.number().nullable(),
  filter: z.enum(PHOTO_FILTERS),
  sourceId: z.string().nullable(),
  createdAt: z.string(),
});
export type Media = z.infer<typeof mediaSchema>;

export const mediaResponseSchema = z.object({ success: z.literal(true), message: z.string().optional(), data: mediaSchema });
export type MediaResponse = z.infer<typeof mediaResponseSchema>;

/** Applies one of the seven filters on the server; answers a new media (the source is kept). */
export const mediaFilterBodySchema = z.object({ filter: z.enum(PHOTO_FILTERS) }).strict();
export type MediaFilterBody = z.infer<typeof mediaFilterBodySchema>;

/** What a network's limits judge of a stored file (the same facts on the server and in the browser). */
export const mediaFactsOf = (media: Pick<Media, 'kind' | 'mimeType' | 'sizeBytes' | 'width' | 'height' | 'durationSeconds'>): MediaFacts => ({
  type: media.kind,
  mimeType: media.mimeType,
  sizeBytes: media.sizeBytes,
  width: media.width ?? undefined,
  height: media.height ?? undefined,
  durationSeconds: media.durationSeconds ?? undefined,
});
