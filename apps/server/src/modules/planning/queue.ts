import { randomUUID } from 'node:crypto';
import { apiMessagesFr, frenchMessage, NETWORK_NAMES, NETWORKS, type ContentItem, type Network, type PostingQueue, type QueueSlotsBody } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import { timeZoneOf, type SessionInfo } from '../../core/auth/service.ts';
import type { Db } from '../../db/client.ts';
import type { StoredSlot } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { frenchDateTime } from '../../lib/french-date.ts';
import { workspacePlan } from '../../core/plans/service.ts';
import { approvalGate, auditContent, checkPublishable, contentItemOf, ensureScheduledPostsQuota, loadContentRow } from '../content/service.ts';
import { changePublications, type TargetMove } from '../publishing/service.ts';
import { listAccounts } from '../social-accounts/service.ts';
import { planningAdvice } from './advice.ts';
import { freeInstants, minuteOf, packQueue, type QueuedEntry } from './queue-placement.ts';
import {
  findQueue,
  lastQueuedAt,
  listQueuedTargets,
  listScheduledByHand,
  lockQueue,
  saveQueueSlots,
  setQueuePaused,
  type QueuedTargetRow,
  type QueueRow,
} from './queue-repository.ts';
import { readSlots, slotView, suggestedSlots } from './queue-slots.ts';

/** A target due sooner than this is about to go out: the placement leaves it where it is. */
const IMMINENT_MS = 2 * 60_000;
/** Where a new item's targets wait inside the placement's transaction, which moves them before it ends. */
const PROVISIONAL_DELAY_MS = 10 * 365 * 86_400_000;
/** From these statuses an item may enter the queue (a post scheduled by hand moves into it). */
const QUEUEABLE = ['draft', 'pending', 'failed', 'scheduled'] as const;
const NEXT_FREE_SHOWN = 3;

type SlotSource = { source: 'saved' | 'own' | 'general'; slots: StoredSlot[] };
type Suggestions = Partial<Record<Network, SlotSource>>;

/**
 * The suggested slots of the networks without saved ones, read before any placement's transaction
 * (the advice reads the figures on its own connection; PGlite has one).
 */
async function suggestionsFor(ctx: AppContext, workspaceId: string, saved: Record<string, StoredSlot[]>, timeZone: string): Promise<Suggestions> {
  if (NETWORKS.every((network) => network in saved)) return {};
  const advice = await planningAdvice(ctx, workspaceId, timeZone);
  return Object.fromEntries(advice.networks.filter((item) => !(item.network in saved)).map((item) => [item.network, suggestedSlots(item)]));
}

/** A network's slots: the saved ones, else the suggested ones. */
function slotsOf(queue: Pick<QueueRow, 'slots'>, suggestions: Suggestions, network: Network): SlotSource {
  const saved = queue.slots[network];
  if (saved) return { source: 'saved', slots: saved };
  return suggestions[network] ?? { source: 'general', slots: [] };
}

/** The queue's items on one network, in queue order, each with its targets there. */
function entriesOf(targets: QueuedTargetRow[]): QueuedEntry[] {
  const entries = new Map<string, QueuedEntry>();
  for (const target of targets) {
    const entry = entries.get(target.contentId);
    if (entry) entry.targetIds.push(target.targetId);
    else entries.set(target.contentId, { contentId: target.contentId, targetIds: [target.targetId], dueAt: target.dueAt });
  }
  return [...entries.values()];
}

/**
 * The moves that pack the queue of each network into its free slots, read and decided on the
 * transaction that holds the queue's lock. A paused queue is packed from now (its items are held
 * anyway); a running one leaves alone what is about to go out.
 */
async function packMoves(tx: Db, queue: QueueRow, suggestions: Suggestions, now: number, networks: readonly Network[]): Promise<TargetMove[]> {
  const [targets, byHand] = await Promise.all([listQueuedTargets(tx, queue.workspaceId), listScheduledByHand(tx, queue.workspaceId, new Date(now))]);
  const from = new Date(now + (queue.paused ? 0 : IMMINENT_MS));
  const moves: TargetMove[] = [];
  for (const network of networks) {
    const ofNetwork = targets.filter((target) => target.platform === network);
    const staying = queue.paused ? [] : ofNetwork.filter((target) => target.dueAt < from);
    const taken = new Set([...byHand.filter((post) => post.platform === network), ...staying].map((post) => minuteOf(post.dueAt)));
    const entries = entriesOf(ofNetwork.filter((target) => !staying.includes(target)));
    const placed = packQueue(entries, slotsOf(queue, suggestions, network).slots, queue.timeZone, from, taken);
    for (const target of ofNetwork) {
      const dueAt = placed.get(target.contentId);
      if (dueAt && !staying.includes(target) && dueAt.getTime() !== target.dueAt.getTime()) {
        moves.push({ targetId: target.targetId, contentId: target.contentId, dueAt, jobId: randomUUID() });
      }
    }
  }
  return moves;
}

