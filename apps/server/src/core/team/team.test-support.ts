import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { rawRows } from '../../db/raw-rows.ts';
import { cookieOf, registerVisitor, withSession, type TestApp, type Visitor } from '../../test/test-app.ts';

/** Calls of the team API as a visitor (or signed out), the payload as JSON. */
export function teamApi(t: TestApp, visitor?: Visitor) {
  const headers = visitor ? withSession(visitor) : {};
  const send = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  return {
    team: () => send('GET', '/api/team'),
    invite: (body: unknown) => send('POST', '/api/team/invitations', body),
    resend: (id: string) => send('POST', `/api/team/invitations/${id}/resend`),
    revoke: (id: string) => send('DELETE', `/api/team/invitations/${id}`),
    changeRole: (id: string, role: unknown) => send('PATCH', `/api/team/members/${id}`, { role }),
    remove: (id: string) => send('DELETE', `/api/team/members/${id}`),
    leave: () => send('POST', '/api/team/leave'),
    preview: (token: string) => send('POST', '/api/invitations/preview', { token }),
    accept: (token: string) => send('POST', '/api/invitations/accept', { token }),
    workspaces: () => send('GET', '/api/workspaces'),
    switchTo: (id: string) => send('POST', `/api/workspaces/${id}/switch`),
    me: () => send('GET', '/api/auth/me'),
    send,
  };
}

/** The link of the last invitation e-mail sent to the address (from the outbox), and its token. */
export async function invitationMail(t: TestApp, email: string): Promise<{ subject: string; body: string; link: string; token: string }> {
  const [mail] = await rawRows<{ subject: string; body: string }>(t.ctx.db, sql`select subject, body from outbox where recipient = ${email} order by created_at desc limit 1`);
  const link = mail?.body.match(/https?:\/\/\S+\/invitation\?token=\S+/)?.[0];
  if (!mail || !link) throw new Error(`no invitation mail for ${email}`);
  return { subject: mail.subject, body: mail.body, link, token: decodeURIComponent(new URL(link).searchParams.get('token') ?? '') };
}

/** The visitor as a session moved elsewhere leaves them: same cookie, the workspace from the answer. */
export const movedTo = (visitor: Visitor, response: LightMyRequestResponse): Visitor => ({
  ...visitor,
  workspaceId: response.json().workspace.id,
  cookie: cookieOf(response) || visitor.cookie,
});

/** What a refused team call must leave as it was: invitations, memberships, sessions, outbox, audit. */
export async function teamTables(t: TestApp): Promise<string> {
  return JSON.stringify(
    await rawRows(
      t.ctx.db,
      sql`select
        (select json_agg(i order by i.id) from (select id, email, role, token_hash, expires_at, accepted_at, revoked_at from invitations) i) as invitations,
        (select json_agg(m order by m.workspace_id, m.user_id) from (select workspace_id, user_id, role from memberships) m) as memberships,
        (select json_agg(s order by s.id) from (select id, workspace_id, revoked_at from sessions) s) as sessions,
        (select count(*) from users) as users,
        (select count(*) from workspaces) as workspaces,
        (select count(*) from outbox) as outbox,
        (select count(*) from audit_entries) as audit`,
    ),
  );
}

export async function auditActions(t: TestApp, workspaceId: string): Promise<{ action: string; actor_name: string; target: string | null; details: Record<string, unknown> }[]> {
  return rawRows(t.ctx.db, sql`select action, actor_name, target, details from audit_entries where workspace_id = ${workspaceId} order by created_at, action`);
}

/** A new account invited into the admin's workspace with the role, joined, its session acting there. */
export async function joinTeam(t: TestApp, admin: Visitor, role: 'admin' | 'editor' | 'viewer', body: Record<string, unknown> = {}) {
  const member = await registerVisitor(t.app, body);
  const sent = await teamApi(t, admin).invite({ email: member.email, role });
  if (sent.statusCode !== 201) throw new Error(`invite failed: ${sent.body}`);
  const accepted = await teamApi(t, member).accept((await invitationMail(t, member.email)).token);
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.body}`);
  return { ...member, ownWorkspaceId: member.workspaceId, workspaceId: admin.workspaceId };
}
