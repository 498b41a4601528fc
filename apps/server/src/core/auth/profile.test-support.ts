import { sql } from 'drizzle-orm';
import { rawRows } from '../../db/raw-rows.ts';
import { withSession, type TestApp, type Visitor } from '../../test/test-app.ts';

/** Calls of the profile API as a visitor (or signed out), the payload as JSON. */
export function profileApi(t: TestApp, visitor?: Visitor) {
  const headers = visitor ? withSession(visitor) : {};
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, extra: Record<string, string> = {}) =>
    t.app.inject({ method, url, headers: { ...headers, ...extra }, ...(payload === undefined ? {} : { payload: payload as object }) });
  return {
    get: () => send('GET', '/api/profile'),
    update: (body: unknown) => send('PUT', '/api/profile', body),
    changeEmail: (body: unknown) => send('POST', '/api/profile/email', body),
    confirmEmail: (token: unknown) => send('POST', '/api/profile/email/confirm', { token }),
    changePassword: (body: unknown) => send('POST', '/api/profile/password', body),
    upload: (body: { payload: Buffer; headers: Record<string, string> }) =>
      t.app.inject({ method: 'POST', url: '/api/profile/avatar', headers: { ...headers, ...body.headers }, payload: body.payload }),
    removeAvatar: () => send('DELETE', '/api/profile/avatar'),
    me: () => send('GET', '/api/auth/me'),
  };
}

/** The user's row as stored: what a refused call must leave as it was. */
export async function userRow(t: TestApp, userId: string) {
  const [row] = await rawRows<Record<string, unknown>>(t.ctx.db, sql`select email, name, first_name, last_name, phone, avatar_key, password_hash from users where id = ${userId}`);
  return row;
}

/** The last e-mail sent to the address (from the outbox) and the token of its confirmation link. */
export async function confirmationMail(t: TestApp, email: string): Promise<{ subject: string; body: string; token: string }> {
  const [mail] = await rawRows<{ subject: string; body: string }>(t.ctx.db, sql`select subject, body from outbox where recipient = ${email} order by created_at desc limit 1`);
  const link = mail?.body.match(/https?:\/\/\S+\/confirm-email\?token=\S+/)?.[0];
  if (!mail || !link) throw new Error(`no confirmation mail for ${email}`);
  return { subject: mail.subject, body: mail.body, token: decodeURIComponent(new URL(link).searchParams.get('token') ?? '') };
}

export async function outboxCount(t: TestApp): Promise<number> {
  const [row] = await rawRows<{ count: string | number }>(t.ctx.db, sql`select count(*) as count from outbox`);
  return Number(row?.count ?? 0);
}

/** A minimal multipart body with one `file` part. */
export function fileBody(bytes: Buffer, name = 'photo.bin', type = 'application/octet-stream') {
  const boundary = `----publia${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
