import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../../core/workspaces/service.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { manualClock } from '../../lib/clock.ts';
import { createTestApp, registerVisitor, withSession, type TestApp, type Visitor } from '../../test/test-app.ts';
import { sendDueDigests } from './service.ts';

/*
 * « Commentaires reçus » and « Contenu publié » by e-mail: one e-mail each with « Immédiate »,
 * otherwise grouped into one digest per window, on a clock the test moves.
 */
// Tuesday 10 March 2026, 10:10 UTC (11:10 in Paris, UTC+1 until the end of March).
const clock = manualClock(Date.parse('2026-03-10T10:10:00Z'));
const at = (iso: string) => {
  const target = Date.parse(iso);
  if (target < clock.now()) throw new Error(`the clock does not go back (${iso})`);
  clock.advance(target - clock.now());
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SESSION_TTL_HOURS: String(24 * 30) }, { clock });
});
afterAll(async () => t?.close());

type Mail = { subject: string; body: string; html: string | null; workspace_id: string | null };
const mailsTo = (visitor: Visitor & { email: string }) =>
  rawRows<Mail>(t.ctx.db, sql`select subject, body, html, workspace_id from outbox where recipient = ${visitor.email} order by created_at, id`);
const pendingOf = async (visitor: Visitor) =>
  (await rawRows<{ n: number }>(t.ctx.db, sql`select count(*)::int as n from email_digest_items where user_id = ${visitor.userId} and sent_at is null`))[0]!.n;

const settle = (visitor: Visitor, payload: object) => t.app.inject({ method: 'PATCH', url: '/api/notification-settings', headers: withSession(visitor), payload });

/** A workspace whose admin keeps « Immédiate », and members with the other frequencies (Paris time). */
async function team() {
  const admin = await registerVisitor(t.app, { name: 'Alice Martin' });
  const member = async (frequency: string, locale = 'fr') => {
    const visitor = await registerVisitor(t.app);
    await addMember(t.ctx.db, admin.workspaceId, visitor.userId, 'editor');
    expect((await settle(visitor, { frequency })).statusCode).toBe(200);
    await t.ctx.db.execute(sql`update users set locale = ${locale} where id = ${visitor.userId}`);
    return visitor;
  };
  return { admin, hourly: await member('hourly'), english: await member('hourly', 'en'), daily: await member('daily'), weekly: await member('weekly') };
}

let counter = 0;
const comment = (workspaceId: string, text: string, extra: { author?: string; postTitle?: string; flagged?: boolean } = {}) =>
  t.ctx.events.emit('comment.received', {
    workspaceId,
    commentId: `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`,
    platform: 'instagram',
    contentId: null,
    author: extra.author ?? 'Jean',
    text,
    postTitle: extra.postTitle ?? 'Soldes',
    flagged: extra.flagged ?? false,
  });
const published = (workspaceId: string, title: string) =>
  t.ctx.events.emit('post.published', {
    workspaceId,
    contentId: '00000000-0000-4000-8000-00000000aaaa',
    authorId: null,
    title,
    platforms: ['instagram', 'linkedin'],
    wasScheduled: false,
  });

