import { SANDBOX_CARDS } from '@publia/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvents } from '../../core/events/catalogue.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { announceFallbacks } from '../../core/plans/service.ts';
import { manualClock } from '../../lib/clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { addCard, advanceSandbox, newAdmin, pdfTextOf, type BillingClient } from './billing.test-support.ts';

/**
 * The whole life of a subscription against the payment sandbox, through the API the page calls:
 * a card, a subscription, a plan change with its prorated invoice, a cancellation taken back, a
 * paid renewal, then a card whose charges fail, the renewal that goes past due, and the fallback
 * to the lowest plan's limits once the grace period has passed.
 */
let t: TestApp;
let admin: BillingClient;
const failures: DomainEvents['billing.payment_failed'][] = [];
const fallbacks: DomainEvents['billing.fell_back'][] = [];
// Publia's clock: the sandbox's runs from it too (moved further by `_advance`).
const clock = manualClock();
const DAY_MS = 24 * 3_600_000;
const HOUR_MS = 3_600_000;
const PROFILE = {
  legalName: 'Boulangerie Martin SARL',
  email: 'compta@boulangerie-martin.fr',
  addressLine1: '12 rue des Lilas',
  postalCode: '69003',
  city: 'Lyon',
  country: 'FR',
  siren: '732829320',
  vatNumber: 'FR44732829320',
};

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  admin = await newAdmin(t);
  t.ctx.events.on('billing.payment_failed', (payload) => {
    failures.push(payload);
  });
  t.ctx.events.on('billing.fell_back', (payload) => {
    fallbacks.push(payload);
  });
});
afterAll(() => t?.close());

const current = async () => (await admin.get('/api/subscription/current')).json().data;
const invoices = async () => (await admin.get('/api/subscription/invoices')).json().data as { id: string; number: string; amount: number; status: string; pdfUrl: string }[];
const cards = async () => (await admin.get('/api/subscription/payment-methods')).json().data as { id: string; last4: string; isDefault: boolean }[];
const auditTargets = async () =>
  (await rawRows<{ target: string }>(t.ctx.db, sql`select target from audit_entries where action = 'billing.changed' order by created_at, id`)).map((row) => row.target);

