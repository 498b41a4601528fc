// Refreshes docs/screenshots/subscription-*.png and settings-plan-banner-*.png: an admin on the
// Professional plan (Basic first, then the change, so two invoices), two cards, her billing details
// and a filled workspace; the same page with billing off on a second instance.
//
//   npm run build && cd e2e && CAPTURE_SCREENSHOTS=1 npx playwright test billing/billing-pages.capture.ts
//
// Not part of npm test.
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiAs } from '../support/api.ts';
import { startExtraServer } from '../support/extra-server.ts';
import { fillSampleWorkspace } from '../support/sample-workspace.ts';
import { registerThroughUi } from '../support/session.ts';
import { settle } from '../support/settle.ts';

const out = (name: string) => path.resolve(import.meta.dirname, '../../docs/screenshots', `${name}.png`);

const SIZES = [
  ['desktop', { width: 1440, height: 900 }],
  ['mobile', { width: 390, height: 844 }],
] as const;

/** A card typed on the payment sandbox's page (its form posted as the browser would). */
async function addCard(page: Page, number: string, expiry: string): Promise<void> {
  const api = await apiAs(page);
  const { redirectUrl } = await api.post<{ redirectUrl: string }>('/api/subscription/payment-methods');
  const answer = await page.request.post(redirectUrl, {
    headers: { origin: new URL(redirectUrl).origin },
    form: { number, expiry, cvc: '123', name: 'Marie Curie' },
  });
  expect(answer.ok()).toBe(true);
}

/** A few generations, so that the first counter is not empty. */
async function generate(page: Page, times: number): Promise<void> {
  const api = await apiAs(page);
  for (let index = 0; index < times; index += 1) {
    await api.post('/api/generate-content', {
      reseauxSelectionnes: ['instagram'],
      informations: { motsCles: ['atelier', 'céramique'], objectif: 'inform' },
    });
  }
}

for (const [size, viewport] of SIZES) {
  test(`captures the subscription page and the plan banner (${size})`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    await registerThroughUi(page, `marie.curie.billing.${size}.${Date.now()}@exemple.fr`, 'Marie Curie');
    await fillSampleWorkspace(page);
    await addCard(page, '4242 4242 4242 4242', '08/29');
    await addCard(page, '5555 5555 5555 4444', '11/31');
    const api = await apiAs(page);
    await api.put('/api/subscription/billing-profile', {
      legalName: 'Atelier Lumière SAS',
      email: 'compta@atelier-lumiere.fr',
      addressLine1: '12 rue des Arts',
      addressLine2: '',
      postalCode: '69001',
      city: 'Lyon',
      country: 'FR',
      siren: '732829320',
      vatNumber: 'FR44732829320',
    });
    await api.post('/api/subscription/subscribe', { planId: 'basic' });
    await api.post('/api/subscription/change-plan', { planId: 'pro' });
    // Counted from the period's start: once subscribed.
    await generate(page, 3);

    await page.goto('/settings/subscription');
    await expect(page.getByTestId('plan-pro').getByTestId('plan-current')).toBeVisible();
    await expect(page.getByTestId(/^invoice-(row|card)$/).filter({ visible: true })).toHaveCount(2);
    await expect(page.getByTestId('billing-profile-legalName')).toHaveValue('Atelier Lumière SAS');
    await settle(page);
    await page.screenshot({ path: out(`subscription-${size}`), fullPage: true });

    if (size === 'desktop') {
      await page.getByTestId('cancel-subscription').click();
      await expect(page.getByTestId('cancel-dialog')).toBeVisible();
      await settle(page);
      await page.screenshot({ path: out('subscription-cancel-dialog-desktop') });
      await page.getByTestId('cancel-dialog-confirm').click();
      await expect(page.getByTestId('cancel-scheduled')).toBeVisible();
      await page.getByTestId('current-plan').scrollIntoViewIfNeeded();
      await settle(page);
      await page.screenshot({ path: out('subscription-cancel-scheduled-desktop') });
    }

    await page.goto('/settings');
    await expect(page.getByTestId('plan-banner-name')).toHaveText('Plan Professional');
    await settle(page);
    await page.screenshot({ path: out(`settings-plan-banner-${size}`) });
  });
}

test('captures the subscription page with billing off (desktop and mobile)', async ({ browser }) => {
  test.setTimeout(180_000);
  const server = await startExtraServer({ BILLING: 'off' });
  try {
    for (const [size, viewport] of SIZES) {
      const page = await browser.newPage({ baseURL: server.baseURL, viewport });
      await registerThroughUi(page, `marie.curie.off.${size}.${Date.now()}@exemple.fr`, 'Marie Curie');
      await fillSampleWorkspace(page);
      await page.goto('/settings/subscription');
      await expect(page.getByTestId('billing-off')).toBeVisible();
      await expect(page.getByTestId('billing-usage')).toBeVisible();
      await settle(page);
      await page.screenshot({ path: out(`subscription-off-${size}`), fullPage: true });
      if (size === 'desktop') {
        await page.goto('/settings');
        await expect(page.getByTestId('plan-banner')).toBeVisible();
        await settle(page);
        await page.screenshot({ path: out('settings-plan-banner-off-desktop') });
      }
      await page.close();
    }
  } finally {
    await server.stop();
  }
});
