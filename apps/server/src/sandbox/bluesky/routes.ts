import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../kit/context.ts';
import { commentIds, type ThreadComment } from '../kit/comment-thread.ts';
import { createGate } from '../kit/gate.ts';
import { tokenKey, type TokenRecord } from '../kit/oauth.ts';
import { addReply, findPost, findPostsByPrefix, numericId, recordPost, timeline, type SandboxPost } from '../kit/posts.ts';
import { getRecord, getRecords, patchRecord, putRecord, takeRecord } from '../kit/repository.ts';
import { createRateWindow } from '../kit/rate-window.ts';
import { renderPostPage } from '../kit/pages.ts';
import { checkPostRecord, type StoredBlob } from './check-record.ts';
import { sendDpopRefusal, usesDpop, verifyDpopRequest } from './oauth/index.ts';
import { blueskyDialect, invalidRequest, rateLimited, xrpcError } from './dialect.ts';
import { accountOfDid, accountOfUser, audienceHandle, cidOf, didOf, inWorld, jwt, NETWORK, worldAccount, type WorldAccount } from './world-accounts.ts';

/** The PDS takes a blob up to 50 MB; the video service a video up to the post's 300 MB. */
const BLOB_MAX_BYTES = 52_428_800;
const VIDEO_MAX_BYTES = 300_000_000;
const ACCESS_SECONDS = 120 * 60;
const REFRESH_SECONDS = 90 * 86_400;
const APP_PASSWORD = /^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$/i;
const x = (nsid: string) => `/xrpc/${nsid}`;
type Query = Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** A post's id as its at-URI's record key, and back. */
const uriOf = (did: string, rkey: string) => `at://${did}/app.bsky.feed.post/${rkey}`;
const rkeyOf = (uri: string) => uri.match(/^at:\/\/[^/]+\/app\.bsky\.feed\.post\/([^/]+)$/)?.[1] ?? null;
const idsOf = (post: SandboxPost) => commentIds(post.id.slice(0, 10), post.id);
/** A post's at-URI, content id and record, as written (a post seeded without them: its handle's DID, its text). */
const postUri = (post: SandboxPost) => post.details?.uri ?? (post.id.startsWith('at://') ? post.id : uriOf(didOf(post.username), post.id));
const postCid = (post: SandboxPost) => post.details?.cid ?? cidOf(postUri(post));
const postRecord = (post: SandboxPost): object =>
  post.details?.record ? (JSON.parse(post.details.record) as object) : { $type: 'app.bsky.feed.post', text: post.text, createdAt: post.createdAt };
const commentUri = (post: SandboxPost, comment: ThreadComment) => uriOf(comment.author ? didOf(audienceHandle(comment.author.handle)) : didOf(post.username), comment.id);
const isLive = (post: SandboxPost | null): post is SandboxPost => post !== null && !post.details?.deleted;

function commentView(post: SandboxPost, comment: ThreadComment, parentUri: string) {
  const handle = comment.author ? audienceHandle(comment.author.handle) : post.username;
  const uri = commentUri(post, comment);
  const root = { uri: postUri(post), cid: postCid(post) };
  return {
    uri,
    cid: cidOf(uri),
    author: { did: didOf(handle), handle, displayName: comment.author?.name ?? post.username.split('.')[0] },
    record: { $type: 'app.bsky.feed.post', text: comment.text, createdAt: comment.createdAt, reply: { root, parent: { uri: parentUri, cid: cidOf(parentUri) } } },
    replyCount: 0,
    repostCount: 0,
    likeCount: 0,
    quoteCount: 0,
    bookmarkCount: 0,
    indexedAt: comment.createdAt,
    labels: [],
  };
}

/**
 * Bluesky's XRPC as the demo mode serves it, under /sandbox/bluesky: the entryway's handle
 * resolution, a PLC directory, the PDS (app-password sessions, blobs, records checked against
 * the lexicons, the app view's reads proxied: profiles, posts, author feeds, threads), and the
 * video service under /video.
 */
