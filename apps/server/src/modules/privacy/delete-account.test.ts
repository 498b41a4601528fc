import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectFetch } from '../../app/inject-fetch.ts';
import { fileBody, profileApi } from '../../core/auth/profile.test-support.ts';
import { insertMembership } from '../../core/workspaces/repository.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { createTestApp, registerVisitor, type TestApp, type Visitor } from '../../test/test-app.ts';
import { addCard, billingClient } from '../billing/billing.test-support.ts';
import { saveDraft } from '../content/test-helpers.test-support.ts';
import { solidImage } from '../media/samples.test-support.ts';
import { callerOf } from '../social-accounts/test-helpers.test-support.ts';
import { buildDataExport } from './build-export.ts';
import { counts, privacyApi, uploadPhoto } from './privacy.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SESSION_CACHE_SECONDS: '0' });
});
afterAll(async () => t?.close());

const one = async <T>(query: ReturnType<typeof sql>) => (await rawRows<T>(t.ctx.db, query))[0];
const role = async (workspaceId: string, userId: string) =>
  (await one<{ role: string }>(sql`select role from memberships where workspace_id = ${workspaceId} and user_id = ${userId}`))?.role ?? null;
const setJoined = (workspaceId: string, userId: string, at: string) =>
  t.ctx.db.execute(sql`update memberships set created_at = ${at}::timestamptz where workspace_id = ${workspaceId} and user_id = ${userId}`);

describe('POST /api/privacy/delete-account: bad input changes nothing', () => {
  it.each([
    ['password', "Mot de passe incorrect : votre compte n'a pas été supprimé.", { password: 'pas-le-bon-mot', confirmation: 'SUPPRIMER' }],
    ['confirmation', "Pour confirmer, tapez le mot SUPPRIMER : votre compte n'a pas été supprimé.", { password: 'motdepasse-solide', confirmation: 'supprimer' }],
    ['confirmation', "Pour confirmer, tapez le mot SUPPRIMER : votre compte n'a pas été supprimé.", { password: 'motdepasse-solide', confirmation: '' }],
    ['password', 'Le champ « password » est obligatoire.', { confirmation: 'SUPPRIMER' }],
    ['reason', 'Champ inconnu : « reason ».', { password: 'motdepasse-solide', confirmation: 'SUPPRIMER', reason: 'trop cher' }],
  ])('a wrong %s: « %s »', async (field, message, body) => {
    const visitor = await registerVisitor(t.app);
    await uploadPhoto(t, visitor, [10, 10, 10]);
    const before = await counts(t);
    const refused = await privacyApi(t, visitor).deleteAccount(body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, field, message });
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect(await counts(t)).toEqual(before);
    expect((await privacyApi(t, visitor).get()).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    expect((await privacyApi(t).deleteAccount({ password: 'x', confirmation: 'SUPPRIMER' })).statusCode).toBe(401);
  });
});