/**
 * Packs the workspace's queue again (an item left it, slots changed, the queue resumed): the items
 * behind a gap move up, each network at its own free slots, under the queue's lock.
 */
export async function repackQueue(ctx: AppContext, workspaceId: string): Promise<void> {
  const before = await findQueue(ctx.db, workspaceId);
  if (!before) return;
  const suggestions = await suggestionsFor(ctx, workspaceId, before.slots, before.timeZone);
  await changePublications(ctx, workspaceId, async (tx, publications) => {
    const queue = await lockQueue(tx, workspaceId, before.timeZone);
    await publications.move(await packMoves(tx, queue, suggestions, ctx.clock.now(), NETWORKS));
  });
}

/** GET /api/planning/queue */
export async function getQueue(ctx: AppContext, auth: SessionInfo): Promise<PostingQueue> {
  const workspaceId = auth.workspace.id;
  const row = await findQueue(ctx.db, workspaceId);
  const queue = { slots: row?.slots ?? {}, paused: row?.paused ?? false, timeZone: row?.timeZone ?? timeZoneOf(auth) };
  const now = ctx.clock.now();
  const [suggestions, accounts, targets, byHand] = await Promise.all([
    suggestionsFor(ctx, workspaceId, queue.slots, queue.timeZone),
    listAccounts(ctx, workspaceId),
    listQueuedTargets(ctx.db, workspaceId),
    listScheduledByHand(ctx.db, workspaceId, new Date(now)),
  ]);
  return {
    paused: queue.paused,
    queuedItems: new Set(targets.map((target) => target.contentId)).size,
    timeZone: queue.timeZone,
    networks: NETWORKS.map((network) => {
      const { source, slots } = slotsOf(queue, suggestions, network);
      const ofNetwork = targets.filter((target) => target.platform === network);
      const taken = new Set([...ofNetwork, ...byHand.filter((post) => post.platform === network)].map((post) => minuteOf(post.dueAt)));
      return {
        network,
        accounts: accounts.filter((account) => account.platform === network && account.isConnected).length,
        source,
        slots: slots.map(slotView),
        queued: new Set(ofNetwork.map((target) => target.contentId)).size,
        nextFree: freeInstants(slots, queue.timeZone, new Date(now), NEXT_FREE_SHOWN, taken).map((instant) => instant.toISOString()),
      };
    }),
  };
}

/** PUT /api/planning/queue/slots: every slot checked before anything is written; the queue moves to the new slots. */
export async function saveSlots(ctx: AppContext, auth: SessionInfo, body: QueueSlotsBody): Promise<PostingQueue> {
  const workspaceId = auth.workspace.id;
  const timeZone = timeZoneOf(auth);
  const slots = Object.fromEntries(
    (Object.entries(body.slots) as [Network, NonNullable<QueueSlotsBody['slots'][Network]>][]).map(([network, list]) => [network, readSlots(network, list)]),
  );
  const before = await findQueue(ctx.db, workspaceId);
  const suggestions = await suggestionsFor(ctx, workspaceId, { ...before?.slots, ...slots }, timeZone);
  await changePublications(ctx, workspaceId, async (tx, publications) => {
    const locked = await lockQueue(tx, workspaceId, timeZone);
    await saveQueueSlots(tx, workspaceId, slots, timeZone, new Date(ctx.clock.now()));
    const queue = { ...locked, slots: { ...locked.slots, ...slots }, timeZone };
    await publications.move(await packMoves(tx, queue, suggestions, ctx.clock.now(), NETWORKS));
  });
  return getQueue(ctx, auth);
}

/** PUT /api/planning/queue/pause: paused, the items are held; resumed, they take the next free slots. */
export async function pauseQueue(ctx: AppContext, auth: SessionInfo, paused: boolean): Promise<{ queue: PostingQueue; message: string }> {
  const workspaceId = auth.workspace.id;
  // A paused queue's items show as held: the lists are told with the change.
  await ctx.events.transaction(ctx.db, async (tx, emit) => {
    await lockQueue(tx, workspaceId, timeZoneOf(auth));
    await setQueuePaused(tx, workspaceId, paused, new Date(ctx.clock.now()));
    await emit('content.changed', { workspaceId });
  });
  if (!paused) await repackQueue(ctx, workspaceId);
  return { queue: await getQueue(ctx, auth), message: apiMessagesFr[paused ? 'queue.paused' : 'queue.resumed'] };
}

