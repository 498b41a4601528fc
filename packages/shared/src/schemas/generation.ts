import { z } from 'zod';
import { KEYWORD_FIELDS, OBJECTIVES, PUBLICATION_MODES } from '../constants/content.ts';
import { NETWORKS } from '../constants/networks.ts';
import { line, text } from './text.ts';

export const GENERATION_LIMITS = {
  keywordMaxLength: 60,
  descriptionMaxLength: 1_000,
  hashtagsMax: 30,
} as const;

const network = z.enum(NETWORKS);

/**
 * The generation request, strict: an unknown field is a 400. `motsCles` carries the non-empty
 * keywords only (the first one is required); `user_id` is accepted (the create screen sends it)
 * but the server uses the session's user.
 */
export const generationRequestSchema = z
  .object({
    reseauxSelectionnes: z.array(network).min(1).max(NETWORKS.length),
    informations: z
      .object({
        motsCles: z.array(line().trim().min(1).max(GENERATION_LIMITS.keywordMaxLength)).min(1).max(KEYWORD_FIELDS),
        description: text().max(GENERATION_LIMITS.descriptionMaxLength).optional().default(''),
        objectif: z.enum(OBJECTIVES),
      })
      .strict(),
    media: z
      .object({ type: z.enum(['photo', 'video']), url: line().max(2000), mediaId: z.uuid().optional() })
      .strict()
      .optional(),
    modePublication: z.enum(PUBLICATION_MODES).default('automatique'),
    user_id: line().max(100).optional(),
    accounts: z
      .array(z.object({ id: line().max(100), platform: network, username: line().max(200) }).strict())
      .max(100)
      .optional()
      .default([]),
    publication: z.array(network).max(NETWORKS.length).optional().default([]),
  })
  .strict();
export type GenerationRequest = z.input<typeof generationRequestSchema>;
export type ParsedGenerationRequest = z.output<typeof generationRequestSchema>;

/** One post per selected network, within its limits and habits. */
export const generationVariantSchema = z.object({
  platform: network,
  text: z.string(),
  hashtags: z.array(z.string()),
  /** Pinterest's pin title; absent elsewhere. */
  title: z.string().optional(),
});
export type GenerationVariant = z.infer<typeof generationVariantSchema>;

export const GENERATION_PROVIDERS = ['local', 'openai', 'webhook'] as const;
export type GenerationProvider = (typeof GENERATION_PROVIDERS)[number];

/** The generation response (`{ success, data: { text, hashtags } }`), plus the per-network variants and where the text came from. */
export const generationResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  data: z.object({
    text: z.string(),
    hashtags: z.array(z.string()),
    mediaUrl: z.string().nullable(),
    processedMediaUrl: z.string().nullable(),
    platform: z.string(),
    sessionId: z.string(),
    /** Generations the plan's period still allows; null: the plan sets no quota. */
    remainingRequests: z.number().nullable(),
    variants: z.array(generationVariantSchema),
    provider: z.enum(GENERATION_PROVIDERS),
    cached: z.boolean(),
  }),
  fallback: z.object({ available: z.boolean(), message: z.string() }).optional(),
});
export type GenerationResponse = z.infer<typeof generationResponseSchema>;
