import fastifyCookie from '@fastify/cookie';
import { isPermissionAction, PERMISSION_MATRIX, TEAM_ROLES, type TeamRole } from '@publia/shared';
import { sql } from 'drizzle-orm';
import Fastify, { type HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../context/app-context.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { registerErrorHandler } from '../../http/error-handler.ts';
import { createLogger } from '../../lib/logger.ts';
import { createTestApp, registerVisitor, withSession, type TestApp, type Visitor } from '../../test/test-app.ts';
import { insertMembership } from '../workspaces/repository.ts';
import { registerPermissionGuard, type DeclaredRoute, type RoutePermission } from './guard.ts';

/**
 * Every API route declares what it needs (`config.permission`), and the guard holds each role to
 * the matrix: an admin, an editor and a viewer of one workspace call every route.
 */
let t: TestApp;
let members: Record<TeamRole, Visitor>;
let apiRoutes: DeclaredRoute[];

beforeAll(async () => {
  // No session cache: the memberships written below apply at once.
  t = await createTestApp({ SESSION_CACHE_SECONDS: '0' });
  const admin = await registerVisitor(t.app);
  const editor = await registerVisitor(t.app);
  const viewer = await registerVisitor(t.app);
  members = { admin, editor, viewer: viewer };
  await seatMembers();
  apiRoutes = t.app.declaredRoutes.filter((route) => route.url.startsWith('/api/') && route.method !== 'HEAD');
});

/** The editor and the viewer are in the admin's workspace, and their sessions act in it (again, after they left it). */
async function seatMembers() {
  for (const role of ['editor', 'viewer'] as const) {
    const visitor = members[role];
    await t.ctx.db.execute(sql`delete from memberships where workspace_id = ${members.admin.workspaceId} and user_id = ${visitor.userId}`);
    await insertMembership(t.ctx.db, members.admin.workspaceId, visitor.userId, role);
    await t.ctx.db.execute(sql`update sessions set workspace_id = ${members.admin.workspaceId} where user_id = ${visitor.userId}`);
  }
}
afterAll(async () => t?.close());

const SOME_ID = '00000000-0000-4000-8000-000000000000';
/** A concrete URL for a route's pattern: ids that exist nowhere, a real network. */
const urlOf = (route: DeclaredRoute) =>
  route.url
    .replace(/:id\b/g, SOME_ID)
    .replace(/:platform\b/g, 'twitter')
    .replace(/:\w+/g, 'x')
    .replace(/\*/g, 'x');

const call = (route: DeclaredRoute, visitor?: Visitor) =>
  t.app.inject({
    method: route.method as HTTPMethods,
    url: urlOf(route),
    headers: visitor ? withSession(visitor) : {},
    ...(['POST', 'PUT', 'PATCH'].includes(route.method) ? { payload: {} } : {}),
  });

const label = (route: DeclaredRoute) => `${route.method} ${route.url} (${route.permission})`;

/** What a refused call must not have changed. */
const snapshot = async () =>
  JSON.stringify(
    await rawRows(
      t.ctx.db,
      sql`select (select count(*) from contents) as contents, (select count(*) from media) as media,
        (select count(*) from social_accounts) as accounts, (select count(*) from oauth_states) as states,
        (select count(*) from generations) as generations, (select count(*) from workspace_settings) as settings,
        (select count(*) from invitations) as invitations, (select count(*) from memberships) as memberships,
        (select count(*) from audit_entries) as audit`,
    ),
  );

describe('route declarations', () => {
  it('every API route declares a permission', () => {
    expect(apiRoutes.length).toBeGreaterThan(25);
    expect(apiRoutes.filter((route) => route.permission === undefined).map(label)).toEqual([]);
  });

  it('writes of content, networks and settings are never public nor open to every member', () => {
    const open = apiRoutes.filter(
      (route) =>
        // `/api/workspaces/:id/switch` is not among them: any member moves their own session.
        /^\/api\/(content|media|social-accounts|oauth|generate-content|workspace\/)/.test(route.url) && route.method !== 'GET' && !isPermissionAction(route.permission),
    );
    expect(open.map(label)).toEqual([]);
  });
});

/** A bare Fastify with the guard, whose only session (cookie `publia_session=admin`) is an admin's. */
const bareApp = async () => {
  const admin = { user: { id: 'u' }, workspace: { id: 'w', name: 'W', role: 'admin' } };
  const sessions = { get: (token: string) => (token === 'admin' ? { session: admin, expiresAt: Infinity } : undefined) };
  const ctx = { logger: createLogger('silent'), caches: { sessions } } as unknown as AppContext;
  const app = Fastify();
  app.decorateRequest('auth', null);
  registerErrorHandler(app);
  await app.register(fastifyCookie);
  registerPermissionGuard(app, ctx);
  return app;
};

describe('the guard on its own', () => {
  it('lets public routes through, asks a session elsewhere under /api, and refuses an undeclared API route to everyone', async () => {
    const app = await bareApp();
    app.get('/api/open', { config: { permission: 'public' } }, async () => ({ ok: true }));
    app.get('/api/members', { config: { permission: 'authenticated' } }, async () => ({ ok: true }));
    app.get('/api/forgotten', async () => ({ ok: true }));
    app.get('/elsewhere', async () => ({ ok: true }));
    await app.ready();
    const get = (url: string, cookie?: string) => app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    expect((await get('/api/open')).statusCode).toBe(200);
    expect((await get('/elsewhere')).statusCode).toBe(200);
    expect((await get('/api/members')).json()).toMatchObject({ code: 'auth.unauthenticated' });
    expect((await get('/api/members', 'publia_session=admin')).statusCode).toBe(200);
    expect((await get('/api/forgotten')).statusCode).toBe(401);
    expect((await get('/api/forgotten', 'publia_session=admin')).json()).toMatchObject({ code: 'http.forbidden' });
    expect(app.declaredRoutes.filter((route) => route.method === 'GET').map((route) => [route.url, route.permission])).toEqual([
      ['/api/open', 'public'],
      ['/api/members', 'authenticated'],
      ['/api/forgotten', undefined],
      ['/elsewhere', undefined],
    ]);
    await app.close();
  });

  it('refuses a misspelt permission when the route is registered', async () => {
    const app = await bareApp();
    const misspelt = 'create_contents' as RoutePermission;
    expect(() => app.get('/api/typo', { config: { permission: misspelt } }, async () => ({}))).toThrow(/permission inconnue/);
    await app.close();
  });
});

describe('the matrix, route by route', () => {
  for (const role of TEAM_ROLES) {
    it(`${role}: 403 on every route its role may not use, never 403 on the others`, async () => {
      const visitor = members[role];
      const before = await snapshot();
      const wrong: string[] = [];
      for (const route of apiRoutes) {
        const { permission } = route;
        if (!isPermissionAction(permission)) continue;
        const response = await call(route, visitor);
        if (!PERMISSION_MATRIX[permission][role]) {
          const body = response.json();
          const refused = response.statusCode === 403 && body.success === false && body.code === 'http.forbidden' && body.message === "Vous n'avez pas les permissions nécessaires";
          if (!refused) wrong.push(`${label(route)} → ${response.statusCode} (403 attendu)`);
        } else if (response.statusCode === 403 || response.statusCode === 401) {
          wrong.push(`${label(route)} → ${response.statusCode} (autorisé attendu)`);
        }
      }
      expect(wrong).toEqual([]);
      // Refused calls change nothing (the admin's allowed calls all fail on purpose too: unknown ids, empty bodies).
      expect(await snapshot()).toBe(before);
    });
  }

  it('routes for any member answer every role', async () => {
    const wrong: string[] = [];
    for (const route of apiRoutes.filter((candidate) => candidate.permission === 'authenticated')) {
      for (const role of TEAM_ROLES) {
        const response = await call(route, members[role]);
        if (response.statusCode === 401 || response.statusCode === 403) wrong.push(`${role}: ${label(route)} → ${response.statusCode}`);
        // « Quitter l'espace » works for the editor and the viewer: they are put back for the next routes.
        if (route.url === '/api/team/leave' && response.statusCode === 200) await seatMembers();
      }
    }
    expect(wrong).toEqual([]);
  });

  it("routes for the instance's operators refuse every role with a French 403: an operator is a person (OPERATOR_EMAILS), not a role", async () => {
    const operatorRoutes = apiRoutes.filter((candidate) => candidate.permission === 'operator');
    expect(operatorRoutes.length).toBeGreaterThan(0);
    const wrong: string[] = [];
    for (const route of operatorRoutes) {
      for (const role of TEAM_ROLES) {
        const response = await call(route, members[role]);
        const body = response.json();
        if (response.statusCode !== 403 || body.code !== 'http.operatorsOnly' || body.message !== 'Seuls les opérateurs de cette instance de Publia y ont accès.') {
          wrong.push(`${role}: ${label(route)} → ${response.statusCode}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('a signed-out visitor gets 401 on every route that is not public, and is let through on public ones', async () => {
    const wrong: string[] = [];
    for (const route of apiRoutes) {
      const response = await call(route);
      if (route.permission === 'public') {
        if (response.statusCode === 401 || response.statusCode === 403) wrong.push(`${label(route)} → ${response.statusCode}`);
      } else if (response.statusCode !== 401 || response.json().code !== 'auth.unauthenticated') {
        wrong.push(`${label(route)} → ${response.statusCode} (401 attendu)`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

const ask = (query: string, visitor?: Visitor) => t.app.inject({ method: 'GET', url: `/api/subscription/permission${query}`, headers: visitor ? withSession(visitor) : {} });

describe('GET /api/subscription/permission', () => {
  it('answers from the matrix, with the reason in French', async () => {
    expect((await ask('?action=create_content', members.admin)).json()).toEqual({ success: true, data: { allowed: true, reason: null } });
    expect((await ask('?action=create_content', members.editor)).json()).toEqual({ success: true, data: { allowed: true, reason: null } });
    expect((await ask('?action=create_content', members.viewer)).json()).toEqual({
      success: true,
      data: { allowed: false, reason: 'Votre rôle (Lecteur) ne permet pas cette action : créer du contenu.' },
    });
    expect((await ask('?action=manage_members', members.editor)).json().data).toEqual({
      allowed: false,
      reason: 'Votre rôle (Éditeur) ne permet pas cette action : ajouter ou retirer des membres.',
    });
    expect((await ask('?action=view_statistics', members.viewer)).json().data).toEqual({ allowed: true, reason: null });
  });

  it('refuses an unknown or missing action in French, naming the field', async () => {
    const unknown = await ask('?action=fly', members.viewer);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ success: false, field: 'action', message: 'Le champ « action » a une valeur invalide.' });
    const missing = await ask('', members.admin);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: 'action', message: 'Le champ « action » est obligatoire.' });
  });

  it('needs a session', async () => {
    const response = await ask('?action=view_statistics');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'auth.unauthenticated' });
  });
});
