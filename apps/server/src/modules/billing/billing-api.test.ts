import { billingEndpoints, SANDBOX_CARDS } from '@publia/shared';
import { sql } from 'drizzle-orm';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectFetch } from '../../app/inject-fetch.ts';
import { insertMembership } from '../../core/workspaces/repository.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { createTestApp, registerVisitor, type TestApp } from '../../test/test-app.ts';
import { addCard, billingClient, newAdmin } from './billing.test-support.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ SESSION_CACHE_SECONDS: '0' });
});
afterAll(() => t?.close());

const count = async (table: 'billing_invoices' | 'workspace_plans' | 'billing_customers') =>
  (await rawRows<{ n: number }>(t.ctx.db, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]!.n;

describe('who may call the billing routes', () => {
  it('refuses every route but the usage summary to an editor and a viewer: 403, nothing made', async () => {
    const admin = await newAdmin(t);
    const before = await count('billing_customers');
    for (const role of ['editor', 'viewer'] as const) {
      const member = await registerVisitor(t.app);
      await t.ctx.db.execute(sql`delete from memberships where user_id = ${member.userId}`);
      await insertMembership(t.ctx.db, admin.visitor.workspaceId, member.userId, role);
      await t.ctx.db.execute(sql`update sessions set workspace_id = ${admin.visitor.workspaceId} where user_id = ${member.userId}`);
      const client = billingClient(t, member);
      for (const endpoint of Object.values(billingEndpoints)) {
        if (endpoint.access !== 'manage_billing') continue;
        const url = endpoint.path.replace(':id', 'pm_x');
        const answer = await t.app.inject({
          method: endpoint.method as HTTPMethods,
          url,
          headers: { cookie: member.cookie, 'x-csrf-token': member.csrfToken },
          ...(endpoint.method === 'GET' ? {} : { payload: {} }),
        });
        expect(answer.statusCode, `${role} ${endpoint.method} ${url}`).toBe(403);
        expect(answer.json().message).toBe("Vous n'avez pas les permissions nécessaires");
      }
      expect((await client.get('/api/subscription/usage')).statusCode).toBe(200);
    }
    expect(await count('billing_customers')).toBe(before);
  });
});

describe('the billing profile', () => {
  it('starts from the workspace and the admin, refuses each bad field in French and keeps nothing of it', async () => {
    const admin = await newAdmin(t);
    const me = (await admin.get('/api/auth/me')).json();
    const initial = (await admin.get('/api/subscription/billing-profile')).json().data;
    expect(initial).toMatchObject({ legalName: me.workspace.name, email: me.user.email, country: 'FR', siren: '', vatNumber: '' });
    const good = { legalName: 'Atelier Dubois', email: 'factures@atelier-dubois.fr', addressLine1: '3 place du Marché', postalCode: '35000', city: 'Rennes', country: 'FR' };
    const cases: [Record<string, string>, string, string][] = [
      [{ legalName: '' }, 'legalName', 'Indiquez la raison sociale ou le nom du titulaire.'],
      [{ email: 'factures.atelier' }, 'email', "L'adresse e-mail de facturation n'est pas valide."],
      [{ city: ' ' }, 'city', 'Indiquez la ville.'],
      [{ country: 'F' }, 'country', 'Le pays doit être un code de deux lettres (FR, BE, CH…).'],
      [{ siren: '12345678' }, 'siren', 'Le numéro SIREN doit compter 9 chiffres.'],
      [{ siren: '123456789' }, 'siren', "Ce numéro SIREN n'est pas valide : sa clé de contrôle ne correspond pas."],
      [{ siren: '732829320', vatNumber: 'FR12732829320' }, 'vatNumber', "Ce numéro de TVA n'est pas valide : sa clé ne correspond pas au SIREN qu'il contient."],
    ];
    for (const [change, field, message] of cases) {
      const answer = await admin.put('/api/subscription/billing-profile', { ...good, ...change });
      expect(answer.statusCode, field).toBe(400);
      expect(answer.json()).toMatchObject({ success: false, field, message });
    }
    expect((await admin.get('/api/subscription/billing-profile')).json().data).toEqual(initial);
    const saved = await admin.put('/api/subscription/billing-profile', { ...good, siren: '404 833 048', vatNumber: 'FR83404833048' });
    expect(saved.json().data).toEqual({ ...good, addressLine2: '', siren: '404833048', vatNumber: 'FR83404833048' });
  });
});

describe('refusals that charge nothing', () => {
  it('a card whose charge fails: the subscription is refused in French and nothing is kept', async () => {
    const admin = await newAdmin(t);
    expect((await addCard(t, admin, SANDBOX_CARDS.chargeFails)).statusCode).toBe(303);
    const [plans, invoices] = [await count('workspace_plans'), await count('billing_invoices')];
    const refused = await admin.post('/api/subscription/subscribe', { planId: 'pro' });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ success: false, code: expect.stringMatching(/^billing\.cardDeclined/), message: expect.stringContaining('Votre carte') });
    expect(refused.json().message).toContain("Aucun montant n'a été débité");
    expect((await admin.get('/api/subscription/current')).json().data).toBeNull();
    expect([await count('workspace_plans'), await count('billing_invoices')]).toEqual([plans, invoices]);
  });

  it('a subscription the provider runs but Publia has not heard of yet: kept, and no second one charged', async () => {
    const admin = await newAdmin(t);
    await addCard(t, admin);
    expect((await admin.post('/api/subscription/subscribe', { planId: 'basic' })).statusCode).toBe(201);
    // As if the webhook and the answer had been lost.
    await t.ctx.db.execute(sql`delete from workspace_plans where workspace_id = ${admin.visitor.workspaceId}`);
    const invoices = await count('billing_invoices');
    const again = await admin.post('/api/subscription/subscribe', { planId: 'basic' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('billing.alreadySubscribed');
    expect(await count('billing_invoices')).toBe(invoices);
    expect((await admin.get('/api/subscription/current')).json().data).toMatchObject({ planId: 'basic', status: 'active' });
  });

  it('the provider out of reach: a French 502, never a 500', async () => {
    const admin = await newAdmin(t);
    t.ctx.billing.attachSandboxFetch(() => Promise.reject(new TypeError('fetch failed')));
    try {
      for (const answer of [await admin.post('/api/subscription/payment-methods'), await admin.post('/api/subscription/subscribe', { planId: 'basic' })]) {
        expect(answer.statusCode).toBe(502);
        expect(answer.json()).toMatchObject({
          code: 'billing.providerUnavailable',
          message: 'Le service de paiement ne répond pas pour le moment. Réessayez dans quelques instants.',
        });
      }
    } finally {
      t.ctx.billing.attachSandboxFetch(injectFetch(t.app));
    }
  });
});

describe('cards', () => {
  it('keeps the only card of a running subscription, hands the default on when the default goes, and hides other workspaces’ cards', async () => {
    const admin = await newAdmin(t);
    await addCard(t, admin);
    expect((await admin.post('/api/subscription/subscribe', { planId: 'basic' })).statusCode).toBe(201);
    const [only] = (await admin.get('/api/subscription/payment-methods')).json().data;
    const kept = await admin.del(`/api/subscription/payment-methods/${only.id}`);
    expect(kept.statusCode).toBe(409);
    expect(kept.json().message).toBe("Impossible de supprimer votre seule carte tant qu'un abonnement est actif : ajoutez-en une autre ou annulez l'abonnement.");

    await addCard(t, admin, '5555555555554444');
    const removed = await admin.del(`/api/subscription/payment-methods/${only.id}`);
    expect(removed.json()).toEqual({ success: true, message: 'Carte supprimée.' });
    expect((await admin.get('/api/subscription/payment-methods')).json().data).toEqual([expect.objectContaining({ brand: 'mastercard', last4: '4444', isDefault: true })]);

    const stranger = await newAdmin(t);
    await addCard(t, stranger);
    const [theirs] = (await stranger.get('/api/subscription/payment-methods')).json().data;
    for (const answer of [
      await admin.del(`/api/subscription/payment-methods/${theirs.id}`),
      await admin.post(`/api/subscription/payment-methods/${theirs.id}/default`),
      await admin.del('/api/subscription/payment-methods/pm_nowhere'),
      await admin.del('/api/subscription/payment-methods/..%2Fcustomers'),
    ]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe('Moyen de paiement introuvable.');
    }
    expect((await stranger.get('/api/subscription/payment-methods')).json().data).toHaveLength(1);
  });
});
