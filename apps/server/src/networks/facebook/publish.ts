import { facebookReelLimits, postLimits } from '@publia/shared';
import { altTextField } from '../alt-text.ts';
import { checkAgainstLimits, withLink } from '../check-limits.ts';
import { z } from 'zod';
import type { NetworkContext } from '../context.ts';
import { absoluteLink, graph, node } from '../meta/graph.ts';
import { createdNode, graphId } from '../meta/graph-shapes.ts';
import type { AccountCredentials, MediaInput, PublishInput, PublishResult } from '../types.ts';
import { pageIdOf } from './auth.ts';
import { publishReel } from './reel.ts';
import { uploadPageVideo } from './video-upload.ts';

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

/**
 * Each photo uploaded unpublished (Meta fetches it from its public URL), with its alternative text
 * (`alt_text_custom`) when one was written, in order, then one post attaching them all
 * (`attached_media[i] = {media_fbid}`): Facebook shows them as one set.
 */
async function photosPost(context: NetworkContext, account: AccountCredentials, photos: MediaInput[], message: string) {
  const ids: string[] = [];
  for (const photo of photos) {
    const fields = { url: photo.url, published: false, ...altTextField('alt_text_custom', photo) };
    const uploaded = await graph(context, { method: 'POST', path: node(pageIdOf(account), 'photos'), json: fields, bearer: account.accessToken }, createdNode);
    ids.push(uploaded.id);
  }
  return feedPost(context, account, { message, attached_media: ids.map((id) => ({ media_fbid: id })) });
}

/**
 * A plain post takes the link as `link` (Facebook shows its preview); photos or a video carry it in
 * their text. A video goes through the resumable upload, or as a Reel when the post asks for one.
 */
export async function publishToPage(context: NetworkContext, account: AccountCredentials, input: PublishInput): Promise<PublishResult> {
  const media = input.media ?? [];
  const first = media[0];
  const text = first ? withLink(input.text, input.link) : input.text;
  const limits = postLimits('facebook', { media, options: input.options });
  const reel = limits === facebookReelLimits;
  checkAgainstLimits(limits, { text: first ? text : withLink(text, input.link), media });
  if (reel && first) return publishReel(context, account, first, text);
  if (first?.type === 'video') return uploadPageVideo(context, account, first, text);
  if (first) return photosPost(context, account, media, text);
  return feedPost(context, account, { message: text, ...(input.link ? { link: input.link } : {}) });
}
