import { frenchMessage, type Network } from '@publia/shared';
import type { FastifyReply } from 'fastify';
import { renderConsentPage } from './pages.ts';

export interface AuthorizeRequest {
  clientId?: string | undefined;
  /** How the network names the client id in a refusal (`client_key` on TikTok). */
  clientIdName?: string;
  redirectUri?: string | undefined;
  responseType?: string | undefined;
  state?: string | undefined;
  scope?: string | undefined;
  codeChallenge?: string | undefined;
  codeChallengeMethod?: string | undefined;
}

/**
 * A fake's authorisation endpoint, once it has read its network's parameter names (`client_key`
 * on TikTok…): the consent page carrying the OAuth parameters on to /sandbox/_consent, or a plain
 * refusal of an incomplete request, as the networks do before any consent.
 */
export function answerAuthorize(reply: FastifyReply, network: Network, request: AuthorizeRequest) {
  const missing = !request.clientId ? (request.clientIdName ?? 'client_id') : !request.redirectUri ? 'redirect_uri' : request.responseType !== 'code' ? 'response_type' : null;
  if (missing) {
    return reply
      .code(400)
      .type('text/plain; charset=utf-8')
      .send(frenchMessage('sandbox.authorizeInvalid', { field: missing }));
  }
  const fields: Record<string, string> = { redirect_uri: request.redirectUri! };
  if (request.state !== undefined) fields.state = request.state;
  if (request.scope !== undefined) fields.scope = request.scope;
  if (request.codeChallenge) fields.code_challenge = request.codeChallenge;
  if (request.codeChallengeMethod) fields.code_challenge_method = request.codeChallengeMethod;
  const scopes = (request.scope ?? '').split(/[\s,]+/).filter(Boolean);
  return reply.type('text/html; charset=utf-8').send(renderConsentPage({ network, scopes, fields }));
}
