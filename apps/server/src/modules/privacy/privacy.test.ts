import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileBody, profileApi } from '../../core/auth/profile.test-support.ts';
import { insertMembership } from '../../core/workspaces/repository.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { createTestApp, registerVisitor, type TestApp, type Visitor } from '../../test/test-app.ts';
import { solidImage } from '../media/samples.test-support.ts';
import { privacyApi } from './privacy.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SESSION_CACHE_SECONDS: '0' });
});
afterAll(async () => t?.close());

const storedPrivacy = async (visitor: Visitor) =>
  (await rawRows<{ privacy: Record<string, boolean> }>(t.ctx.db, sql`select privacy from users where id = ${visitor.userId}`))[0]?.privacy;

describe('GET and PATCH /api/privacy', () => {
  it('answers the four toggles at their defaults, then keeps each change and leaves the others', async () => {
    const visitor = await registerVisitor(t.app);
    const first = await privacyApi(t, visitor).get();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      success: true,
      data: { settings: { publicProfile: true, showStatistics: true, analyticsSharing: false, marketingCookies: false }, lastExport: null },
    });

    const saved = await privacyApi(t, visitor).update({ publicProfile: false, marketingCookies: true });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      success: true,
      message: 'Réglages de confidentialité enregistrés.',
      data: { settings: { publicProfile: false, showStatistics: true, analyticsSharing: false, marketingCookies: true } },
    });
    await privacyApi(t, visitor).update({ analyticsSharing: true });
    expect((await privacyApi(t, visitor).get()).json().data.settings).toEqual({
      publicProfile: false,
      showStatistics: true,
      analyticsSharing: true,
      marketingCookies: true,
    });
    expect(await storedPrivacy(visitor)).toEqual({ publicProfile: false, marketingCookies: true, analyticsSharing: true });
  });

  it.each([
    ['publicProfile', 'Le champ « publicProfile » a un type invalide (attendu : booléen).', { publicProfile: 'non' }],
    ['showStatistics', 'Le champ « showStatistics » a un type invalide (attendu : booléen).', { showStatistics: 1 }],
    ['theme', 'Champ inconnu : « theme ».', { publicProfile: false, theme: 'dark' }],
  ])('refuses a bad %s in French, changing nothing', async (field, message, body) => {
    const visitor = await registerVisitor(t.app);
    const refused = await privacyApi(t, visitor).update(body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, field, message });
    expect(await storedPrivacy(visitor)).toEqual({});
  });

  it('is each user’s own and needs a session', async () => {
    expect((await privacyApi(t).get()).statusCode).toBe(401);
    expect((await privacyApi(t).update({ publicProfile: false })).statusCode).toBe(401);
  });
});

describe('the toggles, honoured in the team list', () => {
  it('« Profil public » off hides the picture from the team, « Afficher les statistiques » off hides the figures; the member still sees their own', async () => {
    const admin = await registerVisitor(t.app, { name: 'Anne Leroy' });
    const member = await registerVisitor(t.app, { name: 'Marc Blanc' });
    await insertMembership(t.ctx.db, admin.workspaceId, member.userId, 'editor');
    await t.ctx.db.execute(sql`update sessions set workspace_id = ${admin.workspaceId} where user_id = ${member.userId}`);
    const upload = fileBody(await solidImage(300, 300, [20, 120, 60]), 'moi.png', 'image/png');
    expect((await profileApi(t, member).upload(upload)).statusCode).toBe(200);
    // Two posts Marc published this month in the team's workspace, one older, one elsewhere.
    const now = Date.now();
    for (const [workspaceId, daysAgo] of [
      [admin.workspaceId, 2],
      [admin.workspaceId, 10],
      [admin.workspaceId, 45],
      [member.workspaceId, 1],
    ] as const) {
      await t.ctx.db.execute(sql`insert into contents (workspace_id, user_id, text, status, published_at)
        values (${workspaceId}, ${member.userId}, 'Publié', 'published', ${new Date(now - daysAgo * 86_400_000)})`);
    }

    const marcSeenBy = async (viewer: Visitor) =>
      ((await privacyApi(t, viewer).team()).json().data.members as { id: string; avatarUrl: string | null; publishedLast30Days: number | null }[]).find(
        (row) => row.id === member.userId,
      );
    const shown = await marcSeenBy(admin);
    expect(shown?.avatarUrl).toMatch(/\/media\/.+\.webp$/);
    expect(shown?.publishedLast30Days).toBe(2);
    const anne = ((await privacyApi(t, admin).team()).json().data.members as { id: string; avatarUrl: string | null; publishedLast30Days: number | null }[]).find(
      (row) => row.id === admin.userId,
    );
    expect(anne).toMatchObject({ avatarUrl: null, publishedLast30Days: 0 });

    await privacyApi(t, member).update({ publicProfile: false, showStatistics: false });
    expect(await marcSeenBy(admin)).toMatchObject({ avatarUrl: null, publishedLast30Days: null });
    // Marc himself still sees his picture and his figure.
    expect(await marcSeenBy(member)).toMatchObject({ avatarUrl: shown?.avatarUrl, publishedLast30Days: 2 });

    await privacyApi(t, member).update({ publicProfile: true });
    expect(await marcSeenBy(admin)).toMatchObject({ avatarUrl: shown?.avatarUrl, publishedLast30Days: null });
  });
});
