import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw-rows.ts';
import { createTestApp, registerVisitor, uniqueEmail, withSession, type TestApp, type Visitor } from '../../test/test-app.ts';
import { draftBody } from '../../modules/content/test-helpers.test-support.ts';
import { auditActions, invitationMail, joinTeam, teamApi, teamTables } from './team.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  // The session cache stays on (its default): a role change must still apply at the member's next request.
  t = await createTestApp({ SESSION_CACHE_SECONDS: '60' });
});
afterAll(async () => t?.close());

const SOME_ID = '00000000-0000-4000-8000-000000000000';
const canCreate = async (visitor: Visitor) =>
  (await t.app.inject({ method: 'GET', url: '/api/subscription/permission?action=create_content', headers: withSession(visitor) })).json().data.allowed;

describe('changer le rôle d’un membre', () => {
  it('prend effet dès la requête suivante du membre, et s’inscrit au journal', async () => {
    const admin = await registerVisitor(t.app, { name: 'Claire Martin' });
    const editor = await joinTeam(t, admin, 'editor', { name: 'Hugo Petit' });
    expect(await canCreate(editor)).toBe(true);

    const changed = await teamApi(t, admin).changeRole(editor.userId, 'viewer');
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      message: 'Hugo Petit a maintenant le rôle Lecteur.',
      data: { id: editor.userId, role: 'viewer', status: 'active', name: 'Hugo Petit' },
    });
    expect(await canCreate(editor)).toBe(false);
    expect((await teamApi(t, editor).me()).json().workspace.role).toBe('viewer');

    expect((await teamApi(t, admin).changeRole(editor.userId, 'admin')).statusCode).toBe(200);
    expect((await teamApi(t, editor).me()).json().workspace.role).toBe('admin');

    const entries = (await auditActions(t, admin.workspaceId)).filter((entry) => entry.action === 'member.role_changed');
    expect(entries.map((entry) => [entry.actor_name, entry.target, entry.details])).toEqual([
      ['Claire Martin', `Hugo Petit (${editor.email})`, { from: 'editor', to: 'viewer' }],
      ['Claire Martin', `Hugo Petit (${editor.email})`, { from: 'viewer', to: 'admin' }],
    ]);
  });

  it('le dernier administrateur ne peut pas être rétrogradé ; avec un second, si', async () => {
    const admin = await registerVisitor(t.app, { name: 'Seule Admin' });
    const before = await teamTables(t);
    const refused = await teamApi(t, admin).changeRole(admin.userId, 'editor');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'team.lastAdminDemote',
      message: "Seule Admin est le dernier administrateur de l'espace : nommez d'abord un autre administrateur.",
    });
    expect(await teamTables(t)).toBe(before);

    const second = await joinTeam(t, admin, 'admin');
    const demoted = await teamApi(t, admin).changeRole(admin.userId, 'editor');
    expect(demoted.statusCode).toBe(200);
    expect((await teamApi(t, admin).me()).json().workspace.role).toBe('editor');
    // Now the second admin is the last one.
    expect((await teamApi(t, second).changeRole(second.userId, 'viewer')).json().code).toBe('team.lastAdminDemote');
  });

  it('un membre d’un autre espace, un id inconnu ou mal formé : 404, et rien ne change', async () => {
    const admin = await registerVisitor(t.app);
    const stranger = await registerVisitor(t.app);
    const member = await joinTeam(t, admin, 'editor');
    const before = await teamTables(t);
    for (const id of [stranger.userId, SOME_ID, 'pas-un-id']) {
      const response = await teamApi(t, admin).changeRole(id, 'viewer');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'team.memberNotFound', message: 'Membre introuvable dans cet espace.' });
    }
    const unknown = await teamApi(t, admin).changeRole(member.userId, 'superadmin');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'team.unknownRole', field: 'role' });
    const missing = await teamApi(t, admin).send('PATCH', `/api/team/members/${member.userId}`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: 'role' });
    // An editor may not change roles.
    const forbidden = await teamApi(t, member).changeRole(member.userId, 'admin');
    expect(forbidden.statusCode).toBe(403);
    expect(await teamTables(t)).toBe(before);
  });
});

