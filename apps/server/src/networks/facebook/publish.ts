import { facebookLimits } from '@publia/shared';
import { checkAgainstLimits, withLink } from '../check-limits.ts';
import { z } from 'zod';
import type { NetworkContext } from '../context.ts';
import { absoluteLink, graph, node } from '../meta/graph.ts';
import { createdNode, graphId } from '../meta/graph-shapes.ts';
import { pollUntilDone } from '../poll.ts';
import { afterAcceptance } from '../unconfirmed-delivery.ts';
import type { AccountCredentials, MediaInput, PublishInput, PublishResult } from '../types.ts';
import { pageIdOf } from './auth.ts';

interface Post {
  message: string;
  link?: string;
  attached_media?: { media_fbid: string }[];
}

const postAnswer = z.object({ id: graphId, permalink_url: z.string().optional() });

/** `/{page}/feed`, asking for the permalink in the same call (as postiz does). */
async function feedPost(context: NetworkContext, account: AccountCredentials, post: Post): Promise<PublishResult> {
  const body = await graph(
    context,
    { method: 'POST', path: node(pageIdOf(account), 'feed'), query: { fields: 'id,permalink_url' }, json: post, bearer: account.accessToken },
    postAnswer,
  );
  return { externalId: body.id, url: body.permalink_url ?? absoluteLink(context, `/${body.id}`) };
}

/** The photo is uploaded unpublished (Meta fetches it from its public URL), then attached to a post. */
async function photoPost(context: NetworkContext, account: AccountCredentials, photo: MediaInput, message: string) {
  const uploaded = await graph(
    context,
    { method: 'POST', path: node(pageIdOf(account), 'photos'), json: { url: photo.url, published: false }, bearer: account.accessToken },
    createdNode,
  );
  return feedPost(context, account, { message, attached_media: [{ media_fbid: uploaded.id }] });
}

const VIDEO_DONE = 'ready';
const VIDEO_FAILED = 'error';

/**
 * A Page video by URL on the `videos` edge, published as soon as it is processed; then
 * `status.video_status` until it is ready. The post is the video: its id is the external id, its
 * relative permalink is made absolute.
 */
async function videoPost(context: NetworkContext, account: AccountCredentials, video: MediaInput, description: string): Promise<PublishResult> {
  const created = await graph(
    context,
    { method: 'POST', path: node(pageIdOf(account), 'videos'), json: { file_url: video.url, description, published: true }, bearer: account.accessToken },
    createdNode,
  );
  const videoId = created.id;
  const permalink = await afterAcceptance(context.network, () => videoReady(context, account, videoId));
  return { externalId: videoId, url: absoluteLink(context, permalink ?? `/${videoId}`) };
}

const videoAnswer = z.object({
  status: z.object({
    video_status: z.string(),
    processing_phase: z.object({ error: z.object({ message: z.string() }).optional() }).optional(),
  }),
  permalink_url: z.string().optional(),
});

/** The video's permalink once `status.video_status` says ready; its failure is a refusal of the content. */
function videoReady(context: NetworkContext, account: AccountCredentials, videoId: string) {
  return pollUntilDone<string | null>(context, async () => {
    const video = await graph(context, { path: node(videoId), query: { fields: 'status,permalink_url' }, bearer: account.accessToken }, videoAnswer);
    const state = video.status.video_status;
    if (state === VIDEO_DONE) return { state: 'done', value: video.permalink_url ?? null };
    if (state === VIDEO_FAILED) {
      const reason = video.status.processing_phase?.error?.message;
      return { state: 'failed', reason: reason ? `${state} : ${reason}` : state };
    }
    return { state: 'pending' };
  });
}

/** A plain post takes the link as `link` (Facebook shows its preview); a photo or video carries it in its text. */
export async function publishToPage(context: NetworkContext, account: AccountCredentials, input: PublishInput): Promise<PublishResult> {
  const media = input.media?.[0];
  const text = media ? withLink(input.text, input.link) : input.text;
  checkAgainstLimits(facebookLimits, { text: media ? text : withLink(text, input.link), media });
  if (media?.type === 'image') return photoPost(context, account, media, text);
  if (media?.type === 'video') return videoPost(context, account, media, text);
  return feedPost(context, account, { message: text, ...(input.link ? { link: input.link } : {}) });
}
