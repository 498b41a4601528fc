import { randomBytes } from 'node:crypto';
import { frenchMessage, MASTODON_DEFAULTS } from '@publia/shared';
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../kit/context.ts';
import { answerAuthorize } from '../kit/authorize-page.ts';
import { findSandboxUser, ownerOfTokenRequest, tokenKey } from '../kit/oauth.ts';
import { timeline } from '../kit/posts.ts';
import { getRecord, putRecord, takeRecord } from '../kit/repository.ts';
import { grantTokens } from '../kit/token-grant.ts';
import { mastodonError } from './dialect.ts';
import { accountEntity, SANDBOX_DOMAIN, userView } from './entities.ts';
import type { MastodonFake } from './fake.ts';

/** A token lives until it is revoked: a century stands for never. */
const TOKEN_LIFETIME_SECONDS = 100 * 365 * 86_400;

interface SandboxApp {
  id: string;
  name: string;
  clientSecret: string;
  redirectUris: string[];
  scopes: string;
}

type Body = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const findApp = (ctx: SandboxContext, clientId: string | undefined) => (clientId ? getRecord<SandboxApp>(ctx.db, 'mastodon', 'app', clientId) : Promise.resolve(null));

const INVALID_CLIENT = mastodonError(
  401,
  'invalid_client',
  'Client authentication failed due to unknown client, no client authentication included, or unsupported authentication method.',
);

const GRANT_FAILURES = {
  invalid_grant:
    'The provided authorization grant is invalid, expired, revoked, does not match the redirection URI used in the authorization request, or was issued to another client.',
  invalid_verifier:
    'The provided authorization grant is invalid, expired, revoked, does not match the redirection URI used in the authorization request, or was issued to another client.',
  redirect_mismatch: 'The redirect uri included is not valid.',
  invalid_request: 'The request is missing a required parameter, includes an unsupported parameter value, or is otherwise malformed.',
  unsupported_grant_type: 'The authorization grant type is not supported by the authorization server.',
} as const;

/** `GET /api/v2/instance` of a stock instance: its figures are those Publia's defaults stand for. */
function instanceAnswer(ctx: SandboxContext) {
  return {
    domain: SANDBOX_DOMAIN,
    title: 'Mastodon (démo Publia)',
    version: '4.5.0',
    source_url: 'https://github.com/mastodon/mastodon',
    description: 'Une instance simulée par Publia pour le mode démo.',
    usage: { users: { active_month: 1_204 } },
    thumbnail: { url: `${ctx.publicUrl}/sandbox/avatar/mastodon.svg` },
    icon: [],
    languages: ['fr'],
    api_versions: { mastodon: 6 },
    configuration: {
      urls: { streaming: 'wss://mastodon.sandbox', status: null },
      vapid: { public_key: 'BPublia-sandbox' },
      accounts: { max_featured_tags: 10, max_pinned_statuses: 5 },
      statuses: {
        max_characters: MASTODON_DEFAULTS.maxCharacters,
        max_media_attachments: MASTODON_DEFAULTS.maxMediaAttachments,
        characters_reserved_per_url: MASTODON_DEFAULTS.charactersReservedPerUrl,
      },
      media_attachments: {
        supported_mime_types: ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'video/mp4', 'video/webm', 'video/quicktime'],
        description_limit: MASTODON_DEFAULTS.descriptionLimit,
        image_size_limit: MASTODON_DEFAULTS.imageSizeLimit,
        image_matrix_limit: 33_177_600,
        video_size_limit: MASTODON_DEFAULTS.videoSizeLimit,
        video_frame_rate_limit: 120,
        video_matrix_limit: 8_294_400,
      },
      polls: { max_options: 4, max_characters_per_option: 50, min_expiration: 300, max_expiration: 2_629_746 },
      translation: { enabled: false },
    },
    registrations: { enabled: true, approval_required: false, message: null },
    contact: { email: 'contact@mastodon.sandbox', account: null },
    rules: [],
  };
}

