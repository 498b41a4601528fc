import { z } from 'zod';
import { MEDIA_TYPES, PHOTO_FILTERS } from '../constants/content.ts';

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
