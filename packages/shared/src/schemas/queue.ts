import { z } from 'zod';
import { NETWORKS } from '../constants/networks.ts';
import { line } from './text.ts';

const network = z.enum(NETWORKS);

/**
 * A weekly slot: ISO weekday (1 = Monday … 7 = Sunday) and `HH:mm` in the user's time zone. The
 * body's shape only: the server names each bad value (day, time, overlap) in French.
 */
export const queueSlotSchema = z.object({ weekday: z.number(), time: line().max(16) }).strict();
export type QueueSlotInput = z.infer<typeof queueSlotSchema>;

export const queueSlotViewSchema = z.object({ weekday: z.number().int().min(1).max(7), time: z.string() });
export type QueueSlot = z.infer<typeof queueSlotViewSchema>;

/** One network of the queue: its slots and what waits in it. */
export const queueNetworkSchema = z.object({
  network,
  /** Connected accounts of this network. */
  accounts: z.number().int(),
  /** Saved by the workspace, or suggested from its own best times, or from the published studies' windows. */
  source: z.enum(['saved', 'own', 'general']),
  slots: z.array(queueSlotViewSchema),
  /** Items waiting in the queue for this network. */
  queued: z.number().int(),
  /** The next free slots (instants), soonest first. */
  nextFree: z.array(z.string()),
});
export type QueueNetwork = z.infer<typeof queueNetworkSchema>;

export const queueSchema = z.object({
  paused: z.boolean(),
  /** Items waiting in the queue (an item on two networks counts once). */
  queuedItems: z.number().int(),
  /** The zone the slots are read in (the user's). */
  timeZone: z.string(),
  networks: z.array(queueNetworkSchema),
});
export type PostingQueue = z.infer<typeof queueSchema>;

export const queueResponseSchema = z.object({ success: z.literal(true), message: z.string().optional(), data: queueSchema });
export type QueueResponse = z.infer<typeof queueResponseSchema>;

/** PUT /api/planning/queue/slots: the networks named get exactly these slots (an empty list: none). */
export const queueSlotsBodySchema = z.object({ slots: z.partialRecord(network, z.array(queueSlotSchema).max(500)) }).strict();
export type QueueSlotsBody = z.infer<typeof queueSlotsBodySchema>;

export const queuePauseBodySchema = z.object({ paused: z.boolean() }).strict();
export type QueuePauseBody = z.infer<typeof queuePauseBodySchema>;

/** The numbers are read by the server, which names a negative or absurd one in French. */
export const evergreenRuleBodySchema = z.object({ enabled: z.boolean(), minScore: z.number(), maxReposts: z.number(), minDays: z.number() }).strict();
export type EvergreenRuleBody = z.infer<typeof evergreenRuleBodySchema>;

export const evergreenSchema = z.object({
  rule: z.object({ enabled: z.boolean(), minScore: z.number().int(), maxReposts: z.number().int(), minDays: z.number().int() }),
  /** Published originals the next round may bring back (by the rule or opted in). */
  eligible: z.number().int(),
  /** Posts opted in one by one. */
  optedIn: z.number().int(),
  /** Reposts made so far. */
  reposts: z.number().int(),
  /** When the last round ran (null: never). */
  lastRunAt: z.string().nullable(),
});
export type Evergreen = z.infer<typeof evergreenSchema>;

export const evergreenResponseSchema = z.object({ success: z.literal(true), message: z.string().optional(), data: evergreenSchema });
export type EvergreenResponse = z.infer<typeof evergreenResponseSchema>;
