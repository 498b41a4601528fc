import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, json } from '../../test/fetch-mock.ts';
import { currentPath, renderApp } from '../../test/render-app.tsx';
import { aCard, anInvoice, aSubscription, aUsage, billingServer, bodyOf, emptyProfile, ok, plain, unlimitedUsage } from './billing.test-support.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const open = (path = '/settings/subscription', locale?: 'en') => renderApp(path, { locale });
const section = (testId: string) => screen.findByTestId(testId);
const meter = (scope: HTMLElement, name: string) => within(scope).getByRole('meter', { name });
const CANCEL_CONFIRMATION = "Êtes-vous sûr de vouloir annuler votre abonnement ? Vous pourrez toujours l'utiliser jusqu'à la fin de la période en cours.";

describe('subscription page', () => {
  it('asks for the plans, the subscription, the cards and the invoices at once, with the usage', async () => {
    // Each list answers only once all four have been asked for: one waiting for another would hang.
    const asked = new Set<string>();
    let release: (() => void) | undefined;
    const allAsked = new Promise<void>((resolve) => (release = resolve));
    const held = (name: string, data: unknown) => async () => {
      asked.add(name);
      if (asked.size === 4) release?.();
      await allAsked;
      return ok(data);
    };
    billingServer({
      extra: {
        'GET /api/subscription/plans': held('plans', []),
        'GET /api/subscription/current': held('current', aSubscription()),
        'GET /api/subscription/payment-methods': held('cards', []),
        'GET /api/subscription/invoices': held('invoices', []),
      },
    });
    open();
    expect(await screen.findByTestId('payment-methods-empty')).toBeTruthy();
    expect([...asked].sort()).toEqual(['cards', 'current', 'invoices', 'plans']);
  });

  it('shows the current plan, its price, status, renewal and usage bars capped at 100 %; the footer is hidden', async () => {
    billingServer({
      subscription: aSubscription({ planId: 'basic' }),
      usage: aUsage({ planId: 'basic', price: 2900, limits: { contentGeneration: 100, scheduledPosts: 50, teamMembers: 1, socialAccounts: 3 } }),
    });
    open();
    const current = await section('current-plan');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Abonnement');
    expect(screen.getByTestId('back-link').getAttribute('href')).toBe('/settings');
    expect(within(current).getByTestId('current-plan-name').textContent).toBe('Basic');
    expect(plain(within(current).getByTestId('current-plan-price').textContent)).toBe('29,00 €/mois');
    expect(within(current).getByTestId('subscription-status').textContent).toBe('Actif');
    expect(within(current).getByTestId('subscription-period').textContent).toBe('Prochain renouvellement le 10 avril 2026');
    expect(within(current).queryByTestId('cancel-scheduled')).toBeNull();

    // The sample usage (217 contents, 89 posts, 2 members, 5 accounts) is over every Basic limit: full bars, true counts.
    const generated = meter(current, 'Contenus générés');
    expect(generated.getAttribute('aria-valuenow')).toBe('100');
    expect(generated.getAttribute('aria-valuemax')).toBe('100');
    expect(generated.getAttribute('aria-valuetext')).toBe('217 sur 100');
    expect(generated.getAttribute('data-percent')).toBe('100');
    expect(within(current).getByTestId('usage-contentGeneration-value').textContent).toBe('217/100');
    expect(meter(current, 'Publications programmées').getAttribute('data-percent')).toBe('100');
    expect(meter(current, 'Utilisateurs').getAttribute('data-percent')).toBe('100');
    expect(meter(current, 'Comptes sociaux').getAttribute('data-percent')).toBe('100');
    expect(screen.queryByTestId('app-footer')).toBeNull();
  });

  it('lists the three plans with their price, limits and features; « Plan actuel » on the current one', async () => {
    billingServer();
    open();
    const plans = await section('available-plans');
    const cards = within(plans).getAllByTestId(/^plan-(basic|pro|business)$/);
    expect(cards.map((card) => card.dataset.testid)).toEqual(['plan-basic', 'plan-pro', 'plan-business']);
    expect(cards.map((card) => plain(within(card).getByTestId('plan-price').textContent))).toEqual(['29,00 €/mois', '79,00 €/mois', '199,00 €/mois']);
    const pro = within(plans).getByTestId('plan-pro');
    expect(within(pro).getByTestId('plan-current').textContent).toBe('Plan actuel');
    expect(within(pro).queryByRole('button', { name: /Choisir ce plan/ })).toBeNull();
    expect(
      within(pro)
        .getAllByTestId(/^plan-limit-/)
        .map((item) => plain(item.textContent)),
    ).toEqual(['500 contenus générés par mois', '200 publications programmées par mois', '3 utilisateurs', '10 comptes sociaux connectés']);
    expect(within(pro).getByText('Validation des publications en équipe')).toBeTruthy();
    const basic = within(plans).getByTestId('plan-basic');
    expect(within(basic).getByText('1 utilisateur')).toBeTruthy();
    expect(within(basic).getByRole('button', { name: 'Choisir ce plan : Basic' }).textContent).toBe('Choisir ce plan');
    expect(plain(within(within(plans).getByTestId('plan-business')).getByTestId('plan-limit-contentGeneration').textContent)).toBe('2 000 contenus générés par mois');
  });

  it('changes plan after a confirmation that says it is prorated; the subscription is read again', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    let subscription = aSubscription();
    const fetchMock = billingServer({
      extra: {
        'GET /api/subscription/current': () => ok(subscription),
        'POST /api/subscription/change-plan': (init) => {
          bodies.push(bodyOf(init));
          subscription = aSubscription({ planId: 'business' });
          return ok({ ...subscription, plan: subscription.plan }, 'Votre espace est passé au plan Business.');
        },
      },
    });
    open();
    await user.click(await screen.findByRole('button', { name: 'Choisir ce plan : Business' }));
    const dialog = await screen.findByTestId('plan-dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('Passer au plan Business ?');
    expect(plain(dialog.textContent)).toContain('au prorata');
    expect(plain(dialog.textContent)).toContain('199,00 €/mois');
    await user.click(within(dialog).getByTestId('plan-dialog-confirm'));
    expect(await screen.findByText('Votre espace est passé au plan Business.')).toBeTruthy();
    expect(bodies).toEqual([{ planId: 'business' }]);
    await waitFor(() => expect(within(screen.getByTestId('plan-business')).getByTestId('plan-current')).toBeTruthy());
    expect(callsOf(fetchMock).filter((call) => call === 'GET /api/subscription/invoices').length).toBeGreaterThan(1);
  });

  it('a refused change shows « Erreur lors du changement de plan » and the server’s words in a red banner', async () => {
    const user = userEvent.setup();
    billingServer({
      extra: {
        'POST /api/subscription/change-plan': () => json(402, { success: false, code: 'billing.cardDeclined', message: 'Votre carte a été refusée.' }),
      },
    });
    open();
    await user.click(await screen.findByRole('button', { name: 'Choisir ce plan : Basic' }));
    await user.click(await screen.findByTestId('plan-dialog-confirm'));
    const banner = await screen.findByTestId('billing-error');
    expect(banner.getAttribute('role')).toBe('alert');
    expect(banner.className).toContain('bg-red-50');
    expect(within(banner).getByTestId('billing-error-title').textContent).toBe('Erreur lors du changement de plan');
    expect(within(banner).getByTestId('billing-error-detail').textContent).toBe('Votre carte a été refusée.');
    await user.click(within(banner).getByRole('button', { name: "Fermer le message d'erreur" }));
    expect(screen.queryByTestId('billing-error')).toBeNull();
  });

  it('cancels only once confirmed (« Êtes-vous sûr… », « Garder mon abonnement »); « Annulation programmée » and « Reprendre l’abonnement » then show', async () => {
    const user = userEvent.setup();
    let subscription = aSubscription();
    const fetchMock = billingServer({
      extra: {
        'GET /api/subscription/current': () => ok(subscription),
        'POST /api/subscription/cancel': () => {
          subscription = aSubscription({ cancelAtPeriodEnd: true });
          return ok(subscription, "L'abonnement prendra fin le 10 avril 2026.");
        },
      },
    });
    open();
    await user.click(await screen.findByTestId('cancel-subscription'));
    const dialog = await screen.findByTestId('cancel-dialog');
    expect(within(dialog).getByText(CANCEL_CONFIRMATION)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Garder mon abonnement' })).toBeTruthy();
    await user.click(within(dialog).getByTestId('cancel-dialog-confirm'));
    expect(await screen.findByText("L'abonnement prendra fin le 10 avril 2026.")).toBeTruthy();
    const current = screen.getByTestId('current-plan');
    expect((await within(current).findByTestId('cancel-scheduled')).textContent).toBe('Annulation programmée');
    expect(within(current).getByTestId('subscription-period').textContent).toBe('Prend fin le 10 avril 2026');
    expect(within(current).getByRole('button', { name: "Reprendre l'abonnement" })).toBeTruthy();
    expect(callsOf(fetchMock)).toContain('POST /api/subscription/cancel');
  });

  it('resumes a subscription whose cancellation is scheduled; a failure says « Erreur lors de la reprise de l’abonnement »', async () => {
    const user = userEvent.setup();
    let fail = true;
    billingServer({
      subscription: aSubscription({ cancelAtPeriodEnd: true }),
      extra: {
        'POST /api/subscription/resume': () =>
          fail ? json(409, { success: false, code: 'billing.noSubscription', message: 'Aucun abonnement actif' }) : ok(aSubscription(), 'Abonnement repris.'),
      },
    });
    open();
    await user.click(await screen.findByRole('button', { name: "Reprendre l'abonnement" }));
    const banner = await screen.findByTestId('billing-error');
    expect(within(banner).getByTestId('billing-error-title').textContent).toBe("Erreur lors de la reprise de l'abonnement");
    expect(within(banner).getByTestId('billing-error-detail').textContent).toBe('Aucun abonnement actif');
    fail = false;
    await user.click(screen.getByRole('button', { name: "Reprendre l'abonnement" }));
    expect(await screen.findByText('Abonnement repris.')).toBeTruthy();
  });

  it('a refused cancellation says « Erreur lors de l’annulation »', async () => {
    const user = userEvent.setup();
    billingServer({
      extra: { 'POST /api/subscription/cancel': () => json(503, { success: false, code: 'billing.providerUnavailable', message: 'Le service de paiement ne répond pas.' }) },
    });
    open();
    await user.click(await screen.findByTestId('cancel-subscription'));
    await user.click(await screen.findByTestId('cancel-dialog-confirm'));
    expect((await screen.findByTestId('billing-error-title')).textContent).toBe("Erreur lors de l'annulation");
  });

  it('a past-due subscription warns with the end of the grace period', async () => {
    billingServer({
      subscription: aSubscription({ status: 'past_due', pastDueSince: '2026-04-10T09:00:00.000Z', graceEndsAt: '2099-04-17T09:00:00.000Z' }),
    });
    open();
    const warning = await screen.findByTestId('past-due');
    expect(screen.getByTestId('subscription-status').textContent).toBe('Paiement en retard');
    expect(warning.textContent).toContain('avant le 17 avril 2099');
    expect(warning.textContent).toContain('limité au plan Basic');
  });

  it('once the grace period is over, says the workspace is limited to the lowest plan and keeps its data', async () => {
    billingServer({
      subscription: aSubscription({ status: 'past_due', pastDueSince: '2026-04-10T09:00:00.000Z', graceEndsAt: '2026-04-17T09:00:00.000Z' }),
      usage: aUsage({ planId: 'basic', limits: { contentGeneration: 100, scheduledPosts: 50, teamMembers: 1, socialAccounts: 3 }, source: 'fallback' }),
    });
    open();
    const warning = await screen.findByTestId('past-due');
    expect(warning.textContent).toContain('votre espace est limité au plan Basic. Vos données sont conservées');
    expect(screen.getByTestId('usage-teamMembers-value').textContent).toBe('2/1');
  });

  it('without a subscription: « Aucun abonnement actif », the default plan’s usage, and a card asked for before subscribing', async () => {
    billingServer({
      subscription: null,
      cards: [],
      usage: aUsage({
        planId: 'business',
        price: null,
        limits: { contentGeneration: 2000, scheduledPosts: 1000, teamMembers: 10, socialAccounts: 30 },
        source: 'default',
        hasSubscription: false,
      }),
    });
    open();
    const none = await screen.findByTestId('no-subscription');
    expect(none.textContent).toContain('Aucun abonnement actif');
    expect(none.textContent).toContain('les limites du plan Business');
    expect(plain(screen.getByTestId('usage-contentGeneration-value').textContent)).toBe('217/2 000');
    expect(screen.queryByTestId('cancel-subscription')).toBeNull();
    expect(screen.getByTestId('needs-card').textContent).toContain("ajoutez d'abord une carte");
    expect(within(screen.getByTestId('needs-card')).getByRole('button', { name: 'Ajouter une carte' })).toBeTruthy();
    const choose = screen.getByRole('button', { name: 'Choisir ce plan : Professional' }) as HTMLButtonElement;
    expect(choose.disabled).toBe(true);
    expect(screen.queryByTestId('plan-current')).toBeNull();
    expect(screen.getByTestId('payment-methods-empty').textContent).toBe('Aucun moyen de paiement enregistré');
  });

  it('subscribes with a card: the confirmation says what is paid today', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    billingServer({
      subscription: null,
      extra: {
        'POST /api/subscription/subscribe': (init) => {
          bodies.push(bodyOf(init));
          return json(201, { success: true, data: aSubscription({ planId: 'basic' }), message: 'Abonnement au plan Basic activé.' });
        },
      },
    });
    open();
    await user.click(await screen.findByRole('button', { name: 'Choisir ce plan : Basic' }));
    const dialog = await screen.findByTestId('plan-dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe("S'abonner au plan Basic ?");
    expect(plain(dialog.textContent)).toContain('29,00 €/mois sont payés aujourd');
    await user.click(within(dialog).getByRole('button', { name: "S'abonner" }));
    expect(await screen.findByText('Abonnement au plan Basic activé.')).toBeTruthy();
    expect(bodies).toEqual([{ planId: 'basic' }]);
  });

  it('a declined first payment says « Erreur lors de l’abonnement » with the server’s reason', async () => {
    const user = userEvent.setup();
    billingServer({
      subscription: null,
      extra: { 'POST /api/subscription/subscribe': () => json(402, { success: false, code: 'billing.cardDeclined', message: 'Votre carte a été refusée.' }) },
    });
    open();
    await user.click(await screen.findByRole('button', { name: 'Choisir ce plan : Professional' }));
    await user.click(await screen.findByTestId('plan-dialog-confirm'));
    expect((await screen.findByTestId('billing-error-title')).textContent).toBe("Erreur lors de l'abonnement");
    expect(screen.getByTestId('billing-error-detail').textContent).toBe('Votre carte a été refusée.');
  });

  it('lists the cards: brand, •••• last4, expiry MM/YY, « Par défaut »; another card can be made the default or deleted', async () => {
    const user = userEvent.setup();
    let cards = [aCard(), aCard({ id: 'pm_2', brand: 'mastercard', last4: '4444', expiryMonth: 11, expiryYear: 2029, isDefault: false })];
    const fetchMock = billingServer({
      extra: {
        'GET /api/subscription/payment-methods': () => ok(cards),
        'POST /api/subscription/payment-methods/pm_2/default': () => {
          cards = cards.map((card) => ({ ...card, isDefault: card.id === 'pm_2' }));
          return json(200, { success: true, message: 'Carte par défaut modifiée.' });
        },
        'DELETE /api/subscription/payment-methods/pm_1': () => {
          cards = cards.filter((card) => card.id !== 'pm_1');
          return json(200, { success: true, message: 'Carte supprimée.' });
        },
      },
    });
    open();
    const list = await section('payment-methods');
    const rows = await within(list).findAllByTestId('payment-method');
    expect(
      rows.map((row) => [
        within(row).getByTestId('payment-method-brand').textContent,
        within(row).getByTestId('payment-method-last4').textContent,
        within(row).getByTestId('payment-method-expiry').textContent,
        within(row).queryByTestId('payment-method-default')?.textContent ?? null,
      ]),
    ).toEqual([
      ['Visa', '•••• 4242', 'Expire fin 04/31', 'Par défaut'],
      ['Mastercard', '•••• 4444', 'Expire fin 11/29', null],
    ]);
    expect(within(rows[0]!).queryByRole('button', { name: 'Définir par défaut' })).toBeNull();

    await user.click(within(rows[1]!).getByRole('button', { name: 'Définir par défaut' }));
    expect(await screen.findByText('Carte par défaut modifiée.')).toBeTruthy();
    await waitFor(() => expect(within(list).getAllByTestId('payment-method')[1]!.dataset.default).toBe('true'));

    await user.click(within(within(list).getAllByTestId('payment-method')[0]!).getByRole('button', { name: 'Supprimer' }));
    const dialog = await screen.findByTestId('delete-card-dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('Supprimer la carte Visa •••• 4242 ?');
    await user.click(within(dialog).getByTestId('delete-card-dialog-confirm'));
    expect(await screen.findByText('Carte supprimée.')).toBeTruthy();
    await waitFor(() => expect(within(list).getAllByTestId('payment-method')).toHaveLength(1));
    expect(callsOf(fetchMock)).toContain('DELETE /api/subscription/payment-methods/pm_1');
  });

  it('« Ajouter une carte » sends the browser to the card page the server names', async () => {
    const user = userEvent.setup();
    const assign = vi.fn<(url: string) => void>();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
    billingServer({
      extra: { 'POST /api/subscription/payment-methods': () => json(200, { success: true, redirectUrl: 'http://localhost/sandbox/stripe/checkout/cs_1' }) },
    });
    open();
    await user.click(await screen.findByTestId('add-card'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/sandbox/stripe/checkout/cs_1'));
  });

  it('back from the card page: « ?card=added » gives a success toast, « ?card=cancelled » an information, and the address is cleaned', async () => {
    billingServer();
    const added = open('/settings/subscription?card=added&session_id=cs_1');
    expect(await screen.findByText('Votre carte a été ajoutée.')).toBeTruthy();
    await waitFor(() => expect(currentPath(added.router)).toBe('/settings/subscription'));
    added.unmount();

    const cancelled = open('/settings/subscription?card=cancelled');
    expect(await screen.findByText("Ajout de carte annulé : aucune carte n'a été enregistrée.")).toBeTruthy();
    await waitFor(() => expect(currentPath(cancelled.router)).toBe('/settings/subscription'));
  });

  it('lists the invoices: number, date, amount, « Payée » / « En attente » / « Annulée », and their PDF in a new tab', async () => {
    billingServer({
      invoices: [
        anInvoice({ id: 'in_3', number: 'PUB-000003', date: '2026-05-10T09:00:00.000Z', amount: 19900, status: 'void', pdfUrl: null }),
        anInvoice({ id: 'in_2', number: 'PUB-000002', date: '2026-04-10T09:00:00.000Z', amount: 12000, status: 'open' }),
        anInvoice(),
      ],
    });
    open();
    const table = await screen.findByTestId('invoices-table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Numéro', 'Date', 'Montant', 'Statut', 'Fichier']);
    const rows = within(table).getAllByTestId('invoice-row');
    expect(
      rows.map((row) => [
        within(row).getByTestId('invoice-number').textContent,
        within(row).getByTestId('invoice-date').textContent,
        plain(within(row).getByTestId('invoice-amount').textContent),
        within(row).getByTestId('invoice-status').textContent,
      ]),
    ).toEqual([
      ['PUB-000003', '10 mai 2026', '199,00 €', 'Annulée'],
      ['PUB-000002', '10 avril 2026', '120,00 €', 'En attente'],
      ['PUB-000001', '10 mars 2026', '79,00 €', 'Payée'],
    ]);
    const pdf = within(rows[2]!).getByRole('link', { name: /^PDF de la facture PUB-000001/ });
    expect(pdf.getAttribute('href')).toBe('/api/subscription/invoices/in_1/pdf');
    expect(pdf.getAttribute('target')).toBe('_blank');
    expect(within(rows[0]!).queryByRole('link')).toBeNull();
    // Phones get cards with the same invoices.
    expect(screen.getAllByTestId('invoice-card')).toHaveLength(3);
  });

  it('without invoices: « Aucune facture disponible »', async () => {
    billingServer({ invoices: [] });
    open();
    expect((await screen.findByTestId('invoices-empty')).textContent).toBe('Aucune facture disponible');
  });

  it('saves the billing details; a refused field shows the server’s message under it', async () => {
    const user = userEvent.setup();
    const bodies: Array<Record<string, unknown>> = [];
    billingServer({
      extra: {
        'PUT /api/subscription/billing-profile': (init) => {
          const body = bodyOf(init);
          bodies.push(body);
          if (body.siren === '123') {
            return json(400, { success: false, code: 'billing.sirenInvalid', message: 'Le SIREN doit compter 9 chiffres.', field: 'siren' });
          }
          return ok({ ...emptyProfile, ...body });
        },
      },
    });
    open();
    await user.type(await screen.findByLabelText('Raison sociale ou nom'), 'Atelier Lumière SAS');
    await user.type(screen.getByLabelText('E-mail de facturation'), 'compta@atelier-lumiere.fr');
    await user.type(screen.getByLabelText('Adresse'), '12 rue des Arts');
    await user.type(screen.getByLabelText('Code postal'), '69001');
    await user.type(screen.getByLabelText('Ville'), 'Lyon');
    expect((screen.getByLabelText('Pays') as HTMLSelectElement).value).toBe('FR');
    await user.type(screen.getByLabelText('Numéro SIREN (facultatif)'), '123');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const siren = screen.getByLabelText('Numéro SIREN (facultatif)');
    await waitFor(() => expect(siren.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Le SIREN doit compter 9 chiffres.')).toBeTruthy();

    await user.clear(siren);
    await user.type(siren, '123456789');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Informations de facturation enregistrées.')).toBeTruthy();
    expect(bodies.at(-1)).toEqual({
      legalName: 'Atelier Lumière SAS',
      email: 'compta@atelier-lumiere.fr',
      addressLine1: '12 rue des Arts',
      addressLine2: '',
      postalCode: '69001',
      city: 'Lyon',
      country: 'FR',
      siren: '123456789',
      vatNumber: '',
    });
  });

  it('with billing off: says so and shows the plan and usage only', async () => {
    const fetchMock = billingServer({
      usage: aUsage({ mode: 'off', price: null, source: 'default', hasSubscription: false }),
      extra: {
        'GET /api/subscription/current': () => json(409, { success: false, code: 'billing.disabled', message: "La facturation n'est pas activée sur cette instance." }),
        'GET /api/subscription/payment-methods': () => json(409, { success: false, code: 'billing.disabled', message: "La facturation n'est pas activée sur cette instance." }),
        'GET /api/subscription/invoices': () => json(409, { success: false, code: 'billing.disabled', message: "La facturation n'est pas activée sur cette instance." }),
        'GET /api/subscription/billing-profile': () => json(409, { success: false, code: 'billing.disabled', message: "La facturation n'est pas activée sur cette instance." }),
      },
    });
    open();
    const off = await screen.findByTestId('billing-off');
    expect(off.textContent).toContain("La facturation n'est pas activée sur cette instance");
    expect(screen.getByTestId('current-plan-name').textContent).toBe('Professional');
    expect(screen.queryByTestId('current-plan-price')).toBeNull();
    expect(screen.getByRole('meter', { name: 'Contenus générés' }).getAttribute('aria-valuetext')).toBe('217 sur 500');
    for (const absent of ['available-plans', 'payment-methods', 'invoices', 'billing-profile', 'billing-error', 'load-error']) {
      expect(screen.queryByTestId(absent)).toBeNull();
    }
    expect(callsOf(fetchMock)).toContain('GET /api/subscription/usage');
  });

  it('with billing off and no default plan: « Sans limite », the counts without bars', async () => {
    billingServer({ usage: unlimitedUsage });
    open();
    expect((await screen.findByTestId('billing-off')).textContent).toContain('aucune limite ne s');
    expect(screen.getByTestId('current-plan-name').textContent).toBe('Sans limite');
    expect(screen.queryAllByRole('meter')).toHaveLength(0);
    expect(screen.getByTestId('usage-contentGeneration-value').textContent).toBe('217 · sans limite');
  });

  it('a member who does not manage billing sees the plan and its usage, and why the rest is not there — no refusal', async () => {
    const fetchMock = billingServer({ role: 'editor' });
    open();
    expect((await screen.findByTestId('billing-read-only')).textContent).toContain('Seuls les administrateurs');
    expect(screen.getByTestId('current-plan-name').textContent).toBe('Professional');
    expect(plain(screen.getByTestId('current-plan-price').textContent)).toBe('79,00 €/mois');
    expect(screen.getByRole('meter', { name: 'Utilisateurs' }).getAttribute('aria-valuetext')).toBe('2 sur 3');
    expect(screen.queryByTestId('available-plans')).toBeNull();
    expect(screen.queryByTestId('billing-error')).toBeNull();
    expect(callsOf(fetchMock).filter((call) => call.startsWith('GET /api/subscription/') && !call.endsWith('/usage'))).toEqual([]);
  });

  it('reads in English as well', async () => {
    billingServer();
    open('/settings/subscription', 'en');
    expect((await screen.findByTestId('current-plan-price')).textContent).toBe('€79.00/month');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Subscription');
    expect(screen.getByTestId('subscription-status').textContent).toBe('Active');
    expect((await screen.findAllByTestId('invoice-status'))[0]!.textContent).toBe('Paid');
  });
});
