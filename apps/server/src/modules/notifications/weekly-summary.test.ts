import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw-rows.ts';
import { manualClock } from '../../lib/clock.ts';
import { createTestApp, registerVisitor, withSession, type TestApp } from '../../test/test-app.ts';
import { syncAccountNow } from '../analytics/service.ts';
import { FakeMetrics, connectedAccount, figures, publishedItem } from '../analytics/sync/sync.test-support.ts';
import { sendWeeklySummaries } from './service.ts';
import { isSummaryMorning } from './weekly-summary.ts';

const HOUR = 3_600_000;
// Thursday 5 March 2026, 10:00 UTC: the posts go out; the summary is due on Monday 9 March from 8:00 in Paris (07:00 UTC).
const clock = manualClock(Date.parse('2026-03-05T10:00:00Z'));
const at = (iso: string) => clock.advance(Date.parse(iso) - clock.now());

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SESSION_TTL_HOURS: String(24 * 60) }, { clock });
});
afterAll(async () => t?.close());

const mailsTo = (email: string) =>
  rawRows<{ subject: string; body: string; html: string | null }>(t.ctx.db, sql`select subject, body, html from outbox where recipient = ${email} order by created_at`);
const sentAt = async (userId: string) => (await rawRows<{ at: string | null }>(t.ctx.db, sql`select weekly_summary_sent_at as at from users where id = ${userId}`))[0]!.at;

describe('the weekly summary e-mail', () => {
  it('gives each user their week from the analytics tables, in their language, as text and HTML, once a week', async () => {
    const fake = new FakeMetrics();
    fake.install(t);
    const owner = await registerVisitor(t.app, { name: 'Jonas Weber' });
    await t.ctx.db.execute(sql`update users set locale = 'de' where id = ${owner.userId}`);
    const quiet = await registerVisitor(t.app);
    const optedOut = await registerVisitor(t.app);
    const off = await t.app.inject({ method: 'PATCH', url: '/api/notification-settings', headers: withSession(optedOut), payload: { email: { weeklySummary: false } } });
    expect(off.statusCode).toBe(200);

    // Two posts on Thursday, measured then and on Monday morning; the account gains 30 followers.
    const accountId = await connectedAccount(t, owner.workspaceId, 'instagram', 'ig-weekly');
    const audience = fake.audience('ig-weekly');
    audience.followers = 500;
    await publishedItem(t, owner.workspaceId, new Date(clock.now() - HOUR), [{ accountId, platform: 'instagram', externalId: 'a' }]);
    const best = await publishedItem(t, owner.workspaceId, new Date(clock.now() - HOUR / 2), [{ accountId, platform: 'instagram', externalId: 'b' }]);
    await t.ctx.db.execute(sql`update contents set title = ${'<b>Soldes & "promo"</b>'} where id = ${best.contentId}`);
    audience.posts.set('a', figures({ impressions: 100, likes: 10, comments: 2 }));
    audience.posts.set('b', figures({ impressions: 300, likes: 40, comments: 5, saves: 3 }));
    expect(await syncAccountNow(t.ctx, accountId)).toMatchObject({ status: 'synced', measured: 2 });

    // Monday 07:30 in Paris: not yet.
    at('2026-03-09T06:30:00Z');
    expect(await sendWeeklySummaries(t.ctx)).toBe(0);

    at('2026-03-09T08:30:00Z');
    audience.followers = 530;
    audience.posts.set('a', figures({ impressions: 150, likes: 15, comments: 2 }));
    audience.posts.set('b', figures({ impressions: 400, likes: 60, comments: 8, saves: 3 }));
    expect(await syncAccountNow(t.ctx, accountId)).toMatchObject({ status: 'synced', measured: 2, daily: true });

    await sendWeeklySummaries(t.ctx);
    const [mail, ...more] = await mailsTo(owner.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Ihre Woche auf Publia, 2. März bis 9. März 2026');
    expect(mail!.body).toContain('Hallo Jonas Weber,');
    expect(mail!.body).toContain('Hier ist die Bilanz Ihrer Beiträge vom 2. März bis 9. März 2026.');
    expect(mail!.body).toContain('2 Beiträge veröffentlicht');
    // The week's gains: 400 + 150 impressions, 60 + 28 interactions; 500 → 530 followers.
    expect(mail!.body).toContain('Impressionen: 550');
    expect(mail!.body).toContain('Interaktionen: 88');
    expect(mail!.body).toContain('Neue Follower: 30');
    expect(mail!.body).toContain('Bester Beitrag: „<b>Soldes & "promo"</b>“ auf Instagram, 71 Interaktionen.');
    expect(mail!.body).toMatch(/Statistiken ansehen: http:\/\/\S+\/analytics/);
    expect(mail!.body).toContain('„Wöchentliche Zusammenfassung“');
    expect(mail!.html).toContain('<html lang="de">');
    expect(mail!.html).toContain('&lt;b&gt;Soldes &amp; &quot;promo&quot;&lt;/b&gt;');
    expect(mail!.html).not.toContain('<b>Soldes');
    expect(mail!.html).toContain('>550<');
    expect(await sentAt(owner.userId)).not.toBeNull();

    // Nothing published: said in one line, in French.
    const [quietMail] = await mailsTo(quiet.email);
    expect(quietMail!.subject).toBe('Votre semaine sur Publia, du 2 mars au 9 mars 2026');
    expect(quietMail!.body).toContain('Aucune publication cette semaine.');
    expect(quietMail!.body).toContain('Impressions : non fourni');
    // Turned off: none.
    expect(await mailsTo(optedOut.email)).toEqual([]);
    expect(await sentAt(optedOut.userId)).toBeNull();

    // Not twice the same week, whatever the runs.
    at('2026-03-09T15:00:00Z');
    await sendWeeklySummaries(t.ctx);
    at('2026-03-10T08:30:00Z');
    await sendWeeklySummaries(t.ctx);
    expect(await mailsTo(owner.email)).toHaveLength(1);

    // The next Monday: the next week.
    at('2026-03-16T07:10:00Z');
    await sendWeeklySummaries(t.ctx);
    const mails = await mailsTo(owner.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe('Ihre Woche auf Publia, 9. März bis 16. März 2026');
    expect(mails[1]!.body).toContain('Diese Woche wurde nichts veröffentlicht.');
  });

  it('goes out on Monday morning in each user’s own zone', () => {
    const monday8Paris = Date.parse('2026-03-09T07:00:00Z');
    expect(isSummaryMorning(monday8Paris - 1, 'Europe/Paris')).toBe(false);
    expect(isSummaryMorning(monday8Paris, 'Europe/Paris')).toBe(true);
    expect(isSummaryMorning(Date.parse('2026-03-09T22:59:00Z'), 'Europe/Paris')).toBe(true);
    expect(isSummaryMorning(Date.parse('2026-03-09T23:00:00Z'), 'Europe/Paris')).toBe(false);
    // New York is five hours behind: still Sunday night there.
    expect(isSummaryMorning(monday8Paris, 'America/New_York')).toBe(false);
    expect(isSummaryMorning(Date.parse('2026-03-09T12:00:00Z'), 'America/New_York')).toBe(true);
  });
});
