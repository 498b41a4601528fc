// Connects sandbox accounts through the same OAuth flow a person goes through ("mode démo").
import { call, type BenchSession } from './session.ts';
import { decodeHtmlEntities } from '../../apps/server/src/lib/html-entities.ts';

const attribute = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];

/**
 * What a network with connect forms is told before its consent page, as a person types it: a
 * Bluesky handle (the sandbox's consent then picks the account of that name), a Mastodon instance.
 */
const FORMS: Record<string, (username: string) => { form: string; fields: Record<string, string> }> = {
  bluesky: (username) => ({ form: 'oauth', fields: { handle: `${username.replaceAll('_', '-')}.bsky.social` } }),
  mastodon: () => ({ form: 'instance', fields: { instance: 'piaille.fr' } }),
};

/** Connects one account of `platform` named `username` (each name is a distinct network user). */
export async function connectSandboxAccount(session: BenchSession, platform: string, username: string): Promise<string> {
  const started = await call<{ data: { redirectUrl: string } }>(session, 'POST', '/api/social-accounts/connect', { platform, ...FORMS[platform]?.(username) });
  const consentUrl = new URL(started.data.redirectUrl, session.base);
  const html = await (await fetch(consentUrl)).text();
  const form = html.match(/<form\b[^>]*>/)?.[0];
  const action = form && attribute(form, 'action');
  if (!action) throw new Error(`pas de formulaire de consentement pour ${platform}`);
  const fields: Record<string, string> = {};
  for (const [input] of html.matchAll(/<input\b[^>]*>/g)) {
    const name = attribute(input, 'name');
    if (name) fields[decodeHtmlEntities(name)] = decodeHtmlEntities(attribute(input, 'value') ?? '');
  }
  const approved = await fetch(new URL(decodeHtmlEntities(action), consentUrl), {
    method: 'POST',
    // With the session cookie, as a browser sends it: the account belongs to this workspace's visitor.
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: session.cookie },
    body: new URLSearchParams({ ...fields, username, decision: 'allow' }).toString(),
    redirect: 'manual',
  });
  const back = new URL(approved.headers.get('location') ?? '', session.base).searchParams;
  const connected = await call<{ data: { id: string } }>(session, 'POST', `/api/oauth/callback/${platform}`, {
    code: back.get('code') ?? undefined,
    state: back.get('state') ?? undefined,
  });
  return connected.data.id;
}
