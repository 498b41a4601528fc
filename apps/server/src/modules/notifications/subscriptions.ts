import { apiMessagesFr, formatMessage, NETWORK_NAMES, type Network } from '@publia/shared';
import type { AppContext } from '../../app/context.ts';
import { listApprovers, listMembers, listValidators } from '../../core/workspaces/service.ts';
import { subscribeBillingNotices } from './billing-notices.ts';
import { notify } from './service.ts';

const nameOf = (platform: string) => NETWORK_NAMES[platform as Network] ?? platform;
const titleOf = (title: string | null) => title || apiMessagesFr['content.defaultTitle'];
/** A comment's first words in a notification. */
const excerptOf = (text: string) => (text.length > 80 ? `${text.slice(0, 79).trimEnd()}…` : text);
const postRoute = (contentId: string) => `/history?post=${contentId}`;
/** An item in the pending list, opened on its approval and notes. */
const approvalRoute = (contentId: string) => `/publications/pending?approval=${contentId}`;

/** Those of `userIds` still in the workspace: someone who left hears nothing more of it. */
async function stillMembers(ctx: AppContext, workspaceId: string, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const members = new Set(await listMembers(ctx.db, workspaceId));
  return userIds.filter((userId) => members.has(userId));
}

/** What a user is told of, in the bell and on the home page, as the other modules announce it. */
export function subscribeNotifications(ctx: AppContext): void {
  subscribeBillingNotices(ctx);

  // A topic rises in the workspace's feeds: the whole team hears of it, with a link to its news.
  ctx.events.on('topic.rising', async ({ workspaceId, topic, items }) => {
    const message = formatMessage(apiMessagesFr['inspiration.trendNotification'], { topic, count: items });
    for (const userId of await listMembers(ctx.db, workspaceId)) {
      await notify(ctx, { workspaceId, userId, type: 'trend', message, route: `/inspiration?topic=${encodeURIComponent(topic)}` });
    }
  });

  // Someone commented on a published post: the team hears of it, with a link to the comment.
  // What the filter set aside (likely spam) waits in the inbox without ringing anyone.
  ctx.events.on('comment.received', async (event) => {
    if (event.flagged) return;
    const message = formatMessage(apiMessagesFr['notifications.comment'], {
      author: event.author || apiMessagesFr['comments.someone'],
      title: titleOf(event.postTitle),
      network: nameOf(event.platform),
      excerpt: excerptOf(event.text),
    });
    for (const userId of await listMembers(ctx.db, event.workspaceId)) {
      await notify(ctx, { workspaceId: event.workspaceId, userId, type: 'comment', message, route: `/comments?id=${event.commentId}` });
    }
  });

  // An item waits in /publications/pending: its author and the workspace's validators hear of it.
  ctx.events.on('content.pending', async ({ workspaceId, authorId }) => {
    const recipients = new Set([authorId, ...(await listValidators(ctx.db, workspaceId))]);
    for (const userId of recipients) {
      await notify(ctx, { workspaceId, userId, type: 'validation', message: apiMessagesFr['content.pendingNotice'], route: '/publications/pending' });
    }
  });

  // Someone asks for approval (or edited an approved item): the members who may approve hear of it, not the asker.
  ctx.events.on('approval.requested', async (event) => {
    const message = formatMessage(apiMessagesFr['approval.notifyRequested'], { author: event.requesterName, title: titleOf(event.title) });
    for (const userId of await listApprovers(ctx.db, event.workspaceId)) {
      if (userId === event.requestedBy) continue;
      await notify(ctx, { workspaceId: event.workspaceId, userId, type: 'validation', message, route: approvalRoute(event.contentId) });
    }
  });

  // An admin approved or refused an item: who asked and who wrote it hear of it (a refusal with its comment).
  ctx.events.on('approval.decided', async (event) => {
    const title = titleOf(event.title);
    const message =
      event.decision === 'approved'
        ? formatMessage(apiMessagesFr['approval.notifyApproved'], { title, admin: event.deciderName })
        : formatMessage(apiMessagesFr['approval.notifyRejected'], { title, admin: event.deciderName, comment: event.comment ?? '' });
    // Published or scheduled by the approval, the item is in the history; otherwise still in the pending list.
    const route = event.decision === 'approved' && event.outcome !== 'none' ? postRoute(event.contentId) : approvalRoute(event.contentId);
    for (const userId of await stillMembers(ctx, event.workspaceId, event.recipients)) {
      await notify(ctx, { workspaceId: event.workspaceId, userId, type: 'validation', message, route });
    }
  });

  // A note on an item: its author and the others who wrote on it hear of it, with its first words.
  ctx.events.on('content.note.added', async (event) => {
    const message = formatMessage(apiMessagesFr['approval.notifyNote'], {
      author: event.writerName,
      title: titleOf(event.title),
      excerpt: excerptOf(event.text),
    });
    for (const userId of await stillMembers(ctx, event.workspaceId, event.recipients)) {
      await notify(ctx, { workspaceId: event.workspaceId, userId, type: 'validation', message, route: approvalRoute(event.contentId) });
    }
  });

  // A target failed for good (the network's reason), or may or may not be on the network.
  ctx.events.on('post.failed', async (event) => {
    if (!event.authorId) return;
    const message =
      event.outcome === 'failed'
        ? formatMessage(apiMessagesFr['content.failureNotice'], { platform: nameOf(event.platform), message: event.reason })
        : formatMessage(apiMessagesFr['content.toCheckNotice'], { platform: nameOf(event.platform), title: titleOf(event.title) });
    await notify(ctx, { workspaceId: event.workspaceId, userId: event.authorId, type: 'failure', message, route: postRoute(event.contentId) });
  });

  // A scheduled post went out: "Publication programmée publiée sur {platforms} : {title}".
  ctx.events.on('post.published', async (event) => {
    if (!event.authorId || !event.wasScheduled) return;
    await notify(ctx, {
      workspaceId: event.workspaceId,
      userId: event.authorId,
      type: 'scheduled',
      message: formatMessage(apiMessagesFr['content.scheduledPublishedNotice'], {
        platforms: event.platforms.map(nameOf).join(', '),
        title: titleOf(event.title),
      }),
      route: postRoute(event.contentId),
    });
  });

  // A network refused an account's tokens for good: whoever connected it must connect it again.
  ctx.events.on('account.problem', async (event) => {
    if (!event.userId) return;
    await notify(ctx, {
      workspaceId: event.workspaceId,
      userId: event.userId,
      type: 'failure',
      message: formatMessage(apiMessagesFr['accounts.refreshFailedNotice'], { platform: nameOf(event.platform), reason: event.reason }),
      route: '/networks',
    });
  });
}
