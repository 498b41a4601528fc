import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerVisitor, withSession, type TestApp } from '../../test/test-app.ts';
import { draftBody } from '../../modules/content/test-helpers.test-support.ts';
import { joinTeam, teamApi, teamTables } from './team.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('plusieurs espaces par utilisateur', () => {
  it('liste les espaces avec le rôle et l’espace courant ; bascule, et chaque requête agit dans l’espace courant', async () => {
    const admin = await registerVisitor(t.app, { name: 'Claire Martin' });
    const member = await joinTeam(t, admin, 'editor', { name: 'Hugo Petit' });
    const api = teamApi(t, member);

    expect((await api.workspaces()).json()).toEqual({
      success: true,
      data: [
        { id: member.ownWorkspaceId, name: 'Espace de Hugo Petit', role: 'admin', current: false },
        { id: admin.workspaceId, name: 'Espace de Claire Martin', role: 'editor', current: true },
      ],
    });

    // In the team's workspace: the draft is the team's.
    const inTeam = await t.app.inject({ method: 'POST', url: '/api/content/drafts', headers: withSession(member), payload: draftBody({ title: 'Pour l’équipe' }) });
    expect(inTeam.statusCode).toBe(201);

    const switched = await api.switchTo(member.ownWorkspaceId);
    expect(switched.statusCode).toBe(200);
    expect(switched.json()).toMatchObject({
      message: "Vous êtes maintenant dans l'espace Espace de Hugo Petit.",
      workspace: { id: member.ownWorkspaceId, role: 'admin' },
      user: { id: member.userId },
      csrfToken: member.csrfToken,
    });
    expect((await api.me()).json().workspace.id).toBe(member.ownWorkspaceId);
    expect((await api.workspaces()).json().data.map((workspace: { current: boolean }) => workspace.current)).toEqual([true, false]);
    const history = await t.app.inject({ method: 'GET', url: '/api/content/history', headers: withSession(member) });
    expect(JSON.stringify(history.json())).not.toContain('Pour l’équipe');
    expect((await api.team()).json().data.members.map((row: { email: string }) => row.email)).toEqual([member.email]);

    // Back in the team: its content, and the editor's rights there.
    expect((await api.switchTo(admin.workspaceId)).json().workspace).toMatchObject({ id: admin.workspaceId, role: 'editor' });
    const back = await t.app.inject({ method: 'GET', url: '/api/content/history', headers: withSession(member) });
    expect(JSON.stringify(back.json())).toContain('Pour l’équipe');
    expect((await api.invite({ email: 'personne@exemple.fr' })).statusCode).toBe(403);
  });

  it('un espace dont on n’est pas membre, inconnu ou mal formé : 404, la session reste où elle était', async () => {
    const visitor = await registerVisitor(t.app);
    const other = await registerVisitor(t.app);
    const before = await teamTables(t);
    for (const id of [other.workspaceId, '00000000-0000-4000-8000-000000000000', 'nimporte-quoi']) {
      const response = await teamApi(t, visitor).switchTo(id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'team.workspaceNotFound', message: 'Espace introuvable parmi les vôtres.' });
    }
    expect(await teamTables(t)).toBe(before);
    expect((await teamApi(t, visitor).me()).json().workspace.id).toBe(visitor.workspaceId);
  });

  it('demande une session', async () => {
    expect((await teamApi(t).workspaces()).statusCode).toBe(401);
    expect((await teamApi(t).team()).statusCode).toBe(401);
  });
});