export function blueskyRoutes(scope: FastifyInstance, ctx: SandboxContext) {
  const gate = createGate(scope, ctx, NETWORK, blueskyDialect);
  // createSession: 30 per 5 minutes per account, as the PDS limits it.
  const sessions = createRateWindow(30, 300_000);

  async function issue(account: WorldAccount) {
    const now = Math.floor(ctx.clock.now() / 1000);
    const accessJwt = jwt({ scope: 'com.atproto.appPass', sub: account.did, aud: 'did:web:sandbox.bsky', iat: now, exp: now + ACCESS_SECONDS });
    const refreshJwt = jwt({
      scope: 'com.atproto.refresh',
      sub: account.did,
      aud: 'did:web:sandbox.bsky',
      jti: randomBytes(12).toString('base64url'),
      iat: now,
      exp: now + REFRESH_SECONDS,
    });
    const record: TokenRecord = { userId: account.userId, scope: 'com.atproto.appPass', expiresAt: ctx.clock.now() + ACCESS_SECONDS * 1000 };
    await putRecord(ctx.db, NETWORK, 'access', tokenKey(accessJwt), record);
    // The refresh record names its session's access token: ending the session ends both.
    await putRecord(ctx.db, NETWORK, 'refresh', tokenKey(refreshJwt), { ...record, expiresAt: ctx.clock.now() + REFRESH_SECONDS * 1000, accessKey: tokenKey(accessJwt) });
    return { accessJwt, refreshJwt, handle: account.handle, did: account.did, active: true };
  }

  /**
   * Who calls the PDS: an OAuth session (`DPoP`, checked by the OAuth part, its owner's faults
   * then met here) or an app-password session (`Bearer`, through the kit's gate).
   */
  async function caller(request: FastifyRequest, reply: FastifyReply, operation: string) {
    if (usesDpop(request)) {
      const dpop = await verifyDpopRequest(ctx, request, reply);
      if (!dpop.ok) return (sendDpopRefusal(reply, dpop), null);
      const fault = await gate.fault(request, reply, operation, dpop.owner);
      if (fault === 'answered') return null;
      const account = await worldAccount(ctx, dpop.handle, dpop.owner);
      return { userId: account.userId, token: '', scope: dpop.scope, fault, account };
    }
    const entered = await gate.enter(request, reply, operation);
    if (!entered) return null;
    const account = await accountOfUser(ctx, entered.userId);
    if (!account) return (gate.send(reply, xrpcError(401, 'InvalidToken', 'Token could not be verified')), null);
    return { ...entered, account };
  }

  // Identity (the handle resolver, the DID directory) is the OAuth part's: ./oauth/accounts.ts.

  // — Sessions —
  scope.post<{ Body: { identifier?: unknown; password?: unknown } }>(x('com.atproto.server.createSession'), async (request, reply) => {
    if ((await gate.fault(request, reply, 'token', null)) === 'answered') return reply;
    const identifier = typeof request.body?.identifier === 'string' ? request.body.identifier.toLowerCase() : '';
    const password = typeof request.body?.password === 'string' ? request.body.password : '';
    if (!identifier || !password) return gate.send(reply, invalidRequest('Error: Input must have the properties "identifier" and "password"'));
    const hit = sessions.hit(identifier);
    if (!hit.ok) return gate.send(reply, rateLimited(hit.retryAfterSeconds));
    const byDid = identifier.startsWith('did:');
    const handle = byDid ? (await accountOfDid(ctx, identifier))?.handle : identifier;
    if (!handle || !inWorld(handle) || (byDid && didOf(handle) !== identifier)) {
      return gate.send(reply, xrpcError(401, 'AuthenticationRequired', 'Invalid identifier or password'));
    }
    // The account's own password asks for the e-mailed code; only an app password opens a session for an app.
    if (!APP_PASSWORD.test(password)) return gate.send(reply, xrpcError(401, 'AuthFactorTokenRequired', 'A sign in code has been sent to your email address'));
    const owner = (await ctx.visitorOf?.(request)) ?? null;
    return issue(await worldAccount(ctx, handle, owner));
  });
  scope.post(x('com.atproto.server.refreshSession'), async (request, reply) => {
    const token = request.headers.authorization?.match(/^Bearer\s+(.+)$/i)?.[1];
    if ((await gate.fault(request, reply, 'token', null)) === 'answered') return reply;
    const record = token ? await takeRecord<TokenRecord>(ctx.db, NETWORK, 'refresh', tokenKey(token)) : null;
    if (!record || record.expiresAt < ctx.clock.now()) return gate.send(reply, xrpcError(400, 'ExpiredToken', 'Token has been revoked'));
    const account = await accountOfUser(ctx, record.userId);
    if (!account) return gate.send(reply, xrpcError(400, 'InvalidToken', 'Token could not be verified'));
    return issue(account);
  });
  scope.post(x('com.atproto.server.deleteSession'), async (request, reply) => {
    const token = request.headers.authorization?.match(/^Bearer\s+(.+)$/i)?.[1];
    if (!token) return gate.send(reply, xrpcError(401, 'AuthenticationRequired', 'Authentication Required'));
    // As a PDS: the session is ended by its refresh JWT; an access JWT is not accepted here.
    const session = await takeRecord<TokenRecord & { accessKey?: string }>(ctx.db, NETWORK, 'refresh', tokenKey(token));
    if (!session) return gate.send(reply, xrpcError(400, 'InvalidToken', 'Token could not be verified'));
    if (session.accessKey) await takeRecord(ctx.db, NETWORK, 'access', session.accessKey);
    return reply.code(200).send();
  });
  scope.get<{ Querystring: Query }>(x('com.atproto.server.getServiceAuth'), async (request, reply) => {
    const call = await caller(request, reply, 'upload');
    if (!call) return reply;
    const token = jwt({ iss: call.account.did, aud: one(request.query.aud), lxm: one(request.query.lxm), exp: Number(one(request.query.exp)) });
    await putRecord(ctx.db, NETWORK, 'service-auth', tokenKey(token), { did: call.account.did, userId: call.account.userId });
    return { token };
  });

  // — The account —
  scope.get<{ Querystring: Query }>(x('app.bsky.actor.getProfile'), async (request, reply) => {
    const call = await caller(request, reply, 'profile');
    if (!call) return reply;
    const actor = one(request.query.actor) ?? '';
    // The caller's own account is its owner's (each workspace has its own demo account of a handle).
    const own = actor === call.account.did || actor === call.account.handle;
    const account = own ? call.account : actor.startsWith('did:') ? await accountOfDid(ctx, actor) : inWorld(actor) ? await accountOfDid(ctx, didOf(actor)) : null;
    if (!account) return gate.send(reply, invalidRequest('Profile not found'));
    const followers =
      'userId' in account
        ? await ctx.audience.followers(NETWORK, { id: account.userId, followers: 120 + (parseInt(account.did.slice(8, 12), 36) % 2_000), owner: account.owner })
        : 80;
    return {
      did: account.did,
      handle: account.handle,
      displayName: account.displayName,
      avatar: `${ctx.publicUrl}/sandbox/avatar/${encodeURIComponent(account.handle)}.svg`,
      followersCount: followers,
      followsCount: 42,
      postsCount: 0,
      indexedAt: new Date(0).toISOString(),
    };
  });

  // — Blobs —
  const storeBlob = async (userId: string, mimeType: string, bytes: Buffer) => {
    const cid = cidOf(`${userId}:${bytes.length}:${randomBytes(8).toString('hex')}`);
    await putRecord(ctx.db, NETWORK, 'blob', cid, { mimeType, size: bytes.length });
    return { $type: 'blob', ref: { $link: cid }, mimeType, size: bytes.length };
  };
  scope.post(x('com.atproto.repo.uploadBlob'), { bodyLimit: BLOB_MAX_BYTES }, async (request, reply) => {
    const call = await caller(request, reply, 'upload');
    if (!call) return reply;
    const bytes = request.body;
    if (!Buffer.isBuffer(bytes) || bytes.length === 0) return gate.send(reply, invalidRequest('Request body is required'));
    return { blob: await storeBlob(call.userId, String(request.headers['content-type'] ?? 'application/octet-stream'), bytes) };
  });

  // — Records —
  scope.post<{ Body: { repo?: unknown; collection?: unknown; record?: unknown; rkey?: unknown } }>(x('com.atproto.repo.createRecord'), async (request, reply) => {
    const call = await caller(request, reply, 'publish');
    if (!call) return reply;
    const { repo, collection, record } = request.body ?? {};
    if (repo !== call.account.did && repo !== call.account.handle) return gate.send(reply, xrpcError(403, 'InvalidRequest', 'Cannot write to the repo of another account'));
    if (collection !== 'app.bsky.feed.post') return gate.send(reply, invalidRequest(`Unsupported collection: ${String(collection)}`));
    const blobIds = JSON.stringify(record ?? null).match(/bafyrei[a-z2-7]+/g) ?? [];
    const blobs = await getRecords<StoredBlob>(ctx.db, NETWORK, 'blob', blobIds);
    const problem = checkPostRecord(record, blobs);
    if (problem) return gate.send(reply, invalidRequest(`Invalid app.bsky.feed.post record: ${problem}`));
    const post = record as { text: string; embed?: { $type: string; images?: { alt: string }[] }; reply?: { root: { uri: string }; parent: { uri: string } } };
    const id = numericId();
    const uri = uriOf(call.account.did, id);
    const cid = cidOf(uri);
    const images = post.embed?.$type === 'app.bsky.embed.images' ? (post.embed.images ?? []) : [];
    const media = images.map((image, i) => ({ type: 'image' as const, url: `${ctx.publicUrl}/sandbox/bluesky/blob/${id}/${i}`, ...(image.alt ? { altText: image.alt } : {}) }));
    await recordPost(ctx.db, NETWORK, {
      id,
      userId: call.userId,
      username: call.account.handle,
      text: post.text,
      title: null,
      mediaType: post.embed?.$type === 'app.bsky.embed.video' ? 'video' : media.length > 0 ? 'image' : null,
      mediaUrl: media[0]?.url ?? null,
      ...(media.length > 1 ? { media } : {}),
      details: { uri, cid, record: JSON.stringify(record), root: post.reply?.root.uri ?? null, parent: post.reply?.parent.uri ?? null },
      owner: call.account.owner,
    });
    // An answer under one of the account's posts joins that post's thread.
    const rootId = post.reply ? rkeyOf(post.reply.root.uri) : null;
    const root = rootId ? await findPost(ctx.db, NETWORK, rootId) : null;
    if (root && post.reply) {
      const parentId = rkeyOf(post.reply.parent.uri);
      await addReply(ctx.db, NETWORK, root.id, {
        id,
        author: call.account.handle,
        text: post.text,
        createdAt: new Date().toISOString(),
        inReplyTo: parentId === root.id ? null : parentId,
      });
    }
    return { uri, cid, validationStatus: 'valid' };
  });

  scope.get<{ Querystring: Query }>(x('com.atproto.repo.getRecord'), async (request, reply) => {
    const call = await caller(request, reply, 'status');
    if (!call) return reply;
    const { repo, collection, rkey } = { repo: one(request.query.repo), collection: one(request.query.collection), rkey: one(request.query.rkey) ?? '' };
    if (collection === 'app.bsky.feed.threadgate') {
      const gateRecord = await getRecord<{ value: object }>(ctx.db, NETWORK, 'threadgate', `${repo}:${rkey}`);
      if (!gateRecord) return gate.send(reply, xrpcError(400, 'RecordNotFound', `Could not locate record: at://${repo}/${collection}/${rkey}`));
      return { uri: `at://${repo}/${collection}/${rkey}`, cid: cidOf(`${repo}:${rkey}:gate`), value: gateRecord.value };
    }
    const post = await findPost(ctx.db, NETWORK, rkey);
    if (!isLive(post) || (repo && !postUri(post).startsWith(`at://${repo}/`))) {
      return gate.send(reply, xrpcError(400, 'RecordNotFound', `Could not locate record: at://${repo}/${collection}/${rkey}`));
    }
    return { uri: postUri(post), cid: postCid(post), value: postRecord(post) };
  });

  scope.post<{ Body: { repo?: unknown; collection?: unknown; rkey?: unknown; record?: unknown } }>(x('com.atproto.repo.putRecord'), async (request, reply) => {
    const call = await caller(request, reply, 'comments');
    if (!call) return reply;
    const { repo, collection, rkey, record } = request.body ?? {};
    if (repo !== call.account.did) return gate.send(reply, xrpcError(403, 'InvalidRequest', 'Cannot write to the repo of another account'));
    if (collection !== 'app.bsky.feed.threadgate' || typeof rkey !== 'string') return gate.send(reply, invalidRequest('Only threadgates are written by this sandbox'));
    const value = record as { $type?: unknown; post?: unknown; hiddenReplies?: unknown; createdAt?: unknown } | null;
    const hidden = value?.hiddenReplies;
    if (value?.$type !== 'app.bsky.feed.threadgate' || value.post !== uriOf(call.account.did, rkey) || typeof value.createdAt !== 'string') {
      return gate.send(reply, invalidRequest('Invalid app.bsky.feed.threadgate record: Record/post must be the post of the same rkey'));
    }
    if (hidden !== undefined && (!Array.isArray(hidden) || hidden.length > 300 || !hidden.every((uri) => typeof uri === 'string' && uri.startsWith('at://')))) {
      return gate.send(reply, invalidRequest('Invalid app.bsky.feed.threadgate record: Record/hiddenReplies must hold at most 300 at-uris'));
    }
    await putRecord(ctx.db, NETWORK, 'threadgate', `${repo}:${rkey}`, { value });
    return { uri: `at://${repo}/app.bsky.feed.threadgate/${rkey}`, cid: cidOf(`${repo}:${rkey}:gate:${Date.now()}`) };
  });

  scope.post<{ Body: { repo?: unknown; collection?: unknown; rkey?: unknown } }>(x('com.atproto.repo.deleteRecord'), async (request, reply) => {
    const call = await caller(request, reply, 'publish');
    if (!call) return reply;
    const { repo, rkey } = request.body ?? {};
    const post = typeof rkey === 'string' ? await findPost(ctx.db, NETWORK, rkey) : null;
    if (repo !== call.account.did || (post && post.userId !== call.userId)) return gate.send(reply, xrpcError(403, 'InvalidRequest', 'Cannot delete a record of another account'));
    if (post) await patchRecord(ctx.db, NETWORK, 'post', post.id, { details: { ...post.details, deleted: 'true' } });
    return {};
  });

  // — The app view's reads —
  const gateOf = async (post: SandboxPost) => getRecord<{ value: { hiddenReplies?: string[] } }>(ctx.db, NETWORK, 'threadgate', `${didOf(post.username)}:${post.id}`);

  async function postView(post: SandboxPost) {
    const figures = await ctx.audience.figures(post);
    const quotes = Math.floor(figures.shares / 4);
    return {
      uri: postUri(post),
      cid: postCid(post),
      author: { did: didOf(post.username), handle: post.username, displayName: post.username.split('.')[0] },
      record: postRecord(post),
      replyCount: figures.comments,
      repostCount: figures.shares - quotes,
      likeCount: figures.likes,
      quoteCount: quotes,
      bookmarkCount: figures.saves,
      indexedAt: post.createdAt,
      labels: [],
    };
  }

  /** The post or audience comment an at-URI names. */
  async function viewOf(uri: string) {
    const rkey = rkeyOf(uri);
    if (!rkey) return null;
    // A post is kept under its record key; one seeded by a benchmark under its whole at-URI.
    const post = (await findPost(ctx.db, NETWORK, rkey)) ?? (await findPost(ctx.db, NETWORK, uri));
    if (isLive(post) && postUri(post) === uri) return postView(post);
    for (const candidate of await findPostsByPrefix(ctx.db, NETWORK, rkey.slice(0, 10))) {
      if (!isLive(candidate)) continue;
      const thread = await ctx.audience.comments(candidate, idsOf(candidate).audience);
      const comment = thread.find((item) => commentUri(candidate, item) === uri);
      if (comment) {
        const parent = comment.parentId ? thread.find((item) => item.id === comment.parentId) : null;
        return commentView(candidate, comment, parent ? commentUri(candidate, parent) : postUri(candidate));
      }
    }
    return null;
  }

  scope.get<{ Querystring: Query }>(x('app.bsky.feed.getPosts'), async (request, reply) => {
    const call = await caller(request, reply, 'metrics');
    if (!call) return reply;
    const uris = [request.query.uris ?? []].flat();
    if (uris.length > 25) return gate.send(reply, invalidRequest('Error: Params/uris must not have more than 25 elements'));
    const views = await Promise.all(uris.map((uri) => viewOf(uri)));
    return { posts: views.filter((view) => view !== null) };
  });

  scope.get<{ Querystring: Query }>(x('app.bsky.feed.getAuthorFeed'), async (request, reply) => {
    const call = await caller(request, reply, 'recent');
    if (!call) return reply;
    const limit = Number(one(request.query.limit) ?? 50);
    if (!Number.isInteger(limit) || limit < 1 || limit > 100) return gate.send(reply, invalidRequest('Error: Params/limit must be between 1 and 100'));
    const actor = one(request.query.actor) ?? '';
    const own = actor === call.account.did || actor === call.account.handle;
    const account = own ? call.account : await accountOfDid(ctx, actor.startsWith('did:') ? actor : didOf(actor));
    if (!account || !('userId' in account)) return gate.send(reply, invalidRequest('Profile not found'));
    const page = await timeline(ctx.db, NETWORK, account.userId, { after: one(request.query.cursor) ?? null, limit });
    const posts = page.posts.filter(isLive);
    return { feed: await Promise.all(posts.map(async (post) => ({ post: await postView(post) }))), ...(page.next ? { cursor: page.next } : {}) };
  });

  scope.get<{ Querystring: Query }>(x('app.bsky.feed.getPostThread'), async (request, reply) => {
    const call = await caller(request, reply, 'comments');
    if (!call) return reply;
    const uri = one(request.query.uri) ?? '';
    const rkey = rkeyOf(uri);
    const post = rkey ? await findPost(ctx.db, NETWORK, rkey) : null;
    if (!isLive(post) || postUri(post) !== uri) return gate.send(reply, xrpcError(400, 'NotFound', `Post not found: ${uri}`));
    const thread = await ctx.audience.comments(post, idsOf(post).audience);
    const gateRecord = await gateOf(post);
    const nodes = (parentId: string | null, parentUri: string, depth: number): object[] =>
      depth > 1000
        ? []
        : thread
            .filter((comment) => comment.parentId === parentId)
            .map((comment) => ({
              $type: 'app.bsky.feed.defs#threadViewPost',
              post: commentView(post, comment, parentUri),
              replies: nodes(comment.id, commentUri(post, comment), depth + 1),
            }));
    const view = await postView(post);
    return {
      thread: {
        $type: 'app.bsky.feed.defs#threadViewPost',
        post: {
          ...view,
          ...(gateRecord
            ? { threadgate: { uri: `at://${didOf(post.username)}/app.bsky.feed.threadgate/${post.id}`, cid: cidOf(`${post.id}:gate`), record: gateRecord.value, lists: [] } }
            : {}),
        },
        replies: nodes(null, uri, 1),
      },
    };
  });

  // — The post's page on the app (« Voir sur le réseau ») —
  scope.get<{ Params: { handle: string; rkey: string } }>('/profile/:handle/post/:rkey', async (request, reply) => {
    const post = await findPost(ctx.db, NETWORK, request.params.rkey);
    const shown = isLive(post) && post.username === request.params.handle ? post : null;
    return reply
      .code(shown ? 200 : 404)
      .type('text/html; charset=utf-8')
      .send(await renderPostPage('bluesky', shown, ctx.audience, (item) => idsOf(item).audience));
  });

  // — The video service —
  scope.post<{ Querystring: Query }>('/video/xrpc/app.bsky.video.uploadVideo', { bodyLimit: VIDEO_MAX_BYTES }, async (request, reply) => {
    const token = request.headers.authorization?.match(/^Bearer\s+(.+)$/i)?.[1];
    const auth = token ? await getRecord<{ did: string; userId: string }>(ctx.db, NETWORK, 'service-auth', tokenKey(token)) : null;
    if (!auth) return gate.send(reply, xrpcError(401, 'AuthenticationRequired', 'Service auth token required'));
    const account = await accountOfUser(ctx, auth.userId);
    const fault = await gate.fault(request, reply, 'upload', account?.owner ?? null);
    if (fault === 'answered') return reply;
    if (String(request.headers['content-type']) !== 'video/mp4') return gate.send(reply, invalidRequest('Only video/mp4 is accepted'));
    const bytes = request.body;
    if (!Buffer.isBuffer(bytes) || bytes.length === 0) return gate.send(reply, invalidRequest('Request body is required'));
    const jobId = randomBytes(10).toString('hex');
    const blob = await storeBlob(auth.userId, 'video/mp4', bytes);
    await putRecord(ctx.db, NETWORK, 'video-job', jobId, { did: auth.did, blob, checks: 0, failed: fault === 'processing_failure', owner: account?.owner ?? null });
    return { jobStatus: { jobId, did: auth.did, state: 'JOB_STATE_CREATED' } };
  });
  scope.get<{ Querystring: Query }>('/video/xrpc/app.bsky.video.getJobStatus', async (request, reply) => {
    const jobId = one(request.query.jobId) ?? '';
    const job = await getRecord<{ did: string; blob: object; checks: number; failed: boolean; owner: string | null }>(ctx.db, NETWORK, 'video-job', jobId);
    if (!job) return gate.send(reply, invalidRequest('Job not found'));
    if ((await gate.fault(request, reply, 'status', job.owner)) === 'answered') return reply;
    await putRecord(ctx.db, NETWORK, 'video-job', jobId, { ...job, checks: job.checks + 1 });
    if (job.failed) return { jobStatus: { jobId, did: job.did, state: 'JOB_STATE_FAILED', error: 'encoding_failure', message: 'The video could not be encoded' } };
    if (job.checks < 1) return { jobStatus: { jobId, did: job.did, state: 'JOB_STATE_ENCODING', progress: 50 } };
    return { jobStatus: { jobId, did: job.did, state: 'JOB_STATE_COMPLETED', progress: 100, blob: job.blob } };
  });
}
