import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index.ts';
import { createTestApp, registerVisitor, withSession, type TestApp, type Visitor } from '../../test/test-app.ts';
import { notify, purgeOldNotifications } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const list = (visitor: Visitor, query = '') => t.app.inject({ method: 'GET', url: `/api/notifications${query}`, headers: withSession(visitor) });
const markRead = (visitor: Visitor, id: string) => t.app.inject({ method: 'POST', url: `/api/notifications/${id}/read`, headers: withSession(visitor) });
const markAll = (visitor: Visitor) => t.app.inject({ method: 'POST', url: '/api/notifications/read-all', headers: withSession(visitor) });

/** Notifies, then lets the clock move on so that the order of arrival is the order of creation times. */
async function notifyVisitor(visitor: Visitor, message: string, route: string | null = null): Promise<string> {
  const id = await notify(t.ctx, { workspaceId: visitor.workspaceId, userId: visitor.userId, type: 'validation', category: 'essential', message, route });
  await new Promise((resolve) => setTimeout(resolve, 5));
  return id!;
}

describe('GET /api/notifications', () => {
  it('lists the user’s notifications newest first with the unread count', async () => {
    const visitor = await registerVisitor(t.app);
    expect((await list(visitor)).json()).toEqual({ success: true, data: [], unreadCount: 0 });

    await notifyVisitor(visitor, 'Première');
    await notifyVisitor(visitor, 'Nouveau contenu généré en attente de validation', '/publications/pending');
    const response = await list(visitor);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.unreadCount).toBe(2);
    expect(body.data.map((n: { message: string }) => n.message)).toEqual(['Nouveau contenu généré en attente de validation', 'Première']);
    expect(body.data[0]).toMatchObject({ type: 'validation', route: '/publications/pending', read: false });
    expect(new Date(body.data[0].createdAt).toISOString()).toBe(body.data[0].createdAt);
  });

  it('filters unread ones and honours the limit, the count staying the whole unread total', async () => {
    const visitor = await registerVisitor(t.app);
    const ids = [];
    for (const n of [1, 2, 3, 4]) ids.push(await notifyVisitor(visitor, `Message ${n}`));
    await markRead(visitor, ids[3]!);

    const unread = (await list(visitor, '?unread=true&limit=2')).json();
    expect(unread.data.map((n: { message: string }) => n.message)).toEqual(['Message 3', 'Message 2']);
    expect(unread.unreadCount).toBe(3);

    const all = (await list(visitor, '?unread=false')).json();
    expect(all.data).toHaveLength(4);
    expect(all.data[0]).toMatchObject({ message: 'Message 4', read: true });
  });

  it('refuses a bad query with a French 400 naming the field', async () => {
    const visitor = await registerVisitor(t.app);
    const response = await list(visitor, '?limit=0');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, field: 'limit' });
    expect(response.json().message).toMatch(/limit/);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/notifications' });
    expect(response.statusCode).toBe(401);
  });

  it('never shows another user’s notifications, nor the user’s own of another workspace', async () => {
    const alice = await registerVisitor(t.app);
    const bob = await registerVisitor(t.app);
    await notifyVisitor(alice, 'Pour Alice');
    await notify(t.ctx, { workspaceId: bob.workspaceId, userId: alice.userId, type: 'trend', category: 'sectorTrends', message: 'Ailleurs' });
    expect((await list(bob)).json()).toMatchObject({ data: [], unreadCount: 0 });
    expect((await list(alice)).json().data.map((n: { message: string }) => n.message)).toEqual(['Pour Alice']);
  });
});

describe('POST /api/notifications/:id/read', () => {
  it('marks one read and answers what remains unread; again is harmless', async () => {
    const visitor = await registerVisitor(t.app);
    const first = await notifyVisitor(visitor, 'Un');
    await notifyVisitor(visitor, 'Deux');
    const response = await markRead(visitor, first);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, unreadCount: 1 });
    expect((await markRead(visitor, first)).json()).toEqual({ success: true, unreadCount: 1 });
    const stored = (await list(visitor)).json().data.find((n: { id: string }) => n.id === first);
    expect(stored.read).toBe(true);
  });

  it('answers 404 « Notification introuvable. » for another user’s, an unknown or a malformed id, changing nothing', async () => {
    const alice = await registerVisitor(t.app);
    const bob = await registerVisitor(t.app);
    const id = await notifyVisitor(alice, 'Pour Alice');
    for (const attempt of [id, '00000000-0000-4000-8000-000000000000', 'pas-un-id']) {
      const response = await markRead(bob, attempt);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'notifications.notFound', message: 'Notification introuvable.' });
    }
    expect((await list(alice)).json().unreadCount).toBe(1);
  });

  it('needs the CSRF token like every write', async () => {
    const visitor = await registerVisitor(t.app);
    const id = await notifyVisitor(visitor, 'Un');
    const response = await t.app.inject({ method: 'POST', url: `/api/notifications/${id}/read`, headers: { cookie: visitor.cookie } });
    expect(response.statusCode).toBe(403);
    expect((await list(visitor)).json().unreadCount).toBe(1);
  });
});

describe('POST /api/notifications/read-all', () => {
  it('marks all of the user’s read, and nobody else’s', async () => {
    const alice = await registerVisitor(t.app);
    const bob = await registerVisitor(t.app);
    await notifyVisitor(alice, 'A1');
    await notifyVisitor(alice, 'A2');
    await notifyVisitor(bob, 'B1');
    const response = await markAll(alice);
    expect(response.json()).toEqual({ success: true, unreadCount: 0 });
    expect((await list(alice, '?unread=true')).json().data).toEqual([]);
    expect((await list(bob)).json().unreadCount).toBe(1);
  });
});

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

describe('purge', () => {
  it('forgets read notifications after 90 days and any after a year, keeping recent and unread ones', async () => {
    const visitor = await registerVisitor(t.app);
    const oldRead = await notifyVisitor(visitor, 'Vieille lue');
    const oldUnread = await notifyVisitor(visitor, 'Vieille non lue');
    const ancient = await notifyVisitor(visitor, 'Très vieille');
    const recentRead = await notifyVisitor(visitor, 'Récente lue');
    await markRead(visitor, oldRead);
    await markRead(visitor, recentRead);
    await t.ctx.db
      .update(notifications)
      .set({ createdAt: daysAgo(91) })
      .where(eq(notifications.id, oldRead));
    await t.ctx.db
      .update(notifications)
      .set({ createdAt: daysAgo(91) })
      .where(eq(notifications.id, oldUnread));
    await t.ctx.db
      .update(notifications)
      .set({ createdAt: daysAgo(366) })
      .where(eq(notifications.id, ancient));

    expect(await purgeOldNotifications(t.ctx)).toBeGreaterThanOrEqual(2);
    const left = (await list(visitor)).json().data.map((n: { message: string }) => n.message);
    expect(left.sort()).toEqual(['Récente lue', 'Vieille non lue']);
  });
});
