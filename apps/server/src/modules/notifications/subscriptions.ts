import { apiMessagesFr, frenchMessage, NETWORK_NAMES, type Network } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import type { DomainEvents } from '../../core/events/service.ts';
import { listApprovers, listMembers, listValidators } from '../../core/workspaces/service.ts';
import { subscribeBillingNotices } from './billing-notices.ts';
import { subscribeEmailNotices } from './email-notices.ts';
import { subscribeWebhookNotices } from './webhook-notices.ts';
import { excerptOf, postRoute } from './notice-text.ts';
import { notifyEach } from './service.ts';

const nameOf = (platform: string) => NETWORK_NAMES[platform as Network] ?? platform;
const titleOf = (title: string | null) => title || apiMessagesFr['content.defaultTitle'];
/** An item in the pending list, opened on its approval and notes. */
const approvalRoute = (contentId: string) => `/publications/pending?approval=${contentId}`;
/** « 2,5 »: a ratio as the French messages write it. */
const frenchRatio = (ratio: number) => new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 }).format(ratio);

/** A publication of theirs went wrong: its author is told whatever their settings, with a link to the item. */
async function tellAuthorOfFailure(ctx: AppContext, event: { workspaceId: string; contentId: string; authorId: string | null }, message: string) {
  if (!event.authorId) return;
  await notifyEach(ctx, [event.authorId], {
    workspaceId: event.workspaceId,
    type: 'failure',
    category: 'essential',
    message,
    route: postRoute(event.contentId),
  });
}

/** « Le fil … s'est arrêté à la partie 2/3 : … »: what did not follow a published post, and why. */
function partFailureMessage(event: DomainEvents['post.part_failed']): string {
  const params = { platform: nameOf(event.platform), reason: event.reason };
  const toCheck = event.outcome === 'to_check';
  if (event.part.kind === 'first_comment') {
    return frenchMessage(toCheck ? 'content.firstCommentToCheckNotice' : 'content.firstCommentFailedNotice', params);
  }
  return frenchMessage(toCheck ? 'content.threadToCheckNotice' : 'content.threadFailedNotice', {
    ...params,
    part: event.part.number,
    parts: event.part.of,
  });
}

/** Those of `userIds` still in the workspace: someone who left hears nothing more of it. */
async function stillMembers(ctx: AppContext, workspaceId: string, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const members = new Set(await listMembers(ctx.db, workspaceId));
  return userIds.filter((userId) => members.has(userId));
}

/**
 * What a user is told of, in the bell and on the home page, as the other modules announce it. Each
 * notice falls under one in-app toggle of Paramètres → Notifications, and is not created for whoever
 * turned it off: « Tendances du secteur » the rising topics; « Interactions de l'équipe » what the
 * team asks and answers (items waiting for validation, approvals, notes); « Alertes de performance »
 * the life of the posts (a scheduled post gone out, a comment received, a post doing far better than
 * usual). Failures — a publication, an account to reconnect, the subscription's payments — are
 * essential and always told. The e-mails are `email-notices.ts`'s.
 */