describe('retirer un membre', () => {
  it('le retire ; ses sessions passent dans son propre espace, ses contenus restent', async () => {
    const admin = await registerVisitor(t.app, { name: 'Claire Martin' });
    const editor = await joinTeam(t, admin, 'editor', { name: 'Hugo Petit' });
    const draft = await t.app.inject({ method: 'POST', url: '/api/content/drafts', headers: withSession(editor), payload: draftBody({ title: 'Brouillon de Hugo' }) });
    expect(draft.statusCode).toBe(201);

    const removed = await teamApi(t, admin).remove(editor.userId);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true, message: "Hugo Petit a été retiré de l'équipe." });
    // The session, cached a moment ago, now acts in the editor's own workspace.
    expect((await teamApi(t, editor).me()).json().workspace).toMatchObject({ id: editor.ownWorkspaceId, role: 'admin' });
    expect((await teamApi(t, admin).team()).json().data.activeCount).toBe(1);
    const rows = await rawRows<{ user_id: string }>(t.ctx.db, sql`select user_id from contents where workspace_id = ${admin.workspaceId}`);
    expect(rows).toEqual([{ user_id: editor.userId }]);
    const entry = (await auditActions(t, admin.workspaceId)).find((candidate) => candidate.action === 'member.removed');
    expect(entry).toMatchObject({ actor_name: 'Claire Martin', target: `Hugo Petit (${editor.email})`, details: { role: 'editor' } });
  });

  it('un membre arrivé par inscription, sans autre espace, est déconnecté puis retrouve un espace à lui en se reconnectant', async () => {
    const admin = await registerVisitor(t.app);
    const email = uniqueEmail('sans-espace');
    await teamApi(t, admin).invite({ email, role: 'viewer' });
    const { token } = await invitationMail(t, email);
    const signedUp = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password: 'motdepasse-solide', invitationToken: token } });
    const member = {
      cookie: String(signedUp.headers['set-cookie']).split(';')[0]!,
      csrfToken: signedUp.json().csrfToken,
      userId: signedUp.json().user.id,
      workspaceId: admin.workspaceId,
    };
    expect((await teamApi(t, member).me()).statusCode).toBe(200);
    expect((await teamApi(t, admin).remove(member.userId)).statusCode).toBe(200);
    const me = await teamApi(t, member).me();
    expect(me.statusCode).toBe(401);
    expect(me.json().code).toBe('auth.sessionExpired');
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'motdepasse-solide' } });
    expect(again.statusCode).toBe(200);
    expect(again.json().workspace).toMatchObject({ role: 'admin', name: `Espace de ${email.split('@')[0]}` });
    expect(again.json().workspace.id).not.toBe(admin.workspaceId);
  });

  it('refuse de se retirer soi-même, un inconnu, et à un non-administrateur', async () => {
    const admin = await registerVisitor(t.app);
    const editor = await joinTeam(t, admin, 'editor');
    const stranger = await registerVisitor(t.app);
    const before = await teamTables(t);
    const self = await teamApi(t, admin).remove(admin.userId);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ code: 'team.removeSelf', message: "Pour vous retirer vous-même, utilisez « Quitter l'espace »." });
    for (const id of [stranger.userId, 'x']) expect((await teamApi(t, admin).remove(id)).json().code).toBe('team.memberNotFound');
    expect((await teamApi(t, editor).remove(admin.userId)).statusCode).toBe(403);
    expect(await teamTables(t)).toBe(before);
  });
});

describe('quitter un espace', () => {
  it('le membre quitte l’espace ; sa session passe dans un autre de ses espaces', async () => {
    const admin = await registerVisitor(t.app, { name: 'Claire Martin' });
    const viewer = await joinTeam(t, admin, 'viewer', { name: 'Léa Blanc' });
    const left = await teamApi(t, viewer).leave();
    expect(left.statusCode).toBe(200);
    expect(left.json()).toMatchObject({
      message: "Vous avez quitté l'espace Espace de Claire Martin.",
      workspace: { id: viewer.ownWorkspaceId, role: 'admin' },
      csrfToken: viewer.csrfToken,
    });
    expect((await teamApi(t, viewer).me()).json().workspace.id).toBe(viewer.ownWorkspaceId);
    expect((await teamApi(t, admin).team()).json().data.activeCount).toBe(1);
    expect((await auditActions(t, admin.workspaceId)).find((entry) => entry.action === 'member.left')).toMatchObject({
      actor_name: 'Léa Blanc',
      details: { role: 'viewer' },
    });
  });

  it('le dernier administrateur ne part pas ; ni personne de son seul espace', async () => {
    const admin = await registerVisitor(t.app);
    const member = await joinTeam(t, admin, 'editor');
    const before = await teamTables(t);
    const last = await teamApi(t, admin).leave();
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({
      code: 'team.lastAdminLeave',
      message: "Vous êtes le dernier administrateur de cet espace : nommez d'abord un autre administrateur avant de le quitter.",
    });
    // The member's own workspace, of which they are the only admin.
    await teamApi(t, member).switchTo(member.ownWorkspaceId);
    expect((await teamApi(t, member).leave()).json().code).toBe('team.lastAdminLeave');

    const email = uniqueEmail('unique');
    await teamApi(t, admin).invite({ email, role: 'editor' });
    const { token } = await invitationMail(t, email);
    const signedUp = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password: 'motdepasse-solide', invitationToken: token } });
    const only = {
      cookie: String(signedUp.headers['set-cookie']).split(';')[0]!,
      csrfToken: signedUp.json().csrfToken,
      userId: signedUp.json().user.id,
      workspaceId: admin.workspaceId,
    };
    const beforeOnly = await teamTables(t);
    const refused = await teamApi(t, only).leave();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'team.onlyWorkspace', message: "C'est votre seul espace : vous ne pouvez pas le quitter." });
    expect(await teamTables(t)).toBe(beforeOnly);
    expect(before).not.toBe(beforeOnly);
  });
});
