import { apiMessagesFr, formatMessage, NETWORK_NAMES, type Network } from '@publia/shared';
import type { AppContext } from '../../lib/context.ts';
import { notify } from '../notifications/service.ts';
import type { ClaimedTarget, SettledContent } from './repository.ts';

const nameOf = (platform: string) => NETWORK_NAMES[platform as Network] ?? platform;
const titleOf = (title: string | null) => title || apiMessagesFr['content.defaultTitle'];
const postRoute = (contentId: string) => `/history?post=${contentId}`;

/** A target failed for good: its author hears the network's reason, with a link to the post. */
export async function notifyFailure(ctx: AppContext, target: ClaimedTarget, reason: string): Promise<void> {
  if (!target.authorId) return;
  await notify(ctx, {
    workspaceId: target.workspaceId,
    userId: target.authorId,
    type: 'failure',
    message: formatMessage(apiMessagesFr['content.failureNotice'], { platform: nameOf(target.platform), message: reason }),
    route: postRoute(target.contentId),
  });
}

/** The network may or may not have the post: the author must look before publishing again. */
export async function notifyToCheck(ctx: AppContext, target: ClaimedTarget): Promise<void> {
  if (!target.authorId) return;
  await notify(ctx, {
    workspaceId: target.workspaceId,
    userId: target.authorId,
    type: 'failure',
    message: formatMessage(apiMessagesFr['content.toCheckNotice'], { platform: nameOf(target.platform), title: titleOf(target.title) }),
    route: postRoute(target.contentId),
  });
}

/** A scheduled post went out: "Publication programmée publiée sur {platforms} : {title}". */
export async function notifyScheduledPublished(ctx: AppContext, content: SettledContent): Promise<void> {
  if (!content.authorId || !content.wasScheduled || content.status !== 'published') return;
  await notify(ctx, {
    workspaceId: content.workspaceId,
    userId: content.authorId,
    type: 'scheduled',
    message: formatMessage(apiMessagesFr['content.scheduledPublishedNotice'], {
      platforms: content.publishedPlatforms.map(nameOf).join(', '),
      title: titleOf(content.title),
    }),
    route: postRoute(content.id),
  });
}