describe('e-mail notifications and their digests', () => {
  it('« Immédiate »: one e-mail per event, text and HTML, the user’s strings escaped; the others wait for their digest', async () => {
    const { admin, hourly, daily, weekly } = await team();
    await comment(admin.workspaceId, 'Super <img src=x onerror=alert(1)>', { author: 'Jean & Cie', postTitle: '<script>alert(1)</script>' });

    const [mail, ...more] = await mailsTo(admin);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Nouveau commentaire de Jean & Cie sur « <script>alert(1)</script> »');
    expect(mail!.body).toContain('Bonjour Alice Martin,');
    expect(mail!.body).toContain('Jean & Cie a commenté « <script>alert(1)</script> » sur Instagram : « Super <img src=x onerror=alert(1)> »');
    expect(mail!.body).toMatch(/Ouvrir dans Publia : http:\/\/\S+\/comments\?id=/);
    expect(mail!.body).toContain('« Commentaires reçus » est activé');
    expect(mail!.workspace_id).toBe(admin.workspaceId);
    expect(mail!.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail!.html).toContain('Jean &amp; Cie');
    expect(mail!.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail!.html).not.toMatch(/<script|<img/);
    expect(mail!.html).toContain('<html lang="fr">');

    for (const other of [hourly, daily, weekly]) {
      expect(await mailsTo(other)).toEqual([]);
      expect(await pendingOf(other)).toBe(1);
    }
    // What the filter set aside is e-mailed to no one.
    await comment(admin.workspaceId, 'Gagnez un iPhone', { flagged: true });
    expect(await mailsTo(admin)).toHaveLength(1);
    expect(await pendingOf(hourly)).toBe(1);
  });

  it('groups each user’s events into one e-mail per window, nothing before the window ends, nothing twice', async () => {
    at('2026-03-10T12:10:00Z');
    const { admin, hourly, english, daily, weekly } = await team();
    const ws = admin.workspaceId;
    await comment(ws, 'Très beau');
    at('2026-03-10T12:25:00Z');
    await published(ws, 'Nouvelle collection');
    at('2026-03-10T12:50:00Z');
    await comment(ws, 'J’adore', { author: 'Zoé' });
    expect(await mailsTo(admin)).toHaveLength(3);

    // Before the hour is over, nothing.
    at('2026-03-10T12:59:00Z');
    await sendDueDigests(t.ctx);
    expect(await mailsTo(hourly)).toEqual([]);

    // Past the hour: the three in one e-mail, by kind.
    at('2026-03-10T13:03:00Z');
    await sendDueDigests(t.ctx);
    const [digest, ...more] = await mailsTo(hourly);
    expect(more).toEqual([]);
    expect(digest!.subject).toBe('Votre résumé Publia : 3 nouveautés');
    expect(digest!.body).toContain('Vous recevez ces nouvelles groupées toutes les heures.');
    expect(digest!.body).toContain('Commentaires reçus (2)');
    expect(digest!.body).toContain('• Jean a commenté « Soldes » sur Instagram : « Très beau »');
    expect(digest!.body).toContain('• Zoé a commenté « Soldes » sur Instagram : « J’adore »');
    expect(digest!.body).toContain('Contenu publié (1)');
    expect(digest!.body).toContain('• « Nouvelle collection » a été publié sur Instagram, LinkedIn.');
    expect(digest!.html).toContain('Commentaires reçus (2)');
    expect(await pendingOf(hourly)).toBe(0);
    // In the language of the user.
    const [englishDigest] = await mailsTo(english);
    expect(englishDigest!.subject).toBe('Your Publia digest: 3 updates');
    expect(englishDigest!.body).toContain('• Jean commented on “Soldes” on Instagram: “Très beau”');
    expect(englishDigest!.html).toContain('<html lang="en">');

    // Run again: nothing twice.
    await sendDueDigests(t.ctx);
    expect(await mailsTo(hourly)).toHaveLength(1);

    // The next hour's event waits for the next hour.
    at('2026-03-10T13:20:00Z');
    await comment(ws, 'Encore');
    at('2026-03-10T13:58:00Z');
    await sendDueDigests(t.ctx);
    expect(await mailsTo(hourly)).toHaveLength(1);
    at('2026-03-10T14:03:00Z');
    await sendDueDigests(t.ctx);
    const hourlyMails = await mailsTo(hourly);
    expect(hourlyMails).toHaveLength(2);
    expect(hourlyMails[1]!.subject).toBe('Votre résumé Publia : 1 nouveauté');

    // Daily: each morning at 8:00 in Paris (07:00 UTC in March), the day's four in one e-mail.
    expect(await mailsTo(daily)).toEqual([]);
    at('2026-03-11T06:58:00Z');
    await sendDueDigests(t.ctx);
    expect(await mailsTo(daily)).toEqual([]);
    at('2026-03-11T07:03:00Z');
    await sendDueDigests(t.ctx);
    const [dailyDigest, ...moreDaily] = await mailsTo(daily);
    expect(moreDaily).toEqual([]);
    expect(dailyDigest!.subject).toBe('Votre résumé Publia : 4 nouveautés');
    expect(dailyDigest!.body).toContain('groupées une fois par jour');

    // Weekly: Monday at 8:00 in Paris.
    at('2026-03-16T06:55:00Z');
    await sendDueDigests(t.ctx);
    expect(await mailsTo(weekly)).toEqual([]);
    at('2026-03-16T07:05:00Z');
    await sendDueDigests(t.ctx);
    await sendDueDigests(t.ctx);
    const weeklyMails = await mailsTo(weekly);
    expect(weeklyMails.map((mail) => mail.subject)).toEqual(['Votre résumé Publia : 4 nouveautés']);
    expect(weeklyMails[0]!.body).toContain('groupées une fois par semaine');
  });

  it('an e-mail turned off stops at once: its pending items are dropped, the others still go', async () => {
    at('2026-03-17T09:10:00Z');
    const { admin, hourly, daily } = await team();
    await comment(admin.workspaceId, 'Premier');
    await comment(admin.workspaceId, 'Second');
    await published(admin.workspaceId, 'Printemps');
    expect(await pendingOf(hourly)).toBe(3);

    expect((await settle(hourly, { email: { commentsReceived: false } })).statusCode).toBe(200);
    expect(await pendingOf(hourly)).toBe(1);
    expect((await settle(daily, { email: { commentsReceived: false, contentPublished: false } })).statusCode).toBe(200);
    expect(await pendingOf(daily)).toBe(0);
    // Off, new events are not even kept.
    await comment(admin.workspaceId, 'Troisième');
    expect(await pendingOf(hourly)).toBe(1);

    at('2026-03-18T07:05:00Z');
    await sendDueDigests(t.ctx);
    const [digest, ...more] = await mailsTo(hourly);
    expect(more).toEqual([]);
    expect(digest!.subject).toBe('Votre résumé Publia : 1 nouveauté');
    expect(digest!.body).toContain('« Printemps » a été publié');
    expect(digest!.body).not.toContain('Commentaires reçus');
    expect(await mailsTo(daily)).toEqual([]);
  });

  it('back to « Immédiate »: what waited goes at the next run', async () => {
    at('2026-03-18T09:10:00Z');
    const { admin, weekly } = await team();
    await comment(admin.workspaceId, 'En attente');
    await settle(weekly, { frequency: 'immediate' });
    await comment(admin.workspaceId, 'Tout de suite');
    expect((await mailsTo(weekly)).map((mail) => mail.subject)).toEqual(['Nouveau commentaire de Jean sur « Soldes »']);
    at('2026-03-18T09:11:00Z');
    await sendDueDigests(t.ctx);
    const mails = await mailsTo(weekly);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.body).toContain('« En attente »');
    expect(await pendingOf(weekly)).toBe(0);
  });
});