/** Apps, OAuth (consent, token, revocation), the instance's description and the account itself. */
export function appRoutes(scope: FastifyInstance, ctx: SandboxContext, fake: MastodonFake) {
  scope.get('/api/v2/instance', async (request, reply) => {
    if ((await fake.gate.fault(request, reply, 'instance', null)) === 'answered') return reply;
    return instanceAnswer(ctx);
  });

  scope.post<{ Body: Body }>('/api/v1/apps', async (request, reply) => {
    if ((await fake.gate.fault(request, reply, 'apps', null)) === 'answered') return reply;
    const body = request.body ?? {};
    const name = text(body.client_name);
    const uris = Array.isArray(body.redirect_uris) ? body.redirect_uris.filter((uri): uri is string => typeof uri === 'string') : text(body.redirect_uris)?.split(/\s+/);
    if (!name) return fake.gate.send(reply, mastodonError(422, "Validation failed: Application name can't be blank"));
    if (!uris || uris.length === 0 || uris.some((uri) => !URL.canParse(uri)))
      return fake.gate.send(reply, mastodonError(422, 'Validation failed: Redirect URI must be an absolute URI.'));
    const app: SandboxApp = {
      id: String(1000 + randomBytes(2).readUInt16BE()),
      name,
      clientSecret: randomBytes(32).toString('base64url'),
      redirectUris: uris,
      scopes: text(body.scopes) ?? 'read',
    };
    const clientId = randomBytes(32).toString('base64url');
    await putRecord(ctx.db, 'mastodon', 'app', clientId, app);
    return {
      id: app.id,
      name: app.name,
      website: text(body.website) ?? null,
      scopes: app.scopes.split(' '),
      redirect_uri: uris.join('\n'),
      redirect_uris: uris,
      vapid_key: 'BPublia-sandbox',
      client_id: clientId,
      client_secret: app.clientSecret,
      client_secret_expires_at: 0,
    };
  });

  scope.get<{ Querystring: Record<string, string | undefined> }>('/oauth/authorize', async (request, reply) => {
    const q = request.query;
    const app = await findApp(ctx, q.client_id);
    // An unknown app or a redirect URI it did not register: the instance's error page, no consent.
    if (q.client_id && (!app || (q.redirect_uri && !app.redirectUris.includes(q.redirect_uri)))) {
      return reply
        .code(400)
        .type('text/plain; charset=utf-8')
        .send(frenchMessage('sandbox.authorizeInvalid', { field: app ? 'redirect_uri' : 'client_id' }));
    }
    if (q.code_challenge_method && q.code_challenge_method !== 'S256') {
      return reply
        .code(400)
        .type('text/plain; charset=utf-8')
        .send(frenchMessage('sandbox.authorizeInvalid', { field: 'code_challenge_method' }));
    }
    return answerAuthorize(reply, 'mastodon', {
      clientId: q.client_id,
      redirectUri: q.redirect_uri,
      responseType: q.response_type,
      state: q.state,
      scope: q.scope,
      codeChallenge: q.code_challenge,
      codeChallengeMethod: q.code_challenge_method,
    });
  });

  scope.post<{ Body: Body }>('/oauth/token', async (request, reply) => {
    const body = request.body ?? {};
    const form = Object.fromEntries(Object.entries(body).map(([key, value]) => [key, text(value)]));
    if ((await fake.gate.fault(request, reply, 'token', await ownerOfTokenRequest(ctx.db, 'mastodon', form))) === 'answered') return reply;
    const app = await findApp(ctx, form.client_id);
    if (!app || app.clientSecret !== form.client_secret) return fake.gate.send(reply, INVALID_CLIENT);
    if (form.grant_type !== 'authorization_code') return fake.gate.send(reply, mastodonError(400, 'unsupported_grant_type', GRANT_FAILURES.unsupported_grant_type));
    const granted = await grantTokens(ctx, 'mastodon', form, { accessLifetimeSeconds: TOKEN_LIFETIME_SECONDS, rotateRefreshToken: false });
    if (!granted.ok) return fake.gate.send(reply, mastodonError(400, granted.reason === 'invalid_verifier' ? 'invalid_grant' : granted.reason, GRANT_FAILURES[granted.reason]));
    return { access_token: granted.tokens.accessToken, token_type: 'Bearer', scope: granted.tokens.scope || app.scopes, created_at: Math.floor(ctx.clock.now() / 1000) };
  });

  scope.post<{ Body: Body }>('/oauth/revoke', async (request, reply) => {
    const body = request.body ?? {};
    const app = await findApp(ctx, text(body.client_id));
    if (!app || app.clientSecret !== text(body.client_secret))
      return fake.gate.send(reply, mastodonError(403, 'unauthorized_client', 'You are not authorized to revoke this token'));
    const token = text(body.token);
    if (token) await takeRecord(ctx.db, 'mastodon', 'access', tokenKey(token));
    return {};
  });

  scope.get('/api/v1/accounts/verify_credentials', async (request, reply) => {
    const caller = await fake.enter(request, reply, 'profile');
    if (!caller) return reply;
    const user = caller.user ?? (await findSandboxUser(ctx.db, 'mastodon', caller.userId));
    if (!user) return fake.gate.send(reply, mastodonError(401, 'The access token is invalid'));
    const [followers, statuses] = await Promise.all([ctx.audience.followers('mastodon', user), timeline(ctx.db, 'mastodon', user.id, { limit: 200 })]);
    const account = accountEntity(userView(ctx.publicUrl, user, followers, statuses.posts.length));
    return {
      ...account,
      source: { privacy: 'public', sensitive: false, language: 'fr', note: '', fields: [], follow_requests_count: 0, indexable: true },
      role: { id: '-99', name: '', color: '', permissions: '0', highlighted: false },
    };
  });
}
