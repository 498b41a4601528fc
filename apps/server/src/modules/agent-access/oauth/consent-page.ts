import { frenchMessage, type ApiKeyScope } from '@publia/shared';
import type { SessionInfo } from '../../../core/auth/service.ts';
import type { AuthorizeRequest } from './authorize.ts';
import { AUTHORIZE_PATH } from './metadata.ts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A page of the authorization server: one card, Publia's colours, French, no script. */
function page(title: string, body: string): string {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>
body{margin:0;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f3f4f6;color:#111827;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border:1px solid #e5e7eb;border-radius:16px;box-shadow:0 10px 30px rgba(0,0,0,.06);max-width:460px;width:calc(100% - 32px);padding:28px}
.brand{display:inline-block;background:#4f46e5;color:#fff;font-weight:700;border-radius:999px;padding:4px 12px;font-size:13px}
h1{font-size:20px;margin:16px 0 8px}p{color:#4b5563;line-height:1.5}ul{color:#374151;padding-left:20px;line-height:1.6}
.actions{display:flex;gap:12px;margin-top:20px}button{flex:1;border:0;border-radius:10px;padding:11px;font-size:15px;font-weight:600;cursor:pointer}
.allow{background:#4f46e5;color:#fff}.deny{background:#f3f4f6;color:#111827;border:1px solid #d1d5db}.notice{font-size:13px;color:#6b7280}
</style></head><body><main><span class="brand">Publia</span>${body}</main></body></html>`;
}

/**
 * « Autoriser … à accéder à Publia »: the client, the workspace and member it will act as, the
 * scopes it asked for, where the person goes next. The form carries the request's parameters back
 * with the session's CSRF token (a page of another site cannot know it).
 */
export function renderConsentPage(session: SessionInfo, request: AuthorizeRequest): string {
  const client = request.client.name;
  const fields: Record<string, string> = {
    client_id: request.client.clientId,
    redirect_uri: request.redirectUri,
    response_type: 'code',
    scope: request.scopes.join(' '),
    code_challenge: request.codeChallenge,
    code_challenge_method: 'S256',
    resource: request.resource,
    csrf_token: session.csrfToken,
    ...(request.state === undefined ? {} : { state: request.state }),
  };
  const hidden = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const scopes = request.scopes.map((scope: ApiKeyScope) => `<li data-scope="${scope}">${escapeHtml(frenchMessage(`agentOAuth.scope.${scope}`))}</li>`).join('');
  const title = frenchMessage('agentOAuth.consentTitle', { client });
  const who = session.user.name || session.user.email;
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(frenchMessage('agentOAuth.consentIntro', { client, workspace: session.workspace.name, user: who }))}</p>
<ul>${scopes}</ul>
<p class="notice">${escapeHtml(frenchMessage('agentOAuth.consentRole', { role: frenchMessage(`permissions.role.${session.workspace.role}`) }))}</p>
<p class="notice">${escapeHtml(frenchMessage('agentOAuth.consentRedirect', { host: new URL(request.redirectUri).host }))}</p>
<form method="post" action="${AUTHORIZE_PATH}">${hidden}
<div class="actions"><button class="deny" name="decision" value="deny" type="submit">${escapeHtml(frenchMessage('agentOAuth.consentDeny'))}</button>
<button class="allow" name="decision" value="allow" type="submit">${escapeHtml(frenchMessage('agentOAuth.consentAllow'))}</button></div>
</form>`,
  );
}

/** A request the person cannot go on with (unknown client, redirect URI not registered…): the French reason. */
export function renderRefusalPage(description: string): string {
  const title = frenchMessage('agentOAuth.refusedTitle');
  return page(title, `<h1>${escapeHtml(title)}</h1><p data-testid="oauth-error">${escapeHtml(description)}</p>`);
}