describe('a subscription from its first card to a failed renewal', () => {
  it('starts with no subscription, and refuses to subscribe without a card', async () => {
    expect(await current()).toBeNull();
    const usage = (await admin.get('/api/subscription/usage')).json().data;
    expect(usage).toMatchObject({ mode: 'sandbox', hasSubscription: false, source: 'default', price: null });
    const refused = await admin.post('/api/subscription/subscribe', { planId: 'basic' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'billing.cardRequired', message: "Ajoutez d'abord une carte de paiement, puis choisissez votre forfait." });
    expect(await current()).toBeNull();
  });

  it('adds the 4242 card on the sandbox page, which becomes the default', async () => {
    const page = await addCard(t, admin);
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe(`${t.ctx.config.publicUrl}/settings/subscription?card=added`);
    expect(await cards()).toEqual([{ id: expect.stringMatching(/^pm_/), type: 'card', brand: 'visa', last4: '4242', expiryMonth: 12, expiryYear: 2039, isDefault: true }]);
  });

  it('refuses the declined card on the page: nothing attached', async () => {
    const page = await addCard(t, admin, SANDBOX_CARDS.declined);
    expect(page.statusCode).toBe(402);
    expect(page.body).toContain('Votre carte a été refusée.');
    expect(await cards()).toHaveLength(1);
  });

  it("saves the billing profile, given to the provider's customer too", async () => {
    const saved = await admin.put('/api/subscription/billing-profile', PROFILE);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ legalName: 'Boulangerie Martin SARL', siren: '732829320', vatNumber: 'FR44732829320', country: 'FR' });
    const [row] = await rawRows<{ customer_id: string }>(t.ctx.db, sql`select customer_id from billing_customers where workspace_id = ${admin.visitor.workspaceId}`);
    const customer = await t.ctx.billing.stripe!.customers.retrieve(row!.customer_id);
    expect(customer).toMatchObject({
      name: 'Boulangerie Martin SARL',
      email: 'compta@boulangerie-martin.fr',
      address: { line1: '12 rue des Lilas', postal_code: '69003', city: 'Lyon', country: 'FR' },
      metadata: { workspaceId: admin.visitor.workspaceId, siren: '732829320', vatNumber: 'FR44732829320' },
    });
  });

  it('subscribes to Basic: charged at once, the invoice filed', async () => {
    const answer = await admin.post('/api/subscription/subscribe', { planId: 'basic' });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({ success: true, message: 'Abonnement au forfait Basic activé.', data: { planId: 'basic', status: 'active', cancelAtPeriodEnd: false } });
    const list = await invoices();
    expect(list).toEqual([expect.objectContaining({ number: expect.stringMatching(/^PUB-\d{6}$/), amount: 2900, status: 'paid' })]);
    expect(list[0]!.pdfUrl).toBe(`/api/subscription/invoices/${list[0]!.id}/pdf`);
    expect((await admin.get('/api/subscription/usage')).json().data).toMatchObject({ planId: 'basic', source: 'subscription', price: 2900, hasSubscription: true });
    const again = await admin.post('/api/subscription/subscribe', { planId: 'pro' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('billing.alreadySubscribed');
    expect(await invoices()).toHaveLength(1);
  });

  it('changes to Pro with a prorated invoice, and ignores the current plan or an unknown one', async () => {
    const answer = await admin.post('/api/subscription/change-plan', { planId: 'pro' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ message: expect.stringContaining('Votre forfait est maintenant Professional.'), data: { planId: 'pro' } });
    const [proration, first] = await invoices();
    expect(first!.amount).toBe(2900);
    // Right after subscribing: about the whole month of Basic credited and of Pro charged.
    expect(proration!.amount).toBeGreaterThan(4900);
    expect(proration!.amount).toBeLessThanOrEqual(5000);
    expect(proration!.number > first!.number).toBe(true);

    const same = await admin.post('/api/subscription/change-plan', { planId: 'pro' });
    expect(same.json()).toMatchObject({ success: true, message: "Vous avez déjà le forfait Professional : rien n'a été changé.", data: { planId: 'pro' } });
    const unknown = await admin.post('/api/subscription/change-plan', { planId: 'platinum' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'billing.planNotFound', message: 'Plan introuvable : platinum' });
    expect(await invoices()).toHaveLength(2);
  });

  it('prints the invoice as a PDF with its number, the buyer and the VAT', async () => {
    const [latest] = await invoices();
    const pdf = await admin.get(latest!.pdfUrl);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfTextOf(pdf.rawPayload);
    expect(text).toContain(`Facture n° ${latest!.number}`);
    expect(text).toContain('Boulangerie Martin SARL');
    expect(text).toContain('SIREN : 732829320');
    expect(text).toContain('TVA (20 %)');
    // A later change of address leaves the filed invoice as it was issued.
    await admin.put('/api/subscription/billing-profile', { ...PROFILE, legalName: 'Martin & Fils' });
    expect(pdfTextOf((await admin.get(latest!.pdfUrl)).rawPayload)).toContain('Boulangerie Martin SARL');
  });

  it('cancels at the end of the period, then resumes', async () => {
    const cancelled = await admin.post('/api/subscription/cancel');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ message: expect.stringMatching(/^Votre abonnement prendra fin le \d{2}\/\d{2}\/\d{4}\./), data: { cancelAtPeriodEnd: true } });
    const resumed = await admin.post('/api/subscription/resume');
    expect(resumed.json()).toMatchObject({ message: expect.stringMatching(/^Votre abonnement continue : il sera renouvelé le /), data: { cancelAtPeriodEnd: false } });
  });

  it('renews at the end of the period, paid', async () => {
    const before = await current();
    await advanceSandbox(t, new Date(Date.parse(before.currentPeriodEnd) + HOUR_MS));
    const after = await current();
    expect(after).toMatchObject({ status: 'active', planId: 'pro', currentPeriodStart: before.currentPeriodEnd });
    const [renewal] = await invoices();
    expect(renewal).toMatchObject({ amount: 7900, status: 'paid' });
  });

  it('charges the 0341 card once it is the default: the renewal fails, past due, the admins told', async () => {
    expect((await addCard(t, admin, SANDBOX_CARDS.chargeFails)).statusCode).toBe(303);
    const failing = (await cards()).find((card) => card.last4 === '0341')!;
    expect(failing.isDefault).toBe(false);
    const made = await admin.post(`/api/subscription/payment-methods/${failing.id}/default`);
    expect(made.json()).toEqual({ success: true, message: 'Cette carte sera désormais utilisée pour vos paiements.' });
    expect((await cards()).filter((card) => card.isDefault).map((card) => card.last4)).toEqual(['0341']);

    const before = await current();
    await advanceSandbox(t, new Date(Date.parse(before.currentPeriodEnd) + HOUR_MS));
    const after = await current();
    expect(after).toMatchObject({ status: 'past_due', planId: 'pro', pastDueSince: expect.any(String), graceEndsAt: expect.any(String) });
    expect((await invoices())[0]).toMatchObject({ amount: 7900, status: 'open' });
    expect(failures).toEqual([{ workspaceId: admin.visitor.workspaceId, planId: 'pro', graceEndsAt: after.graceEndsAt }]);
    // During the grace, Pro's limits hold.
    expect((await admin.get('/api/subscription/usage')).json().data).toMatchObject({ planId: 'pro', source: 'subscription' });
  });

  it('tries the unpaid invoice again without telling the admins twice', async () => {
    // A day into the unpaid period: the sandbox tries the open invoice again, refused again.
    const before = await current();
    await advanceSandbox(t, new Date(Date.parse(before.currentPeriodStart) + DAY_MS));
    expect(await current()).toMatchObject({ status: 'past_due', pastDueSince: before.pastDueSince, currentPeriodEnd: before.currentPeriodEnd });
    expect(failures).toHaveLength(1);
  });

  it("falls back to Basic's limits once the grace has passed, data kept, the admins told once", async () => {
    const { graceEndsAt } = await current();
    clock.advance(Date.parse(graceEndsAt) - clock.now() + 60_000);
    const usage = (await admin.get('/api/subscription/usage')).json().data;
    expect(usage).toMatchObject({ planId: 'basic', source: 'fallback', limits: { teamMembers: 1, socialAccounts: 3 } });
    expect(await announceFallbacks(t.ctx)).toBe(1);
    expect(await announceFallbacks(t.ctx)).toBe(0);
    expect(fallbacks).toEqual([{ workspaceId: admin.visitor.workspaceId, planId: 'pro', fallbackPlanId: 'basic' }]);
    // Nothing is lost: the invoices and the cards are all still there.
    expect((await invoices()).length).toBeGreaterThanOrEqual(4);
    expect((await cards()).map((card) => card.last4).sort()).toEqual(['0341', '4242']);
  });

  it('wrote each action in the audit log', async () => {
    // The test's clock stands still: the entries share their instant, so their order is not asserted.
    expect((await auditTargets()).sort()).toEqual(
      [
        'Carte ajoutée : Visa •••• 4242',
        'Coordonnées de facturation : Boulangerie Martin SARL',
        'Abonnement au forfait Basic',
        'Changement de forfait : Basic vers Professional',
        'Coordonnées de facturation : Martin & Fils',
        'Résiliation à la fin de la période (Professional)',
        "Reprise de l'abonnement (Professional)",
        'Carte ajoutée : Visa •••• 0341',
        'Carte utilisée pour les paiements : Visa •••• 0341',
      ].sort(),
    );
  });
});