export function subscribeNotifications(ctx: AppContext): void {
  subscribeBillingNotices(ctx);
  subscribeEmailNotices(ctx);
  subscribeWebhookNotices(ctx);

  // A topic rises in the workspace's feeds: the whole team hears of it, with a link to its news.
  ctx.events.on('topic.rising', async ({ workspaceId, topic, items }) => {
    const message = frenchMessage('inspiration.trendNotification', { topic, count: items });
    await notifyEach(ctx, await listMembers(ctx.db, workspaceId), {
      workspaceId,
      type: 'trend',
      category: 'sectorTrends',
      message,
      route: `/inspiration?topic=${encodeURIComponent(topic)}`,
    });
  });

  // Someone commented on a published post: the team hears of it, with a link to the comment.
  // What the filter set aside (likely spam) waits in the inbox without ringing anyone.
  ctx.events.on('comment.received', async (event) => {
    if (event.flagged) return;
    const message = frenchMessage('notifications.comment', {
      author: event.author || apiMessagesFr['comments.someone'],
      title: titleOf(event.postTitle),
      network: nameOf(event.platform),
      excerpt: excerptOf(event.text),
    });
    await notifyEach(ctx, await listMembers(ctx.db, event.workspaceId), {
      workspaceId: event.workspaceId,
      type: 'comment',
      category: 'performanceAlerts',
      message,
      route: `/comments?id=${event.commentId}`,
    });
  });

  // A fresh post does far better than its account usually does: the team hears of it.
  ctx.events.on('post.performing', async (event) => {
    const message = frenchMessage('notificationSettings.performanceNotice', {
      title: titleOf(event.title),
      network: nameOf(event.platform),
      ratio: frenchRatio(event.ratio),
      engagement: event.engagement,
    });
    await notifyEach(ctx, await listMembers(ctx.db, event.workspaceId), {
      workspaceId: event.workspaceId,
      type: 'trend',
      category: 'performanceAlerts',
      message,
      route: postRoute(event.contentId),
    });
  });

  // An item waits in /publications/pending: its author and the workspace's validators hear of it.
  ctx.events.on('content.pending', async ({ workspaceId, authorId }) => {
    await notifyEach(ctx, [authorId, ...(await listValidators(ctx.db, workspaceId))], {
      workspaceId,
      type: 'validation',
      category: 'teamInteractions',
      message: apiMessagesFr['content.pendingNotice'],
      route: '/publications/pending',
    });
  });

  // Someone asks for approval (or edited an approved item): the members who may approve hear of it, not the asker.
  ctx.events.on('approval.requested', async (event) => {
    const message = frenchMessage('approval.notifyRequested', { author: event.requesterName, title: titleOf(event.title) });
    const approvers = (await listApprovers(ctx.db, event.workspaceId)).filter((userId) => userId !== event.requestedBy);
    await notifyEach(ctx, approvers, {
      workspaceId: event.workspaceId,
      type: 'validation',
      category: 'teamInteractions',
      message,
      route: approvalRoute(event.contentId),
    });
  });

  // An admin approved or refused an item: who asked and who wrote it hear of it (a refusal with its comment).
  ctx.events.on('approval.decided', async (event) => {
    const title = titleOf(event.title);
    const message =
      event.decision === 'approved'
        ? frenchMessage('approval.notifyApproved', { title, admin: event.deciderName })
        : frenchMessage('approval.notifyRejected', { title, admin: event.deciderName, comment: event.comment ?? '' });
    // Published or scheduled by the approval, the item is in the history; otherwise still in the pending list.
    const route = event.decision === 'approved' && event.outcome !== 'none' ? postRoute(event.contentId) : approvalRoute(event.contentId);
    await notifyEach(ctx, await stillMembers(ctx, event.workspaceId, event.recipients), {
      workspaceId: event.workspaceId,
      type: 'validation',
      category: 'teamInteractions',
      message,
      route,
    });
  });

  // A note on an item: its author and the others who wrote on it hear of it, with its first words.
  ctx.events.on('content.note.added', async (event) => {
    const message = frenchMessage('approval.notifyNote', {
      author: event.writerName,
      title: titleOf(event.title),
      excerpt: excerptOf(event.text),
    });
    await notifyEach(ctx, await stillMembers(ctx, event.workspaceId, event.recipients), {
      workspaceId: event.workspaceId,
      type: 'validation',
      category: 'teamInteractions',
      message,
      route: approvalRoute(event.contentId),
    });
  });

  // A target failed for good (the network's reason), or may or may not be on the network: always told.
  ctx.events.on('post.failed', async (event) => {
    const message =
      event.outcome === 'failed'
        ? frenchMessage('content.failureNotice', { platform: nameOf(event.platform), message: event.reason })
        : frenchMessage('content.toCheckNotice', { platform: nameOf(event.platform), title: titleOf(event.title) });
    await tellAuthorOfFailure(ctx, event, message);
  });

  // The post went out but its first comment, or its thread from one post on, did not: told as a failure.
  ctx.events.on('post.part_failed', (event) => tellAuthorOfFailure(ctx, event, partFailureMessage(event)));

  // A scheduled post went out: "Publication programmée publiée sur {platforms} : {title}".
  ctx.events.on('post.published', async (event) => {
    if (!event.authorId || !event.wasScheduled) return;
    await notifyEach(ctx, [event.authorId], {
      workspaceId: event.workspaceId,
      type: 'scheduled',
      category: 'performanceAlerts',
      message: frenchMessage('content.scheduledPublishedNotice', {
        platforms: event.platforms.map(nameOf).join(', '),
        title: titleOf(event.title),
      }),
      route: postRoute(event.contentId),
    });
  });

  // A network refused an account's tokens for good: whoever connected it must connect it again (always told).
  ctx.events.on('account.problem', async (event) => {
    if (!event.userId) return;
    await notifyEach(ctx, [event.userId], {
      workspaceId: event.workspaceId,
      type: 'failure',
      category: 'essential',
      message: frenchMessage('accounts.refreshFailedNotice', { platform: nameOf(event.platform), reason: event.reason }),
      route: '/networks',
    });
  });
}
