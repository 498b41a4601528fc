import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../../core/workspaces/service.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { createTestApp, registerVisitor, withSession, type TestApp, type Visitor } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const DEFAULTS = {
  email: { weeklySummary: true, commentsReceived: true, contentPublished: true },
  inApp: { performanceAlerts: true, sectorTrends: true, teamInteractions: true },
  frequency: 'immediate',
};

const read = (visitor: Visitor) => t.app.inject({ method: 'GET', url: '/api/notification-settings', headers: withSession(visitor) });
const change = (visitor: Visitor, payload: unknown) =>
  t.app.inject({ method: 'PATCH', url: '/api/notification-settings', headers: withSession(visitor), payload: payload as object });
const stored = async (visitor: Visitor) =>
  (await rawRows<{ settings: unknown }>(t.ctx.db, sql`select notification_settings as settings from users where id = ${visitor.userId}`))[0]!.settings;

const messagesOf = async (visitor: Visitor, workspaceId = visitor.workspaceId) =>
  (
    await rawRows<{ type: string; message: string }>(
      t.ctx.db,
      sql`select type, message from notifications where user_id = ${visitor.userId} and workspace_id = ${workspaceId} order by created_at`,
    )
  ).map((row) => `${row.type}: ${row.message}`);

describe('GET and PATCH /api/notification-settings', () => {
  it('answers the defaults to a new user, then keeps each change, partial, across sessions', async () => {
    const visitor = await registerVisitor(t.app);
    expect((await read(visitor)).json()).toEqual({ success: true, data: DEFAULTS });

    const first = await change(visitor, { inApp: { sectorTrends: false }, frequency: 'daily' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      success: true,
      message: 'Vos préférences de notification sont enregistrées.',
      data: { ...DEFAULTS, inApp: { ...DEFAULTS.inApp, sectorTrends: false }, frequency: 'daily' },
    });
    // A second change leaves the first as it was.
    await change(visitor, { email: { weeklySummary: false } });
    const expected = { email: { ...DEFAULTS.email, weeklySummary: false }, inApp: { ...DEFAULTS.inApp, sectorTrends: false }, frequency: 'daily' };
    // Another browser (a new session) reads the same.
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: visitor.email, password: visitor.password } });
    const other = { ...visitor, cookie: String(login.headers['set-cookie']).split(';')[0]!, csrfToken: login.json().csrfToken };
    expect((await read(other)).json().data).toEqual(expected);
    // Only what the user set is stored: the other toggles follow the defaults.
    expect(await stored(visitor)).toEqual({ email: { weeklySummary: false }, inApp: { sectorTrends: false }, frequency: 'daily' });
  });

  it('is each user’s own: a teammate’s change is not another’s', async () => {
    const admin = await registerVisitor(t.app);
    const teammate = await registerVisitor(t.app);
    await addMember(t.ctx.db, admin.workspaceId, teammate.userId, 'viewer');
    await change(teammate, { inApp: { teamInteractions: false } });
    expect((await read(admin)).json().data).toEqual(DEFAULTS);
  });

  it('refuses an unknown toggle, naming it and the allowed ones, and changes nothing', async () => {
    const visitor = await registerVisitor(t.app);
    await change(visitor, { frequency: 'hourly' });
    const before = await stored(visitor);

    const email = await change(visitor, { email: { weeklySummary: false, smsAlerts: true } });
    expect(email.statusCode).toBe(400);
    expect(email.json()).toMatchObject({
      success: false,
      code: 'notificationSettings.unknownToggle',
      field: 'email.smsAlerts',
      message: 'Notification inconnue : « email.smsAlerts ». Valeurs possibles : weeklySummary, commentsReceived, contentPublished.',
    });
    const inApp = await change(visitor, { inApp: { weeklySummary: false } });
    expect(inApp.json().message).toBe('Notification inconnue : « inApp.weeklySummary ». Valeurs possibles : performanceAlerts, sectorTrends, teamInteractions.');
    expect(await stored(visitor)).toEqual(before);
  });

  it('refuses an unknown frequency, naming it and the allowed ones', async () => {
    const visitor = await registerVisitor(t.app);
    const response = await change(visitor, { frequency: 'monthly', email: { weeklySummary: false } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'notificationSettings.unknownFrequency',
      field: 'frequency',
      message: 'Fréquence inconnue : « monthly ». Valeurs possibles : immediate, hourly, daily, weekly.',
    });
    expect((await read(visitor)).json().data).toEqual(DEFAULTS);
  });

  it('refuses another shape with the French 400 naming the field', async () => {
    const visitor = await registerVisitor(t.app);
    const cases: [unknown, string, RegExp][] = [
      [{ sms: { x: true } }, 'sms', /Champ inconnu : « sms »/],
      [{ email: { weeklySummary: 'oui' } }, 'email.weeklySummary', /type invalide \(attendu : booléen\)/],
      [{ inApp: ['sectorTrends'] }, 'inApp', /type invalide/],
      [{ frequency: 3 }, 'frequency', /type invalide \(attendu : texte\)/],
      [{ frequency: 'daily\u0000' }, 'frequency', /caractère/],
    ];
    for (const [payload, field, message] of cases) {
      const response = await change(visitor, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().field).toBe(field);
      expect(response.json().message).toMatch(message);
    }
    expect(await stored(visitor)).toEqual({});
  });

  it('needs a session, and the CSRF token to change', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/notification-settings' })).statusCode).toBe(401);
    const visitor = await registerVisitor(t.app);
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/notification-settings',
      headers: { cookie: visitor.cookie },
      payload: { frequency: 'weekly' },
    });
    expect(response.statusCode).toBe(403);
    expect((await read(visitor)).json().data.frequency).toBe('immediate');
  });
});

