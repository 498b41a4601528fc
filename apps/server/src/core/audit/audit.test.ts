import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw-rows.ts';
import { createTestApp, registerVisitor, withSession, type TestApp, type Visitor } from '../../test/test-app.ts';
import { joinTeam } from '../team/team.test-support.ts';
import { purgeOldAuditEntries, recordAudit } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SESSION_CACHE_SECONDS: '0' });
});
afterAll(async () => t?.close());

const list = (visitor: Visitor, query = '') => t.app.inject({ method: 'GET', url: `/api/audit${query}`, headers: withSession(visitor) });
const csv = (visitor: Visitor, query = '') => t.app.inject({ method: 'GET', url: `/api/audit/export.csv${query}`, headers: withSession(visitor) });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('journal d’audit', () => {
  it('note la connexion dans l’espace où la session s’ouvre, avec l’adresse IP', async () => {
    const visitor = await registerVisitor(t.app, { name: 'Claire Martin' });
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: visitor.email, password: visitor.password }, remoteAddress: '203.0.113.7' });
    expect(login.statusCode).toBe(200);
    const entries = (await list(visitor, '?action=auth.signed_in')).json().data;
    expect(entries).toEqual([
      {
        id: expect.any(String),
        action: 'auth.signed_in',
        actorId: visitor.userId,
        actorName: 'Claire Martin',
        target: null,
        details: {},
        ip: '203.0.113.7',
        createdAt: expect.any(String),
      },
    ]);
    // A refused sign-in records nothing.
    await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: visitor.email, password: 'mauvais-mot-de-passe' } });
    expect((await list(visitor, '?action=auth.signed_in')).json().data).toHaveLength(1);
  });

  it('note la connexion et la déconnexion d’un compte de réseau', async () => {
    const visitor = await registerVisitor(t.app);
    const connected = await t.app.inject({ method: 'POST', url: '/api/social-accounts/demo-connect', headers: withSession(visitor), payload: { platform: 'instagram' } });
    expect(connected.statusCode).toBe(200);
    const account = connected.json().data;
    await t.app.inject({ method: 'DELETE', url: `/api/social-accounts/${account.id}`, headers: withSession(visitor) });
    const entries = (await list(visitor)).json().data.filter((entry: { action: string }) => entry.action.startsWith('account.'));
    const handle = `Instagram @${account.username.replace(/^@/, '')}`;
    expect(entries.map((entry: { action: string; target: string; details: object }) => [entry.action, entry.target, entry.details])).toEqual([
      ['account.disconnected', handle, { network: 'instagram' }],
      ['account.connected', handle, { network: 'instagram' }],
    ]);
  });

  it('filtre par action, membre, période et recherche ; pagine par curseur sans doublon ; ignore un curseur illisible', async () => {
    const admin = await registerVisitor(t.app, { name: 'Claire Martin' });
    const editor = await joinTeam(t, admin, 'editor', { name: 'Hugo Petit' });
    const workspaceId = admin.workspaceId;
    const claire = { id: admin.userId, name: 'Claire Martin' };
    const hugo = { id: editor.userId, name: 'Hugo Petit' };
    const start = new Date().toISOString();
    await pause(5);
    await recordAudit(t.ctx, { workspaceId, actor: claire, action: 'content.published', target: 'Soldes d’été' });
    await pause(5);
    await recordAudit(t.ctx, { workspaceId, actor: hugo, action: 'content.deleted', target: 'Promo 50%_test' });
    await pause(5);
    const middle = new Date().toISOString();
    await pause(5);
    await recordAudit(t.ctx, { workspaceId, actor: null, action: 'content.published', target: 'Rentrée' });
    // Another workspace's entry never shows.
    await recordAudit(t.ctx, { workspaceId: editor.ownWorkspaceId, actor: hugo, action: 'content.published', target: 'Ailleurs' });

    const targets = async (query: string) => (await list(admin, query)).json().data.map((entry: { target: string }) => entry.target);
    expect(await targets(`?action=content.published`)).toEqual(['Rentrée', 'Soldes d’été']);
    expect(await targets(`?actorId=${editor.userId}&from=${encodeURIComponent(start)}`)).toEqual(['Promo 50%_test']);
    expect(await targets(`?actorId=pas-un-id`)).toEqual([]);
    expect(await targets(`?from=${encodeURIComponent(start)}&to=${encodeURIComponent(middle)}`)).toEqual(['Promo 50%_test', 'Soldes d’été']);
    expect(await targets(`?from=${encodeURIComponent(middle)}`)).toEqual(['Rentrée']);
    expect(await targets(`?search=${encodeURIComponent('hugo')}&from=${encodeURIComponent(start)}`)).toEqual(['Promo 50%_test']);
    expect(await targets(`?search=${encodeURIComponent('50%_')}`)).toEqual(['Promo 50%_test']);
    expect(await targets(`?search=${encodeURIComponent('%')}&from=${encodeURIComponent(start)}`)).toEqual(['Promo 50%_test']);
    const system = (await list(admin, '?search=Rentr')).json().data[0];
    expect(system).toMatchObject({ actorId: null, actorName: 'Publia' });

    // Every entry once, page by page, newest first.
    const all = (await list(admin, '?limit=200')).json().data.map((entry: { id: string }) => entry.id);
    expect(all.length).toBeGreaterThanOrEqual(5);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { data: { id: string }[]; next: string | null } = (await list(admin, `?limit=2${cursor ? `&before=${encodeURIComponent(cursor)}` : ''}`)).json();
      expect(page.data.length).toBeLessThanOrEqual(2);
      seen.push(...page.data.map((entry) => entry.id));
      cursor = page.next;
    } while (cursor);
    expect(seen).toEqual(all);

    for (const garbage of ['n-importe-quoi', '2026-13-45|x', `pas-une-date|${admin.userId}`, '|', 'a|b|c']) {
      const response = await list(admin, `?limit=2&before=${encodeURIComponent(garbage)}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.map((entry: { id: string }) => entry.id)).toEqual(all.slice(0, 2));
    }

    const badFilter = await list(admin, '?action=content.teleported');
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json()).toMatchObject({ field: 'action' });
    expect((await list(admin, '?from=hier')).json()).toMatchObject({ field: 'from' });
  });

  it('réservé aux administrateurs (403 pour un éditeur et un lecteur)', async () => {
    const admin = await registerVisitor(t.app);
    for (const role of ['editor', 'viewer'] as const) {
      const member = await joinTeam(t, admin, role);
      for (const response of [await list(member), await csv(member)]) {
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe("Vous n'avez pas les permissions nécessaires");
      }
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/audit' })).statusCode).toBe(401);
  });

  it('exporte en CSV à la française : « ; », libellés français, cellules échappées, formules neutralisées', async () => {
    const admin = await registerVisitor(t.app, { name: 'Claire Martin' });
    const workspaceId = admin.workspaceId;
    await recordAudit(t.ctx, {
      workspaceId,
      actor: { id: admin.userId, name: 'Claire Martin' },
      action: 'member.role_changed',
      target: 'Hugo "le chef"; Petit',
      details: { from: 'editor', to: 'admin' },
      ip: '198.51.100.4',
    });
    await pause(5);
    await recordAudit(t.ctx, { workspaceId, actor: { id: admin.userId, name: '=HYPERLINK("http://x")' }, action: 'content.deleted', target: '+33 6 12' });
    const response = await csv(admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="publia-journal-audit-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = response.body;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe('Date;Membre;Action;Objet;Détails;Adresse IP');
    expect(lines[1]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2};"'=HYPERLINK\(""http:\/\/x""\)";Suppression;'\+33 6 12;;$/);
    expect(lines[2]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2};Claire Martin;Rôle modifié;"Hugo ""le chef""; Petit";avant : Éditeur, après : Administrateur;198\.51\.100\.4$/);
    expect(lines.at(-1)).toBe('');

    // The list's filters apply.
    const filtered = (await csv(admin, '?action=member.role_changed')).body.slice(1).split('\r\n').filter(Boolean);
    expect(filtered).toHaveLength(2);
  });

  it('oublie les entrées de plus d’un an', async () => {
    const visitor = await registerVisitor(t.app);
    await recordAudit(t.ctx, { workspaceId: visitor.workspaceId, actor: null, action: 'settings.changed', target: 'ancien' });
    await recordAudit(t.ctx, { workspaceId: visitor.workspaceId, actor: null, action: 'settings.changed', target: 'récent' });
    await t.ctx.db.execute(sql`update audit_entries set created_at = now() - interval '366 days' where workspace_id = ${visitor.workspaceId} and target = 'ancien'`);
    await t.ctx.db.execute(sql`update audit_entries set created_at = now() - interval '364 days' where workspace_id = ${visitor.workspaceId} and target = 'récent'`);
    expect(await purgeOldAuditEntries(t.ctx)).toBeGreaterThanOrEqual(1);
    const left = await rawRows<{ target: string }>(t.ctx.db, sql`select target from audit_entries where workspace_id = ${visitor.workspaceId}`);
    expect(left).toEqual([{ target: 'récent' }]);
  });
});