describe('POST /api/privacy/delete-account', () => {
  it('removes the user and the workspaces where they were alone (media, accounts, subscription stopped), keeps invoices, and hands shared ones on', async () => {
    // Alice: her own workspace (a photo, a post, a demo account, a paid subscription and its invoice, an export).
    const alice = await registerVisitor(t.app, { name: 'Alice Martin' });
    await uploadPhoto(t, alice, [200, 10, 10]);
    await saveDraft(callerOf(t, alice), { content: 'Le post d’Alice.' });
    expect((await callerOf(t, alice).post('/api/social-accounts/demo-connect', { platform: 'twitter' })).statusCode).toBe(200);
    expect((await profileApi(t, alice).upload(fileBody(await solidImage(300, 300, [1, 2, 3]), 'a.png', 'image/png'))).statusCode).toBe(200);
    const billing = billingClient(t, alice);
    await addCard(t, billing);
    expect((await billing.post('/api/subscription/subscribe', { planId: 'basic' })).statusCode).toBe(201);
    const exportId = (await privacyApi(t, alice).requestExport()).json().data.id;
    await buildDataExport(t.ctx, { exportId, workspaceId: alice.workspaceId });
    const files = await rawRows<{ key: string }>(
      t.ctx.db,
      sql`select storage_key as key from media where workspace_id = ${alice.workspaceId}
          union all select avatar_key from users where id = ${alice.userId}
          union all select storage_key from data_exports where user_id = ${alice.userId}`,
    );
    expect(files).toHaveLength(3);
    const invoices = (await one<{ n: number }>(sql`select count(*)::int as n from billing_invoices where workspace_id = ${alice.workspaceId}`))!.n;
    expect(invoices).toBeGreaterThan(0);

    // Bob's workspace, where Alice is an editor and wrote a post: Bob stays its admin.
    const bob = await registerVisitor(t.app, { name: 'Bob Durand' });
    await insertMembership(t.ctx.db, bob.workspaceId, alice.userId, 'editor');
    await saveDraft(callerOf(t, bob), { content: 'Le post de Bob.' });
    // Emma's workspace, where Alice became the only admin: Emma (there before Félix) takes over.
    const emma = await registerVisitor(t.app, { name: 'Emma Roux' });
    const felix = await registerVisitor(t.app, { name: 'Félix Noir' });
    await insertMembership(t.ctx.db, emma.workspaceId, alice.userId, 'admin');
    await insertMembership(t.ctx.db, emma.workspaceId, felix.userId, 'viewer');
    await t.ctx.db.execute(sql`update memberships set role = 'editor' where workspace_id = ${emma.workspaceId} and user_id = ${emma.userId}`);
    await setJoined(emma.workspaceId, alice.userId, '2026-01-01T00:00:00Z');
    await setJoined(emma.workspaceId, emma.userId, '2026-02-01T00:00:00Z');
    await setJoined(emma.workspaceId, felix.userId, '2026-03-01T00:00:00Z');
    // Someone else entirely, who must not notice anything.
    const other: Visitor = await registerVisitor(t.app);
    await uploadPhoto(t, other, [5, 5, 5]);
    await saveDraft(callerOf(t, other), { content: 'Le post de quelqu’un d’autre.' });
    const [otherBefore] = await rawRows(
      t.ctx.db,
      sql`select (select count(*)::int from contents where workspace_id = ${other.workspaceId}) as contents,
      (select count(*)::int from media where workspace_id = ${other.workspaceId}) as media`,
    );
    const before = await counts(t);

    const deleted = await privacyApi(t, alice).deleteAccount({ password: 'motdepasse-solide', confirmation: ' SUPPRIMER ' });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true, message: 'Votre compte a été supprimé. Au revoir !' });
    expect(String(deleted.headers['set-cookie'])).toMatch(/^publia_session=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/);

    // The user, their sessions and their lone workspace with everything in it.
    expect(await one(sql`select id from users where id = ${alice.userId}`)).toBeUndefined();
    expect(await one(sql`select id from sessions where user_id = ${alice.userId}`)).toBeUndefined();
    expect(await one(sql`select id from workspaces where id = ${alice.workspaceId}`)).toBeUndefined();
    for (const table of ['contents', 'media', 'social_accounts', 'memberships', 'notifications', 'workspace_plans', 'billing_customers']) {
      expect(await one(sql`select 1 as found from ${sql.identifier(table)} where workspace_id = ${alice.workspaceId}`), table).toBeUndefined();
    }
    for (const { key } of files) expect(await t.ctx.storage.get(key), key).toBeNull();
    expect((await privacyApi(t, alice).get()).statusCode).toBe(401);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: alice.email, password: 'motdepasse-solide' } });
    expect(login.statusCode).toBe(401);

    // Invoices stay, as the law requires; the subscription will not renew.
    expect((await one<{ n: number }>(sql`select count(*)::int as n from billing_invoices where workspace_id = ${alice.workspaceId}`))!.n).toBe(invoices);
    const subscriptions = await rawRows<{ data: { cancel_at_period_end: boolean } }>(
      t.ctx.db,
      sql`select data from sandbox_records where network = 'stripe' and kind = 'subscription'`,
    );
    expect(subscriptions.some((row) => row.data.cancel_at_period_end)).toBe(true);

    // Bob's workspace: Alice gone, her post kept without author, Bob still its admin.
    expect(await role(bob.workspaceId, alice.userId)).toBeNull();
    expect(await role(bob.workspaceId, bob.userId)).toBe('admin');
    expect(await one(sql`select user_id from contents where workspace_id = ${bob.workspaceId} and text = 'Le post de Bob.'`)).toEqual({ user_id: bob.userId });
    // Emma's workspace: the longest-standing member became admin, and the log says why.
    expect(await role(emma.workspaceId, emma.userId)).toBe('admin');
    expect(await role(emma.workspaceId, felix.userId)).toBe('viewer');
    const log = await rawRows<{ action: string; actor_name: string; target: string | null; details: Record<string, unknown> }>(
      t.ctx.db,
      sql`select action, actor_name, target, details from audit_entries where workspace_id = ${emma.workspaceId} and action in ('member.left', 'member.role_changed')`,
    );
    expect(log).toEqual(
      expect.arrayContaining([
        { action: 'member.left', actor_name: 'Alice Martin', target: null, details: { role: 'admin', accountDeleted: true } },
        { action: 'member.role_changed', actor_name: 'Publia', target: `Emma Roux (${emma.email})`, details: { from: 'editor', to: 'admin', accountDeleted: true } },
      ]),
    );

    // Nothing else: the other workspaces' rows are all there.
    expect(
      await rawRows(
        t.ctx.db,
        sql`select (select count(*)::int from contents where workspace_id = ${other.workspaceId}) as contents,
      (select count(*)::int from media where workspace_id = ${other.workspaceId}) as media`,
      ),
    ).toEqual([otherBefore]);
    const after = await counts(t);
    expect(after.users).toBe(before.users! - 1);
    expect(after.workspaces).toBe(before.workspaces! - 1);
    expect(after.invoices).toBe(before.invoices);
    expect(after.contents).toBe(before.contents! - 1);
    expect(after.media).toBe(before.media! - 1);
    expect(after.accounts).toBe(before.accounts! - 1);

    const [goodbye] = await rawRows<{ subject: string }>(t.ctx.db, sql`select subject from outbox where recipient = ${alice.email} order by created_at desc limit 1`);
    expect(goodbye?.subject).toBe('Votre compte Publia a été supprimé');
  });

  it('deletes nothing when the payment provider cannot stop a running subscription', async () => {
    const visitor = await registerVisitor(t.app);
    const billing = billingClient(t, visitor);
    await addCard(t, billing);
    expect((await billing.post('/api/subscription/subscribe', { planId: 'basic' })).statusCode).toBe(201);
    const before = await counts(t);
    t.ctx.billing.attachSandboxFetch(() => Promise.reject(new TypeError('fetch failed')));
    try {
      const refused = await privacyApi(t, visitor).deleteAccount({ password: 'motdepasse-solide', confirmation: 'SUPPRIMER' });
      expect(refused.statusCode).toBe(502);
      expect(refused.json()).toMatchObject({
        code: 'privacy.subscriptionNotCancelled',
        message: `L'abonnement de l'espace « Espace de ${visitor.email.split('@')[0]} » n'a pas pu être résilié auprès du prestataire de paiement : votre compte n'a pas été supprimé. Réessayez dans quelques minutes.`,
      });
    } finally {
      t.ctx.billing.attachSandboxFetch(injectFetch(t.app));
    }
    expect(await counts(t)).toEqual(before);
  });
});
