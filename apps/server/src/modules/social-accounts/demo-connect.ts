import { DEMO_ACCOUNT_USERNAME, type Network, type SocialAccount } from '@publia/shared';
import { AppError, badRequest } from '../../http/app-error.ts';
import type { AppContext } from '../../core/context/app-context.ts';
import type { SessionInfo } from '../../core/auth/service.ts';
import { SESSION_COOKIE } from '../../http/session-cookie.ts';
import { completeConnection } from './callback.ts';
import { startConnection } from './connect.ts';
import { decodeHtmlEntities } from '../../lib/html-entities.ts';

const attribute = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];

/** The consent form of a sandbox page as a browser would submit it: its action and its inputs. */
function readConsentForm(html: string, pageUrl: string): { action: URL; fields: Record<string, string> } | null {
  const form = html.match(/<form\b[^>]*>/)?.[0];
  const action = form && attribute(form, 'action');
  if (!action) return null;
  const fields: Record<string, string> = {};
  for (const [input] of html.matchAll(/<input\b[^>]*>/g)) {
    const name = attribute(input, 'name');
    if (name) fields[decodeHtmlEntities(name)] = decodeHtmlEntities(attribute(input, 'value') ?? '');
  }
  return { action: new URL(decodeHtmlEntities(action), pageUrl), fields };
}

/**
 * "Mode démo": connects a demonstration account in one step. The same connection as a person's
 * — connect, then the sandbox's consent page approved as it comes, then the OAuth callback —
 * played by the server against the in-process sandbox (`ctx.networks.sandboxFetch`), always as the
 * sandbox user `DEMO_ACCOUNT_USERNAME` of this workspace: the same network account, so the
 * callback finds its row.
 */
export async function demoConnect(ctx: AppContext, auth: SessionInfo, platform: Network): Promise<SocialAccount> {
  if (!ctx.networks.isSandboxed(platform)) throw badRequest('accounts.demoOnly');
  // A network with connect forms is connected through the form its client names for the demo.
  const demo = ctx.networks.client(platform).connectForms?.demo;
  const started = await startConnection(ctx, auth, { platform, ...demo });
  if (started.account) return started.account;
  const redirectUrl = started.redirectUrl;
  if (!redirectUrl) throw new AppError(502, 'accounts.authFailed');
  const page = await ctx.networks.sandboxFetch(redirectUrl);
  const form = page.status === 200 ? readConsentForm(await page.text(), redirectUrl) : null;
  if (!form) throw new AppError(502, 'accounts.authFailed');
  const approved = await ctx.networks.sandboxFetch(form.action, {
    method: 'POST',
    // The session cookie the browser would send: the sandbox gives each workspace its own demo accounts.
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `${SESSION_COOKIE}=${auth.token}` },
    // Always the same demo account: connecting it again updates its row, it never adds another.
    body: new URLSearchParams({ ...form.fields, username: DEMO_ACCOUNT_USERNAME, decision: 'allow' }).toString(),
    redirect: 'manual',
  });
  const location = approved.headers.get('location');
  if (!location) throw new AppError(502, 'accounts.authFailed');
  const back = new URL(location, redirectUrl).searchParams;
  const param = (name: string) => back.get(name) ?? undefined;
  return completeConnection(ctx, auth, platform, {
    code: param('code'),
    state: param('state'),
    error: param('error'),
    error_description: param('error_description'),
  });
}
