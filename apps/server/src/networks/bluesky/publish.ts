import { blueskyLimits } from '@publia/shared';
import { z } from 'zod';
import { checkAgainstLimits, withLink } from '../check-limits.ts';
import type { NetworkContext } from '../context.ts';
import { readAnswer } from '../read-answer.ts';
import type { AccountCredentials, FollowUpInput, PublishInput, PublishResult } from '../types.ts';
import { serviceOf } from './auth.ts';
import { blueskyRefusal } from './errors.ts';
import { buildFacets, findRichText } from './facets.ts';
import { resolveHandle } from './identity.ts';
import { imageOf, thumbOf, videoOf } from './media.ts';
import { xrpcClient, type XrpcClient } from './xrpc.ts';

export const POST_COLLECTION = 'app.bsky.feed.post';

const createdSchema = z.object({ uri: z.string().startsWith('at://'), cid: z.string().min(1) });
const recordSchema = z.object({ uri: z.string(), cid: z.string(), value: z.record(z.string(), z.unknown()) });

/** The parts of an at-URI (`at://<did>/<collection>/<rkey>`). */
export function partsOf(uri: string): { repo: string; collection: string; rkey: string } {
  const [repo = '', collection = '', rkey = ''] = uri.replace(/^at:\/\//, '').split('/');
  return { repo, collection, rkey };
}

/** The post's page on the Bluesky app (the sandbox's in demo mode). */
export const postUrl = (context: NetworkContext, handle: string, uri: string) =>
  `${context.sandbox ? `${context.baseUrls.auth}` : 'https://bsky.app'}/profile/${handle}/post/${partsOf(uri).rkey}`;

/**
 * The text's facets, its mentions resolved to DIDs first: a mention of a handle no account has
 * refuses the post before anything is uploaded.
 */
async function facetsOf(context: NetworkContext, text: string) {
  const found = findRichText(text);
  const dids = new Map<string, string>();
  for (const { handle } of found.mentions) {
    if (dids.has(handle)) continue;
    const did = await resolveHandle(context, handle);
    if (!did) throw blueskyRefusal('invalid_content', 'network.bluesky.mentionUnresolved', { handle });
    dids.set(handle, did);
  }
  const facets = buildFacets(text, found, dids);
  return { facets, firstLink: found.links[0]?.uri ?? null };
}

const META = (name: string) => new RegExp(`<meta[^>]+(?:property|name)=["']${name}["'][^>]*content=["']([^"']*)["']`, 'i');

/**
 * A link card (`app.bsky.embed.external`) built by Publia, the network builds none: the page's
 * title, description and image (`og:` tags) where it answers; its host as the title otherwise. In
 * demo mode no page outside is read.
 */
async function linkCard(context: NetworkContext, xrpc: XrpcClient, uri: string) {
  const host = new URL(uri).host;
  let title = host;
  let description = '';
  let thumb: Awaited<ReturnType<typeof thumbOf>> | undefined;
  if (!context.sandbox) {
    try {
      const page = await fetch(uri, { signal: AbortSignal.timeout(5_000), headers: { accept: 'text/html' } });
      const html = (await page.text()).slice(0, 200_000);
      title = html.match(META('og:title'))?.[1] ?? html.match(/<title>([^<]*)<\/title>/i)?.[1]?.trim() ?? host;
      description = html.match(META('og:description'))?.[1] ?? html.match(META('description'))?.[1] ?? '';
      const image = html.match(META('og:image'))?.[1];
      if (image) {
        const picture = await fetch(new URL(image, uri), { signal: AbortSignal.timeout(5_000) });
        const type = picture.headers.get('content-type') ?? '';
        if (picture.ok && type.startsWith('image/')) thumb = await thumbOf(xrpc, Buffer.from(await picture.arrayBuffer()), type);
      }
    } catch (error) {
      context.logger.info({ err: error, uri }, 'Bluesky : carte du lien sans aperçu de la page');
    }
  }
  return { $type: 'app.bsky.embed.external' as const, external: { uri, title: title.slice(0, 300), description: description.slice(0, 1_000), ...(thumb ? { thumb } : {}) } };
}

/** What a post embeds: its photos, its video, or else a card of its first link. */
async function embedOf(context: NetworkContext, xrpc: XrpcClient, account: AccountCredentials, input: PublishInput, firstLink: string | null) {
  const media = input.media ?? [];
  if (media.length === 0) return firstLink ? linkCard(context, xrpc, firstLink) : undefined;
  if (media[0]!.type === 'video') return videoOf(context, xrpc, account, media[0]!);
  const images = [];
  // One after the other: each blob must be referenced within minutes of its upload, and the PDS limits bursts.
  for (const medium of media) images.push(await imageOf(xrpc, medium));
  return { $type: 'app.bsky.embed.images' as const, images };
}

async function createPost(xrpc: XrpcClient, account: AccountCredentials, record: Record<string, unknown>) {
  const answer = await xrpc.procedure('com.atproto.repo.createRecord', { repo: account.externalId, collection: POST_COLLECTION, record });
  return readAnswer('bluesky', createdSchema, answer);
}

/**
 * Publishes a post (`com.atproto.repo.createRecord` of an `app.bsky.feed.post`): the text with the
 * facets Publia found (links, mentions resolved to DIDs, hashtags; offsets in bytes of UTF-8),
 * `langs: ['fr']`, and up to four photos, a video or a link card. Everything the network could
 * refuse is refused before the first upload.
 */
export async function publish(context: NetworkContext, account: AccountCredentials, input: PublishInput): Promise<PublishResult> {
  const text = withLink(input.text, input.link);
  checkAgainstLimits(blueskyLimits, { text, media: input.media });
  const xrpc = xrpcClient(context, serviceOf(context, account));
  const { facets, firstLink } = await facetsOf(context, text);
  const embed = await embedOf(context, xrpc, account, input, firstLink);
  const record = {
    $type: POST_COLLECTION,
    text,
    createdAt: new Date().toISOString(),
    langs: ['fr'],
    ...(facets.length > 0 ? { facets } : {}),
    ...(embed ? { embed } : {}),
  };
  const created = await createPost(xrpc, account, record);
  return { externalId: created.uri, url: postUrl(context, account.username, created.uri) };
}

/** A post's strong reference (`{uri, cid}`), read from its record (the account's own, at its PDS) or from the app view (another account's). */
export async function strongRefOf(xrpc: XrpcClient, uri: string): Promise<{ uri: string; cid: string; value: Record<string, unknown> }> {
  const { repo, collection, rkey } = partsOf(uri);
  const answer = await xrpc.query('com.atproto.repo.getRecord', { repo, collection, rkey });
  return readAnswer('bluesky', recordSchema, answer);
}

/**
 * A reply of the account (a thread's next post, a first comment, an answer to a comment): its root is
 * the parent's own root, or the parent itself when it is a top-level post.
 */
export async function publishReply(
  context: NetworkContext,
  account: AccountCredentials,
  input: { parent: { uri: string; cid: string; root?: { uri: string; cid: string } | null }; text: string },
): Promise<PublishResult & { cid: string }> {
  checkAgainstLimits(blueskyLimits, { text: input.text });
  const xrpc = xrpcClient(context, serviceOf(context, account));
  const { facets, firstLink } = await facetsOf(context, input.text);
  const embed = firstLink ? await linkCard(context, xrpc, firstLink) : undefined;
  const parent = { uri: input.parent.uri, cid: input.parent.cid };
  const record = {
    $type: POST_COLLECTION,
    text: input.text,
    createdAt: new Date().toISOString(),
    langs: ['fr'],
    reply: { root: input.parent.root ?? parent, parent },
    ...(facets.length > 0 ? { facets } : {}),
    ...(embed ? { embed } : {}),
  };
  const created = await createPost(xrpc, account, record);
  return { externalId: created.uri, url: postUrl(context, account.username, created.uri), cid: created.cid };
}

const replyRefSchema = z.object({ root: z.object({ uri: z.string(), cid: z.string() }) });

/** A thread's next post, or the first comment (a reply of the account to its own post). */
export async function publishFollowUp(context: NetworkContext, account: AccountCredentials, input: FollowUpInput): Promise<PublishResult> {
  const xrpc = xrpcClient(context, serviceOf(context, account));
  const parent = await strongRefOf(xrpc, input.replyToExternalId);
  const parentRoot = replyRefSchema.safeParse(parent.value.reply);
  const root = parentRoot.success ? parentRoot.data.root : input.postExternalId === parent.uri ? null : await strongRefOf(xrpc, input.postExternalId);
  const { externalId, url } = await publishReply(context, account, {
    parent: { uri: parent.uri, cid: parent.cid, root: root ? { uri: root.uri, cid: root.cid } : null },
    text: input.text,
  });
  return { externalId, url };
}

/** Deletes one of the account's posts (`com.atproto.repo.deleteRecord`). */
export async function deletePost(context: NetworkContext, account: AccountCredentials, uri: string): Promise<void> {
  const { collection, rkey } = partsOf(uri);
  await xrpcClient(context, serviceOf(context, account)).procedure('com.atproto.repo.deleteRecord', { repo: account.externalId, collection, rkey });
}
