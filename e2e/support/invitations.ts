import type { Browser, Page } from '@playwright/test';
import { apiAs, type Api } from './api.ts';
import { PASSWORD } from './session.ts';

/**
 * The link of the last invitation the admin's workspace sent to `email`, read from its mailbox
 * (`/sandbox/_mail`: the tests run without SMTP).
 */
export async function invitationLink(admin: Api, email: string): Promise<string> {
  const { mails } = await admin.get<{ mails: { recipient: string; body: string }[] }>('/sandbox/_mail');
  // Newest first: the last invitation sent to the address.
  const link = mails.find((mail) => mail.recipient === email)?.body.match(/https?:\/\/\S+\/invitation\?token=\S+/)?.[0];
  if (!link) throw new Error(`aucune invitation pour ${email}`);
  return link;
}

export const invitationToken = async (admin: Api, email: string): Promise<string> => new URL(await invitationLink(admin, email)).searchParams.get('token') ?? '';

/**
 * Invites `email` with `role` and signs the invitee up from the link through the API, in a browser
 * of their own: for scenarios whose subject is not the invitation itself.
 */
export async function joinByInvitation(
  browser: Browser,
  admin: Api,
  invitee: { email: string; name: string; role: 'admin' | 'editor' | 'viewer' },
  viewport?: { width: number; height: number },
): Promise<{ page: Page; api: Api }> {
  const page = await (await browser.newContext(viewport ? { viewport } : {})).newPage();
  await page.goto('/login');
  await registerInvitee(page, page.url(), admin, invitee);
  return { page, api: await apiAs(page) };
}

/**
 * Invites `email` with `role` and signs the invitee up from the link through the API, in the
 * cookies of `page` (with the browser's own device settings); `baseURL` as for `apiAs`.
 */
export async function registerInvitee(page: Page, baseURL: string, admin: Api, invitee: { email: string; name: string; role: 'admin' | 'editor' | 'viewer' }): Promise<void> {
  await admin.post('/api/team/invitations', { email: invitee.email, role: invitee.role });
  const token = await invitationToken(admin, invitee.email);
  const response = await page.request.post(new URL('/api/auth/register', baseURL).href, {
    headers: { origin: new URL(baseURL).origin },
    data: { email: invitee.email, password: PASSWORD, name: invitee.name, invitationToken: token },
  });
  if (!response.ok()) throw new Error(`inscription sur invitation : ${response.status()} ${await response.text()}`);
}