/** « Instagram le 01/12/2026 à 10:00, LinkedIn le … »: where each network of a queued item waits. */
function placesOf(item: ContentItem, timeZone: string): string {
  const first = new Map<string, string>();
  for (const target of [...item.targets].sort((a, b) => a.dueAt.localeCompare(b.dueAt))) {
    if (target.status === 'queued' && !first.has(target.platform)) first.set(target.platform, target.dueAt);
  }
  return [...first].map(([platform, dueAt]) => `${NETWORK_NAMES[platform as Network]} le ${frenchDateTime(new Date(dueAt), timeZone)}`).join(', ');
}

/**
 * Places an item in the queue: its networks each at their next free slot. Its targets are written
 * and placed in one transaction under the queue's lock, then their jobs inserted: the publishing
 * engine's scheduling (`changePublications`), with its exactly-once and crash safety. `timeZone` is the zone of a queue
 * made now (an existing queue keeps its own). `by` is the member placing it, under the workspace's
 * approval rule (null: Publia itself, which approves nothing, so an item needing approval is refused).
 * Answers the item and whether the queue is paused.
 */
export async function placeInQueue(
  ctx: AppContext,
  workspaceId: string,
  id: string,
  timeZone: string,
  by: SessionInfo | null = null,
): Promise<{ item: ContentItem; paused: boolean }> {
  const row = await loadContentRow(ctx, workspaceId, id);
  if (row.queuedAt) throw new AppError(409, 'queue.alreadyQueued');
  const gate = await approvalGate(ctx, by, row);
  const accounts = await checkPublishable(ctx, row);
  const networks = [...new Set(accounts.map((account) => account.platform))];
  const before = await findQueue(ctx.db, workspaceId);
  const suggestions = await suggestionsFor(ctx, workspaceId, before?.slots ?? {}, before?.timeZone ?? timeZone);
  const plan = await workspacePlan(ctx, workspaceId);
  const now = ctx.clock.now();
  const provisional = new Date(now + PROVISIONAL_DELAY_MS);
  const placed = () =>
    changePublications(ctx, workspaceId, async (tx, publications) => {
      const queue = await lockQueue(tx, workspaceId, timeZone);
      const bare = networks.find((network) => slotsOf(queue, suggestions, network).slots.length === 0);
      if (bare) throw new AppError(400, 'queue.noSlots', { platform: NETWORK_NAMES[bare] }, 'platforms');
      // The queue's order is the order items joined it, strictly, whatever the clock says.
      const queuedAt = new Date(Math.max(now, (await lastQueuedAt(tx, workspaceId)) + 1));
      const added = await publications.queue({
        workspaceId,
        contentId: id,
        fromStatuses: [...QUEUEABLE],
        status: 'scheduled',
        scheduledFor: provisional,
        dueAt: provisional,
        queuedAt,
        targets: accounts.map((account) => ({ ...account, jobId: randomUUID() })),
      });
      if (!added) return null;
      await publications.move(await packMoves(tx, queue, suggestions, now, networks));
      // Placed, the item has its instant: it counts against the plan's scheduled posts of that period.
      await ensureScheduledPostsQuota(tx, plan, row);
      return { paused: queue.paused };
    });
  const result = await gate.send(async () => {
    const done = await placed();
    if (done) return done;
    // Another request changed the item meanwhile: answer as its status now says.
    await checkPublishable(ctx, await loadContentRow(ctx, workspaceId, id));
    throw new AppError(409, 'content.alreadyPublishing');
  }, 'schedule');
  const placedRow = await loadContentRow(ctx, workspaceId, id);
  return { item: await contentItemOf(ctx, placedRow), paused: result.paused };
}

/**
 * POST /api/content/:id/queue, with the message saying where each network waits. Under the
 * workspace's approval rule, as scheduling by hand; the audit log keeps it as a scheduling.
 */
export async function addToQueue(ctx: AppContext, auth: SessionInfo, id: string): Promise<{ item: ContentItem; message: string }> {
  const { item, paused } = await placeInQueue(ctx, auth.workspace.id, id, timeZoneOf(auth), auth);
  await auditContent(ctx, auth, 'content.scheduled', item, { queue: true, scheduledFor: item.scheduledFor });
  const message = paused ? apiMessagesFr['queue.addedPaused'] : frenchMessage('queue.added', { slots: placesOf(item, timeZoneOf(auth)) });
  return { item, message };
}
