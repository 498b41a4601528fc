import { frenchMessage } from '@publia/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SandboxContext } from '../../kit/context.ts';
import { stringsOf } from './form.ts';
import { escapeHtml, sandboxPage } from '../../kit/pages.ts';
import { sandboxAccount, sandboxAccountOfDid, sandboxHandle, sandboxHandleOfTyped } from './accounts.ts';
import { knownClient } from './clients.ts';
import { checkDpopProof, currentNonce, forgetOldJtis } from './dpop-check.ts';
import { findPushedRequest, saveCode, savePushedRequest, takePushedRequest } from './store.ts';

/** Bluesky's blue, for the sandbox's consent page. */
export const BLUESKY_BRAND = '#1185FE';

const oauthError = (reply: FastifyReply, status: number, error: string, description: string) => reply.code(status).send({ error, error_description: description });

const plainRefusal = (reply: FastifyReply, field: string) => reply.code(400).type('text/plain; charset=utf-8').send(frenchMessage('sandbox.authorizeInvalid', { field }));

/**
 * The authorisation request's two halves: the pushed request (PAR), checked as a real server does
 * (a known client, its return address, PKCE S256, the scope, a DPoP proof with the current nonce),
 * then the consent page the browser is sent to with its `request_uri`, and the consent's answer.
 */
export function registerAuthorizeRoutes(scope: FastifyInstance, ctx: SandboxContext, issuer: string) {
  scope.post('/oauth/par', async (request, reply) => {
    reply.header('dpop-nonce', currentNonce(ctx));
    const form = stringsOf(request.body);
    const clientId = form.client_id ?? '';
    const client = knownClient(ctx.publicUrl, clientId);
    if (!client) return oauthError(reply, 400, 'invalid_client', 'Unknown client_id');
    if (form.response_type !== 'code') return oauthError(reply, 400, 'unsupported_response_type', 'response_type must be "code"');
    const redirectUri = form.redirect_uri ?? '';
    // Only Publia's own callback page: the sandbox never sends the browser anywhere else.
    if (!client.redirectAllowed(redirectUri) || !redirectUri.startsWith(`${ctx.publicUrl}/oauth/callback/`)) {
      return oauthError(reply, 400, 'invalid_request', 'Invalid redirect_uri');
    }
    if (form.code_challenge_method !== 'S256') return oauthError(reply, 400, 'invalid_request', 'code_challenge_method must be "S256"');
    if (!form.code_challenge || !/^[A-Za-z0-9_-]{43}$/.test(form.code_challenge)) return oauthError(reply, 400, 'invalid_request', 'Invalid code_challenge');
    if (!form.state) return oauthError(reply, 400, 'invalid_request', 'state is required');
    const scopes = (form.scope ?? '').split(' ').filter(Boolean);
    if (!scopes.includes('atproto') || scopes.some((asked) => !client.scopes.includes(asked))) return oauthError(reply, 400, 'invalid_scope', 'Invalid scope');
    const proof = await checkDpopProof(ctx, request);
    if (!proof.ok) return oauthError(reply, 400, proof.error, proof.description);
    await forgetOldJtis(ctx);
    const saved = await savePushedRequest(ctx, {
      clientId,
      redirectUri,
      state: form.state,
      scope: scopes.join(' '),
      codeChallenge: form.code_challenge,
      loginHint: form.login_hint?.slice(0, 300) ?? null,
      jkt: proof.jkt,
    });
    return reply.code(201).send({ request_uri: saved.requestUri, expires_in: saved.expiresIn });
  });

  scope.get('/oauth/authorize', async (request, reply) => {
    const { client_id: clientId, request_uri: requestUri } = stringsOf(request.query);
    if (!clientId) return plainRefusal(reply, 'client_id');
    const pushed = requestUri ? await findPushedRequest(ctx, requestUri) : null;
    if (!pushed || pushed.clientId !== clientId) return plainRefusal(reply, 'request_uri');
    // The account the client asked for, offered first: a handle as typed, or a DID's handle.
    const hint = pushed.loginHint ?? '';
    const hinted = hint.startsWith('did:') ? ((await sandboxAccountOfDid(ctx.db, hint))?.handle ?? '') : (sandboxHandle(hint) ?? '');
    return reply.type('text/html; charset=utf-8').send(consentPage(`${scope.prefix}/oauth/authorize/consent`, requestUri!, hinted, pushed.scope.split(' ')));
  });

  scope.post('/oauth/authorize/consent', async (request, reply) => {
    const form = stringsOf(request.body);
    const pushed = form.request_uri ? await takePushedRequest(ctx, form.request_uri) : null;
    if (!pushed) return plainRefusal(reply, 'request_uri');
    const target = new URL(pushed.redirectUri);
    target.searchParams.set('state', pushed.state);
    target.searchParams.set('iss', issuer);
    if (form.decision !== 'allow') {
      target.searchParams.set('error', 'access_denied');
      target.searchParams.set('error_description', frenchMessage('sandbox.deniedDescription'));
      return reply.redirect(target.toString(), 302);
    }
    // The account signed in is the one typed on the page, as a person picks theirs.
    const handle = sandboxHandleOfTyped(form.username ?? '');
    if (!handle) return plainRefusal(reply, 'username');
    const account = await sandboxAccount(ctx.db, handle);
    const owner = (await ctx.visitorOf?.(request)) ?? null;
    const code = await saveCode(ctx, {
      did: account.did,
      handle: account.handle,
      owner,
      clientId: pushed.clientId,
      redirectUri: pushed.redirectUri,
      scope: pushed.scope,
      codeChallenge: pushed.codeChallenge,
      jkt: pushed.jkt,
    });
    target.searchParams.set('code', code);
    return reply.redirect(target.toString(), 302);
  });
}

/** « Autoriser Publia à publier sur Bluesky »: the account's handle (the one asked for, changeable), allow or refuse. */
function consentPage(action: string, requestUri: string, handle: string, scopes: string[]): string {
  const network = 'Bluesky';
  return sandboxPage(
    BLUESKY_BRAND,
    frenchMessage('sandbox.consentTitle', { network }),
    `<span class="brand">${network}</span>
<h1>${escapeHtml(frenchMessage('sandbox.consentTitle', { network }))}</h1>
<p>${escapeHtml(frenchMessage('sandbox.consentIntro', { network }))}</p>
<ul>${scopes.map((scope) => `<li>${escapeHtml(scope)}</li>`).join('')}</ul>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="request_uri" value="${escapeHtml(requestUri)}">
<label for="username">${escapeHtml(frenchMessage('sandbox.consentUsername'))}</label>
<input id="username" name="username" value="${escapeHtml(handle)}" autocomplete="off">
<div class="actions"><button class="deny" name="decision" value="deny" type="submit">${escapeHtml(frenchMessage('sandbox.consentDeny'))}</button>
<button class="allow" name="decision" value="allow" type="submit">${escapeHtml(frenchMessage('sandbox.consentAllow'))}</button></div>
</form><p class="notice">${escapeHtml(frenchMessage('sandbox.demoNotice', { network }))}</p>`,
  );
}
