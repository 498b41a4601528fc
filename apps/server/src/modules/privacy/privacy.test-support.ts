import { sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { rawRows } from '../../db/raw-rows.ts';
import { withSession, type TestApp, type Visitor } from '../../test/test-app.ts';
import { multipart, solidImage } from '../media/samples.test-support.ts';

/** Calls of the privacy API as a visitor (or signed out), the payload as JSON. */
export function privacyApi(t: TestApp, visitor?: Visitor) {
  const headers = visitor ? withSession(visitor) : {};
  const send = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  return {
    get: () => send('GET', '/api/privacy'),
    update: (body: unknown) => send('PATCH', '/api/privacy', body),
    requestExport: () => send('POST', '/api/privacy/exports'),
    deleteAccount: (body: unknown) => send('POST', '/api/privacy/delete-account', body),
    team: () => send('GET', '/api/team'),
  };
}

/** The download the e-mailed link's page offers: the export's id and token, read from the link as the page reads them. */
export function downloadPathOf(link: string): string {
  const url = new URL(link);
  return `/api/privacy/exports/${encodeURIComponent(url.searchParams.get('export') ?? '')}/download?token=${encodeURIComponent(url.searchParams.get('token') ?? '')}`;
}

/** Downloads an export (a path of `downloadPathOf`) as `visitor`, or signed out without one. */
export const openLink = (t: TestApp, path: string, visitor?: Visitor) => t.app.inject({ method: 'GET', url: path, headers: visitor ? withSession(visitor) : {} });

/** The last export e-mail sent to the address and its link. */
export async function exportMail(t: TestApp, email: string): Promise<{ subject: string; body: string; link: string; workspaceId: string | null }> {
  const [mail] = await rawRows<{ subject: string; body: string; workspace_id: string | null }>(
    t.ctx.db,
    sql`select subject, body, workspace_id from outbox where recipient = ${email} and body like ${'%/settings?tab=privacy&export=%'} order by created_at desc limit 1`,
  );
  const link = mail?.body.match(/https?:\/\/\S+\/settings\?tab=privacy&export=\S+/)?.[0];
  if (!mail || !link) throw new Error(`no export mail for ${email}`);
  return { subject: mail.subject, body: mail.body, link, workspaceId: mail.workspace_id };
}

/** The files of a ZIP, by name. */
export const unzip = (bytes: Buffer): Record<string, Uint8Array> => unzipSync(new Uint8Array(bytes));

export const textOf = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);

/** Uploads a small photo to the visitor's workspace; its id and the bytes sent. */
export async function uploadPhoto(t: TestApp, visitor: Visitor, rgb: [number, number, number]): Promise<{ id: string; bytes: Buffer; url: string }> {
  const bytes = await solidImage(24, 16, rgb);
  const body = multipart({ bytes, name: 'photo.png', type: 'image/png' }, { kind: 'image' });
  const response = await t.app.inject({ method: 'POST', url: '/api/media', headers: { ...withSession(visitor), ...body.headers }, payload: body.payload });
  if (response.statusCode !== 201) throw new Error(`upload: ${response.statusCode} ${response.body}`);
  return { id: response.json().data.id, bytes, url: response.json().data.url };
}

/** Counts of the rows an account deletion touches, for a before/after comparison. */
export async function counts(t: TestApp): Promise<Record<string, number>> {
  const [row] = await rawRows<Record<string, number>>(
    t.ctx.db,
    sql`select (select count(*)::int from users) as users, (select count(*)::int from workspaces) as workspaces,
      (select count(*)::int from memberships) as memberships, (select count(*)::int from sessions) as sessions,
      (select count(*)::int from contents) as contents, (select count(*)::int from media) as media,
      (select count(*)::int from social_accounts) as accounts, (select count(*)::int from billing_invoices) as invoices,
      (select count(*)::int from notifications) as notifications, (select count(*)::int from data_exports) as exports,
      (select count(*)::int from audit_entries) as audit`,
  );
  return row ?? {};
}
