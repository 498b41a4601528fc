import { expect, test, type Page } from '@playwright/test';
import { addCard, fillCard } from '../support/card.ts';
import { startExtraServer, type ExtraServer } from '../support/extra-server.ts';
import { registerThroughApi } from '../support/register-api.ts';
import { uniqueEmail } from '../support/session.ts';

const CANCEL_CONFIRMATION = "Êtes-vous sûr de vouloir annuler votre abonnement ? Vous pourrez toujours l'utiliser jusqu'à la fin de la période en cours.";
/** French money and dates use (narrow) no-break spaces. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

/** « Choisir ce plan » on `plan`, then the confirmation. */
async function choosePlan(page: Page, plan: string, expectInDialog: string): Promise<void> {
  await page.getByRole('button', { name: `Choisir ce plan : ${plan}` }).click();
  const dialog = page.getByTestId('plan-dialog');
  await expect(dialog).toContainText(expectInDialog);
  await dialog.getByTestId('plan-dialog-confirm').click();
  await expect(dialog).toBeHidden();
}

test.describe('abonnement : carte, plan, facture, annulation', () => {
  test('ajoute la carte 4242 sur la page du bac à sable, passe de Basic à Pro, ouvre la facture en PDF, annule puis reprend', async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    await registerThroughApi(page, baseURL!, { email: uniqueEmail('abonnement'), name: 'Claire Martin' });

    // The plan banner of the settings leads to the page.
    await page.goto('/settings');
    await expect(page.getByTestId('plan-banner')).toBeVisible();
    await page.getByTestId('plan-banner-manage').click();
    await expect(page).toHaveURL(/\/settings\/subscription$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Abonnement');
    await expect(page.getByTestId('no-subscription')).toContainText('Aucun abonnement actif');
    await expect(page.getByTestId('payment-methods-empty')).toHaveText('Aucun moyen de paiement enregistré');
    await expect(page.getByTestId('invoices-empty')).toHaveText('Aucune facture disponible');
    await expect(page.getByTestId('needs-card')).toBeVisible();
    await expect(page.getByTestId('app-footer')).toHaveCount(0);

    // A declined card stays on the card page with the bank's answer; the accepted one comes back.
    await addCard(page, '4000 0000 0000 0002');
    await expect(page.getByRole('alert')).toContainText('Votre carte a été refusée.');
    await fillCard(page, '4242 4242 4242 4242');
    await expect(page).toHaveURL(/\/settings\/subscription$/);
    await expect(page.getByText('Votre carte a été ajoutée.')).toBeVisible();
    const card = page.getByTestId('payment-method');
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId('payment-method-brand')).toHaveText('Visa');
    await expect(card.getByTestId('payment-method-last4')).toHaveText('•••• 4242');
    await expect(card.getByTestId('payment-method-expiry')).toHaveText('Expire fin 12/34');
    await expect(card.getByTestId('payment-method-default')).toHaveText('Par défaut');

    // Basic: 29,00 € today.
    await choosePlan(page, 'Basic', "S'abonner au plan Basic ?");
    const current = page.getByTestId('current-plan');
    await expect(current.getByTestId('current-plan-name')).toHaveText('Basic');
    expect(plain(await current.getByTestId('current-plan-price').textContent())).toBe('29,00 €/mois');
    await expect(current.getByTestId('subscription-status')).toHaveText('Actif');
    await expect(page.getByTestId('plan-basic').getByTestId('plan-current')).toHaveText('Plan actuel');
    await expect(page.getByTestId('invoice-row')).toHaveCount(1);

    // Pro, prorated: a second invoice at once.
    await choosePlan(page, 'Professional', 'au prorata');
    await expect(current.getByTestId('current-plan-name')).toHaveText('Professional');
    expect(plain(await current.getByTestId('current-plan-price').textContent())).toBe('79,00 €/mois');
    await expect(page.getByTestId('plan-pro').getByTestId('plan-current')).toBeVisible();
    await expect(current.getByRole('meter', { name: 'Utilisateurs' })).toHaveAttribute('aria-valuetext', '1 sur 3');
    const rows = page.getByTestId('invoice-row');
    await expect(rows).toHaveCount(2);
    const newest = rows.first();
    await expect(newest.getByTestId('invoice-status')).toHaveText('Payée');
    await expect(newest.getByTestId('invoice-number')).toHaveText(/^PUB-\d{6}$/);
    await expect(rows.last().getByTestId('invoice-status')).toHaveText('Payée');
    expect(plain(await rows.last().getByTestId('invoice-amount').textContent())).toBe('29,00 €');

    // Its PDF opens in a new tab.
    const pdfLink = newest.getByTestId('invoice-pdf');
    await expect(pdfLink).toHaveAttribute('target', '_blank');
    const pdfAnswer = page.context().waitForEvent('response', (response) => /\/api\/subscription\/invoices\/[^/]+\/pdf$/.test(response.url()));
    const popup = page.waitForEvent('popup');
    await pdfLink.click();
    await popup;
    const answer = await pdfAnswer;
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('application/pdf');
    const bytes = await (await page.request.get((await pdfLink.getAttribute('href')) ?? '')).body();
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    // Cancel behind its confirmation (usable to the end of the period), then resume.
    await current.getByTestId('cancel-subscription').click();
    const dialog = page.getByTestId('cancel-dialog');
    await expect(dialog).toContainText(CANCEL_CONFIRMATION);
    await dialog.getByTestId('cancel-dialog-confirm').click();
    await expect(current.getByTestId('cancel-scheduled')).toHaveText('Annulation programmée');
    await expect(current.getByTestId('subscription-period')).toContainText('Prend fin le');
    await current.getByRole('button', { name: "Reprendre l'abonnement" }).click();
    await expect(current.getByTestId('cancel-scheduled')).toHaveCount(0);
    await expect(current.getByTestId('subscription-period')).toContainText('Prochain renouvellement le');
    await expect(page.getByTestId('billing-error')).toHaveCount(0);

    // The banner of the settings follows.
    await page.goto('/settings');
    await expect(page.getByTestId('plan-banner-name')).toHaveText('Plan Professional');
    await expect(page.getByTestId('plan-banner-teamMembers-value')).toHaveText('1/3');
  });
});

test.describe('abonnement, facturation désactivée', () => {
  let server: ExtraServer;
  test.beforeAll(async () => {
    // The hook has the test's time, and the server's start alone can take a minute on a busy machine.
    test.setTimeout(180_000);
    server = await startExtraServer({ BILLING: 'off' });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('la page dit que la facturation n’est pas activée et montre le plan et son utilisation', async ({ browser }) => {
    const page = await browser.newPage({ baseURL: server.baseURL });
    await registerThroughApi(page, server.baseURL, { email: uniqueEmail('hors-facturation'), name: 'Claire Martin' });

    await page.goto('/settings/subscription');
    await expect(page.getByTestId('billing-off')).toContainText("La facturation n'est pas activée sur cette instance");
    await expect(page.getByTestId('current-plan')).toBeVisible();
    await expect(page.getByTestId('billing-usage')).toBeVisible();
    for (const absent of ['available-plans', 'payment-methods', 'invoices', 'billing-profile', 'billing-error', 'load-error']) {
      await expect(page.getByTestId(absent)).toHaveCount(0);
    }
    await page.goto('/settings');
    await expect(page.getByTestId('plan-banner')).toContainText('Facturation désactivée');
    await page.close();
  });
});
