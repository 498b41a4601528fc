import { randomUUID } from 'node:crypto';
import { checkPost, composePostText, followUpsFor, frenchMessage, mediaFactsOf, NETWORK_NAMES, postLimits, type ContentItem, type Network } from '@publia/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { frenchDateTime } from '../../lib/french-date.ts';
import type { AppContext } from '../../core/context/app-context.ts';
import { timeZoneOf, type SessionInfo } from '../../core/auth/service.ts';
import { workspacePlan } from '../../core/plans/service.ts';
import { textAsSent } from '../links/service.ts';
import { findMedia } from '../media/service.ts';
import { queuePublication } from '../publishing/service.ts';
import { listAccounts } from '../social-accounts/service.ts';
import { approvalGate } from './approval-gate.ts';
import { auditContent } from './content-audit.ts';
import { contentItemOf, loadContentRow } from './load-content.ts';
import type { ContentRow, ContentStatusValue } from './repository.ts';
import { ensureScheduledPostsQuota } from './scheduled-quota.ts';

/** From these statuses an item may go out now or be (re)scheduled. */
const PUBLISHABLE: ContentStatusValue[] = ['draft', 'pending', 'failed', 'scheduled'];

/** Every reason the item cannot go out, found before anything is written; answers the accounts to publish to. */
export async function checkPublishable(ctx: AppContext, row: ContentRow): Promise<{ accountId: string; platform: Network }[]> {
  if (row.status === 'published') throw new AppError(409, 'content.alreadyPublished');
  if (row.status === 'publishing') throw new AppError(409, 'content.alreadyPublishing');
  const platforms = row.platforms as Network[];
  if (platforms.length === 0) throw new AppError(400, 'content.noPlatforms', {}, 'platforms');
  const media = [];
  for (const id of row.mediaItems.length > 0 ? row.mediaItems.map((item) => item.id) : [row.mediaId]) {
    if (!id) continue;
    const found = await findMedia(ctx, row.workspaceId, id);
    if (!found) throw new AppError(400, 'content.mediaNotFound', {}, 'mediaId');
    media.push(mediaFactsOf(found));
  }
  const accounts = await listAccounts(ctx, row.workspaceId);
  const chosen: { accountId: string; platform: Network }[] = [];
  for (const platform of platforms) {
    const name = NETWORK_NAMES[platform];
    const ofPlatform = accounts.filter((account) => account.platform === platform);
    if (ofPlatform.length === 0) throw new AppError(400, 'content.noAccountFor', { platform: name }, 'platforms');
    const connected = ofPlatform.filter((account) => account.isConnected);
    if (connected.length === 0) throw new AppError(400, 'content.accountNotConnected', { platform: name }, 'platforms');
    const text = await textAsSent(
      ctx,
      row.workspaceId,
      platform,
      row.publishOptions,
      composePostText({ content: row.text, variants: row.variants, keywords: row.hashtags }, platform),
    );
    // Each account is held to its own rules where the network has per-account ones (a Mastodon instance's).
    for (const account of connected) {
      const limits = postLimits(platform, { media, options: row.publishOptions, accountSettings: account.settings });
      const problem = checkPost(limits, { text, media, ...followUpsFor(limits, row), contentWarning: row.publishOptions.contentWarning });
      if (problem) {
        const reason = frenchMessage(problem.key, problem.params);
        throw new AppError(400, 'content.refusedByNetwork', { platform: name, reason });
      }
    }
    chosen.push(...connected.map((account) => ({ accountId: account.id, platform })));
  }
  return chosen;
}

type PublishAccounts = Awaited<ReturnType<typeof checkPublishable>>;

/**
 * Queues the checked item now (`when` null) or at `when`: its status and targets in one transaction,
 * then their jobs. A scheduling counts against the plan's scheduled posts, in that transaction.
 */