describe('the in-app toggles, honoured where notifications are made', () => {
  it('« Tendances du secteur » off: a rising topic is not created for that member, and still is for the others', async () => {
    const admin = await registerVisitor(t.app);
    const editor = await registerVisitor(t.app);
    await addMember(t.ctx.db, admin.workspaceId, editor.userId, 'editor');
    await change(editor, { inApp: { sectorTrends: false } });

    await t.ctx.events.emit('topic.rising', { workspaceId: admin.workspaceId, topic: 'boulangerie', items: 4 });
    expect(await messagesOf(admin)).toHaveLength(1);
    expect((await messagesOf(admin))[0]).toMatch(/^trend: .*boulangerie/);
    expect(await messagesOf(editor, admin.workspaceId)).toEqual([]);
  });

  it('« Interactions de l’équipe » off: no approval request nor note, but a failed publication is always told', async () => {
    const admin = await registerVisitor(t.app);
    await change(admin, { inApp: { teamInteractions: false, performanceAlerts: false, sectorTrends: false } });
    const workspaceId = admin.workspaceId;
    const contentId = '00000000-0000-4000-8000-000000000001';
    await t.ctx.events.emit('approval.requested', { workspaceId, contentId, title: 'Soldes', requestedBy: 'someone', requesterName: 'Léa', again: false });
    await t.ctx.events.emit('content.pending', { workspaceId, contentId, authorId: admin.userId });
    await t.ctx.events.emit('content.note.added', { workspaceId, contentId, title: 'Soldes', writerName: 'Léa', text: 'Relu', recipients: [admin.userId] });
    await t.ctx.events.emit('post.published', { workspaceId, contentId, authorId: admin.userId, title: 'Soldes', platforms: ['twitter'], wasScheduled: true });
    expect(await messagesOf(admin)).toEqual([]);

    await t.ctx.events.emit('post.failed', {
      workspaceId,
      contentId,
      targetId: contentId,
      authorId: admin.userId,
      title: 'Soldes',
      platform: 'twitter',
      outcome: 'failed',
      reason: 'Texte trop long',
    });
    await t.ctx.events.emit('billing.payment_failed', { workspaceId, planId: 'pro', graceEndsAt: '2026-08-01T00:00:00.000Z' });
    const told = await messagesOf(admin);
    expect(told).toHaveLength(2);
    expect(told.every((line) => line.startsWith('failure: '))).toBe(true);

    // Turned on again, they are told again.
    await change(admin, { inApp: { teamInteractions: true } });
    await t.ctx.events.emit('content.pending', { workspaceId, contentId, authorId: admin.userId });
    expect(await messagesOf(admin)).toHaveLength(3);
  });
});
