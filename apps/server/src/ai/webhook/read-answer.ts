import { NETWORKS, type Network } from '@publia/shared';
import { z } from 'zod';
import { GenerationRejected } from '../provider-error.ts';
import { fitToNetwork } from '../fit-post.ts';
import type { GeneratedPost } from '../types.ts';

// n8n flows often answer hashtags as one string ("#a #b" or "a, b"): both are read.
const hashtags = z
  .union([z.array(z.string().max(100)).max(60), z.string().max(2_000)])
  .optional()
  .transform((value) => (typeof value === 'string' ? value.split(/[\s,]+/).filter(Boolean) : (value ?? [])));

const variantSchema = z.object({
  platform: z.enum(NETWORKS),
  text: z.string().max(5_000),
  hashtags,
  title: z.string().max(500).nullish(),
});

/** The generation response (`{ success, data: { text, hashtags } }`), plus optional per-network variants. */
const answerSchema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  data: z
    .object({
      text: z.string().max(5_000).default(''),
      hashtags,
      variants: z
        .array(variantSchema)
        .max(NETWORKS.length * 2)
        .optional(),
    })
    .optional(),
});

/**
 * The posts of the webhook's answer: its variants when it gives them, else its one text made to
 * fit each network. Throws GenerationRejected when the answer is unsuccessful or out of shape.
 */
export function readWebhookAnswer(body: unknown, networks: readonly Network[]): GeneratedPost[] {
  const parsed = answerSchema.safeParse(body);
  if (!parsed.success) throw new GenerationRejected(`webhook answer out of schema: ${parsed.error.issues[0]?.message ?? ''}`);
  const { success, data } = parsed.data;
  if (!success || !data) throw new GenerationRejected('webhook answered success: false');
  return networks.map((platform) => {
    const variant = data.variants?.find((candidate) => candidate.platform === platform);
    if (variant) {
      return { platform, text: variant.text, hashtags: variant.hashtags, ...(variant.title ? { title: variant.title } : {}) };
    }
    const fitted = fitToNetwork(platform, data.text, data.hashtags);
    if (!fitted) throw new GenerationRejected(`webhook text does not fit ${platform}`);
    return { platform, ...fitted };
  });
}
