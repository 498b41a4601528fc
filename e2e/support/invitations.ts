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
  await admin.post('/api/team/invitations', { email: invitee.email, role: invitee.role });
  const token = await invitationToken(admin, invitee.email);
  const page = await (await browser.newContext(viewport ? { viewport } : {})).newPage();
  await page.goto('/login');
  const response = await page.request.post('/api/auth/register', {
    headers: { origin: new URL(page.url()).origin },
    data: { email: invitee.email, password: PASSWORD, name: invitee.name, invitationToken: token },
  });
  if (!response.ok()) throw new Error(`inscription sur invitation : ${response.status()} ${await response.text()}`);
  return { page, api: await apiAs(page) };
}