async function queueChecked(ctx: AppContext, row: ContentRow, accounts: PublishAccounts, when: Date | null): Promise<ContentItem> {
  const { workspaceId, id } = row;
  const plan = when ? await workspacePlan(ctx, workspaceId) : null;
  const result = await queuePublication(ctx, {
    workspaceId,
    contentId: id,
    fromStatuses: PUBLISHABLE,
    status: when ? 'scheduled' : 'publishing',
    scheduledFor: when,
    dueAt: when ?? new Date(ctx.clock.now()),
    // Published now or scheduled by hand, the item leaves the posting queue.
    queuedAt: null,
    targets: accounts.map((account) => ({ ...account, jobId: randomUUID() })),
    ...(plan ? { check: (tx: Db) => ensureScheduledPostsQuota(tx, plan, row) } : {}),
  });
  if (!result) {
    // Another request changed the item between the checks and the write: answer as its status says.
    const now = await loadContentRow(ctx, workspaceId, id);
    await checkPublishable(ctx, now);
    throw new AppError(409, 'content.alreadyPublishing');
  }
  return contentItemOf(ctx, result.queued === 0 ? await loadContentRow(ctx, workspaceId, id) : result.row);
}

/**
 * Sends the item out as an approval decided (the approval rule is the caller's): every check first,
 * then the queueing, the same path as publishing or scheduling by hand.
 */
export async function sendApproved(ctx: AppContext, row: ContentRow, when: Date | null, beforeQueueing: () => Promise<void>): Promise<ContentItem> {
  const accounts = await checkPublishable(ctx, row);
  await beforeQueueing();
  return queueChecked(ctx, row, accounts, when);
}

/**
 * Publishes (`when` null) or schedules the item for the member `by`, under the workspace's approval
 * rule; the audit log keeps it.
 */
async function queue(ctx: AppContext, by: SessionInfo, id: string, when: Date | null): Promise<ContentItem> {
  const row = await loadContentRow(ctx, by.workspace.id, id);
  const gate = await approvalGate(ctx, by, row);
  const accounts = await checkPublishable(ctx, row);
  const item = await gate.send(() => queueChecked(ctx, row, accounts, when), when ? 'schedule' : 'publish');
  await auditContent(ctx, by, when ? 'content.scheduled' : 'content.published', row, when ? { scheduledFor: when.toISOString() } : {});
  return item;
}

/** POST /api/content/drafts/:id/publish: one job per connected account of the item's networks, at once. */
export function publishNow(ctx: AppContext, auth: SessionInfo, id: string): Promise<ContentItem> {
  return queue(ctx, auth, id, null);
}

const ISO_INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):(\d{2}))$/;

/** An ISO 8601 instant with its offset; null when a part is out of range (JS would roll 30 February over to March). */
function readInstant(value: string): Date | null {
  const parts = ISO_INSTANT.exec(value);
  if (!parts) return null;
  const [year, month, day, hour, minute, second = '0', offsetHours = '0', offsetMinutes = '0'] = parts.slice(1).map((part) => part ?? '0');
  const calendar = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (calendar.getUTCMonth() !== Number(month) - 1 || calendar.getUTCDate() !== Number(day)) return null;
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59 || Number(offsetHours) > 18 || Number(offsetMinutes) > 59) return null;
  const when = new Date(value);
  return Number.isNaN(when.getTime()) ? null : when;
}

/** Reads `scheduledFor`: required, an ISO 8601 instant with its offset, in the future. */
export function parseScheduledFor(value: string | undefined, now: Date): Date {
  if (value === undefined || value.trim() === '') throw new AppError(400, 'content.scheduleRequired', {}, 'scheduledFor');
  const when = readInstant(value.trim());
  if (!when) {
    throw new AppError(400, 'content.scheduleUnreadable', { value: value.slice(0, 64) }, 'scheduledFor');
  }
  if (when.getTime() <= now.getTime()) throw new AppError(400, 'content.scheduleInPast', {}, 'scheduledFor');
  return when;
}

/** POST /api/content/drafts/:id/schedule */
export function scheduleContent(ctx: AppContext, auth: SessionInfo, id: string, scheduledFor: string | undefined): Promise<ContentItem> {
  const when = parseScheduledFor(scheduledFor, new Date(ctx.clock.now()));
  return queue(ctx, auth, id, when);
}

/** "Publication programmée pour le {date}", in the user's time zone. */
export function scheduledMessage(auth: SessionInfo, when: Date): string {
  return frenchMessage('content.scheduled', { date: frenchDateTime(when, timeZoneOf(auth)) });
}
