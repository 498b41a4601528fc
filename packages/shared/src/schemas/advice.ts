import { z } from 'zod';
import { ADVICE_CONFIDENCES } from '../constants/advice.ts';
import { NETWORKS } from '../constants/networks.ts';

const weekday = z.number().int().min(1).max(7);
const hour = z.number().int().min(0).max(23);

/** A weekday × hour cell of an account's heatmap, in the user's time zone. */
export const adviceCellSchema = z.object({
  weekday,
  hour,
  /** Measured posts published in this slot. */
  posts: z.number().int().min(1),
  /** Interactions ÷ impressions (per follower where the network gives no impressions); null when neither is known. */
  rate: z.number().nullable(),
});
export type AdviceCell = z.infer<typeof adviceCellSchema>;

export const adviceSlotSchema = adviceCellSchema.extend({ rate: z.number(), confidence: z.enum(ADVICE_CONFIDENCES) });
export type AdviceSlot = z.infer<typeof adviceSlotSchema>;

/** One network's advice: the general figures, and what the workspace's own posts say. */
export const networkAdviceSchema = z.object({
  network: z.enum(NETWORKS),
  /** Connected accounts of this network in the workspace. */
  accounts: z.number().int(),
  /** Posts measured over the last year, behind the heatmap. */
  measuredPosts: z.number().int(),
  /** The cells with at least one measured post. */
  heatmap: z.array(adviceCellSchema),
  /** The best slots with enough posts behind them, best first (empty: `source` is general). */
  bestSlots: z.array(adviceSlotSchema),
  /** Whence the recommended hours come: the account's own slots, or the published studies' windows. */
  source: z.enum(['own', 'general']),
  /** Posts published on this network over the last 4 weeks, and their weekly average. */
  lastWeeks: z.object({ posts: z.number().int(), perWeek: z.number() }),
  /** The actual pace against the advised frequency (null: no advised frequency). */
  pace: z.enum(['below', 'within', 'above']).nullable(),
});
export type NetworkAdvice = z.infer<typeof networkAdviceSchema>;

export const adviceResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    /** The zone the slots are read in (the user's). */
    timeZone: z.string(),
    networks: z.array(networkAdviceSchema),
  }),
});
export type AdviceResponse = z.infer<typeof adviceResponseSchema>;
