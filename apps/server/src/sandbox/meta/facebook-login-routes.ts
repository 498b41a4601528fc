import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SANDBOX_CLIENT } from '../../networks/network-context.ts';
import { errorStatus } from '../kit/error-status.ts';
import { checkAccessToken, issueTokens, ownerOfTokenRequest, redeemCode } from '../kit/oauth.ts';
import { renderConsentPage } from '../kit/pages.ts';
import { issuePageToken, pagesOf } from './accounts.ts';
import { GRAPH_ERRORS, sendGraphError } from './graph-answers.ts';
import { guard, pageOfToken, type GraphFake } from './guard.ts';
import { fieldNames, paramsOf, pickFields, textParam } from './params.ts';

type Params = Record<string, unknown>;

const SHORT_LIVED_SECONDS = 5_400;
const LONG_LIVED_SECONDS = 5_183_944;

async function exchangeCode(fake: GraphFake, reply: FastifyReply, params: Params) {
  const redeemed = await redeemCode(fake, fake.network, { code: textParam(params, 'code') ?? '', redirectUri: textParam(params, 'redirect_uri') ?? '' });
  if (!redeemed.ok) {
    return sendGraphError(
      reply,
      redeemed.reason === 'redirect_mismatch'
        ? {
            message: 'Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request',
            code: 100,
            error_subcode: 36008,
          }
        : { message: 'This authorization code has been used.', code: 100, error_subcode: 36009 },
    );
  }
  const tokens = await issueTokens(fake, fake.network, { userId: redeemed.userId, scope: redeemed.scope, lifetimeSeconds: SHORT_LIVED_SECONDS, withRefresh: false });
  return reply.send({ access_token: tokens.accessToken, token_type: 'bearer', expires_in: tokens.expiresIn });
}

async function exchangeForLongLived(fake: GraphFake, reply: FastifyReply, params: Params) {
  const token = textParam(params, 'fb_exchange_token');
  const access = await checkAccessToken(fake, fake.network, token);
  if (!access.ok) return sendGraphError(reply, access.reason === 'expired' ? GRAPH_ERRORS.expiredToken() : GRAPH_ERRORS.invalidToken);
  if (await pageOfToken(fake.db, fake.network, token!)) return sendGraphError(reply, GRAPH_ERRORS.invalidParam('fb_exchange_token must be a user access token'));
  const tokens = await issueTokens(fake, fake.network, { userId: access.userId, scope: access.scope, lifetimeSeconds: LONG_LIVED_SECONDS, withRefresh: false });
  return reply.send({ access_token: tokens.accessToken, token_type: 'bearer', expires_in: tokens.expiresIn });
}

/**
 * Facebook Login as both fakes serve it: the dialog (the sandbox consent page), the token
 * endpoint (code, then `fb_exchange_token`), `/me` and `/me/accounts` with Page tokens. Also
 * Graph's answers for unknown paths and broken bodies.
 */
export function registerFacebookLogin(scope: FastifyInstance, fake: GraphFake) {
  scope.setNotFoundHandler((request, reply) => sendGraphError(reply, { message: `Unknown path components: ${request.url.split('?')[0]}`, code: 2500 }));
  scope.setErrorHandler((error: FastifyError, request, reply) => {
    // A multipart body that is not one (Facebook's video parts) is the caller's mistake, as Graph answers it.
    if (errorStatus(error) < 500) return sendGraphError(reply, GRAPH_ERRORS.invalidParam(error.message));
    request.log.error({ err: error }, 'bac à sable Graph');
    return sendGraphError(reply, { message: 'An unknown error has occurred.', code: 1 }, 500);
  });

  scope.get('/:version/dialog/oauth', async (request, reply) => {
    const params = paramsOf(request);
    const redirectUri = textParam(params, 'redirect_uri');
    if (textParam(params, 'client_id') !== SANDBOX_CLIENT.id || !redirectUri) {
      return reply.status(400).type('text/plain; charset=utf-8').send('Invalid App ID / redirect_uri');
    }
    const scopeParam = textParam(params, 'scope') ?? '';
    return reply.type('text/html; charset=utf-8').send(
      renderConsentPage({
        network: fake.network,
        scopes: scopeParam.split(',').filter(Boolean),
        fields: { redirect_uri: redirectUri, state: textParam(params, 'state') ?? '', scope: scopeParam },
      }),
    );
  });

  const accessToken = async (request: FastifyRequest, reply: FastifyReply) => {
    const params = paramsOf(request);
    if ((await fake.gate.fault(request, reply, 'token', await ownerOfTokenRequest(fake.db, fake.network, params))) === 'answered') return reply;
    if (textParam(params, 'client_id') !== SANDBOX_CLIENT.id) return sendGraphError(reply, { message: 'Error validating application. Invalid application ID.', code: 101 });
    if (textParam(params, 'client_secret') !== SANDBOX_CLIENT.secret) return sendGraphError(reply, { message: 'Error validating client secret.', code: 1 });
    if (textParam(params, 'grant_type') === 'fb_exchange_token') return exchangeForLongLived(fake, reply, params);
    if (textParam(params, 'code')) return exchangeCode(fake, reply, params);
    return sendGraphError(reply, GRAPH_ERRORS.missingParam('code'));
  };
  scope.get('/:version/oauth/access_token', accessToken);
  scope.post('/:version/oauth/access_token', accessToken);

  scope.get('/:version/me', async (request, reply) => {
    const call = await guard(fake, request, reply, 'profile');
    if (!call) return reply;
    const fields = fieldNames(textParam(paramsOf(request), 'fields'), ['id', 'name']);
    const { user, pageId } = call.caller;
    if (pageId) {
      const page = (await pagesOf(fake.db, fake.network, user)).find((candidate) => candidate.id === pageId);
      return reply.send(pickFields({ id: pageId, name: page?.name, username: page?.username }, fields));
    }
    const picture = { data: { url: user.pictureUrl, width: 96, height: 96, is_silhouette: false } };
    return reply.send(pickFields({ id: user.id, name: user.name, picture }, fields));
  });

  scope.get('/:version/me/accounts', async (request, reply) => {
    const call = await guard(fake, request, reply, 'profile');
    if (!call) return reply;
    if (call.caller.pageId) return sendGraphError(reply, GRAPH_ERRORS.invalidParam('Tried accessing nonexisting field (accounts) on node type (Page)'));
    const fields = fieldNames(textParam(paramsOf(request), 'fields'), ['id', 'name', 'access_token', 'category', 'tasks']);
    const pages = await pagesOf(fake.db, fake.network, call.caller.user);
    const data = [];
    for (const page of pages) {
      const node = {
        id: page.id,
        name: page.name,
        username: page.username,
        category: 'Entreprise locale',
        tasks: ['ANALYZE', 'ADVERTISE', 'MODERATE', 'CREATE_CONTENT', 'MANAGE'],
        access_token: await issuePageToken(fake, fake.network, page, call.caller.scope),
        picture: { data: { url: page.pictureUrl, width: 200, height: 200, is_silhouette: false } },
        instagram_business_account: page.instagramId ? { id: page.instagramId } : undefined,
      };
      data.push(pickFields(node, fields));
    }
    return reply.send({ data, paging: { cursors: { before: 'QVFIUmFk', after: 'QVFIUmFk' } } });
  });
}
