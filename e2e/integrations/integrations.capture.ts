// Refreshes docs/screenshots/integrations-*.png and api-docs-*.png: an admin's Intégrations tab with
// the demonstration automation receiver checked, an event webhook whose delivery log holds a real
// delivery, and an API key — then the public API's documentation page.
//
//   npm run build && cd e2e && CAPTURE_SCREENSHOTS=1 npx playwright test integrations/integrations.capture.ts
//
// Not part of npm test.
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { apiAs, connectDemo } from '../support/api.ts';
import { registerThroughUi } from '../support/session.ts';
import { settle } from '../support/settle.ts';

const out = (name: string) => path.resolve(import.meta.dirname, '../../docs/screenshots', `${name}.png`);

for (const [size, viewport] of [
  ['desktop', { width: 1440, height: 900 }],
  ['mobile', { width: 390, height: 844 }],
] as const) {
  test(`captures the Intégrations tab and /api/docs (${size})`, async ({ page, baseURL, playwright }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await registerThroughUi(page, `nora.integrations.${size}.${Date.now()}@exemple.fr`, 'Nora Lefèvre');
    const api = await apiAs(page);
    await connectDemo(api, 'twitter');
    await connectDemo(api, 'linkedin');
    await page.goto('/settings?tab=integrations');
    // Element pictures: the sticky bar stays at the top of the page and the toasts out of them.
    await page.addStyleTag({
      content: 'header { position: static !important; } [data-testid="toast-region"] { display: none !important; } nav.fixed.bottom-0 { position: static !important; }',
    });
    await page.getByTestId('automation-demo').click();
    await expect(page.getByTestId('automation-secret-value')).toHaveText(/^whsec_/);
    await page.getByTestId('automation-secret-dismiss').click();
    await page.getByTestId('automation-refresh').click();
    await expect(page.getByTestId('automation-health')).toHaveAttribute('data-health', 'green');
    await settle(page);
    await page.getByTestId('automations-card').screenshot({ path: out(`integrations-automations-${size}`) });

    await page.getByTestId('webhook-add').click();
    const dialog = page.getByTestId('webhook-dialog');
    await dialog.getByTestId('webhook-url').fill(`${baseURL}/sandbox/automations/events/crm-${size}`);
    await dialog.getByTestId('webhook-description').fill('CRM : publications et commentaires');
    for (const type of ['post.published', 'post.failed', 'comment.received']) await dialog.getByTestId(`webhook-event-${type}`).check();
    await settle(page);
    await page.screenshot({ path: out(`integrations-webhook-dialog-${size}`) });
    await dialog.getByTestId('webhook-submit').click();
    await page.getByTestId('webhook-secret-dismiss').click();

    await page.getByTestId('api-key-create').click();
    const keyDialog = page.getByTestId('api-key-dialog');
    await keyDialog.getByTestId('api-key-name').fill('Workflow n8n');
    for (const scope of ['read', 'content', 'publish']) await keyDialog.getByTestId(`api-key-scope-${scope}`).check();
    await keyDialog.getByTestId('api-key-submit').click();
    const key = ((await page.getByTestId('api-key-secret-value').textContent()) ?? '').trim();
    await settle(page);
    await page.getByTestId('api-keys-card').screenshot({ path: out(`integrations-api-key-shown-${size}`) });
    await page.getByTestId('api-key-secret-dismiss').click();

    // A post published with the key: its post.published event is delivered and logged.
    const client = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${key}` } });
    const draft = await client.post('/api/v1/content/drafts', { data: { content: 'Nouvelle carte de printemps : à découvrir dès lundi.', platforms: ['twitter', 'linkedin'] } });
    await client.post(`/api/v1/content/drafts/${(await draft.json()).data.id}/publish`);
    await client.dispose();
    await expect
      .poll(
        async () => {
          const { received } = (await (await page.request.get('/sandbox/automations/_received')).json()) as { received: { path: string; type: string | null }[] };
          return received.some((entry) => entry.path === `events/crm-${size}` && entry.type === 'post.published');
        },
        { timeout: 60_000 },
      )
      .toBe(true);
    await page.getByTestId('webhook-log').click();
    await expect(page.getByTestId('webhook-delivery').first()).toHaveAttribute('data-status', 'delivered', { timeout: 20_000 });
    await page.getByTestId('webhook-test').click();
    await expect(page.getByTestId('webhook-delivery')).toHaveCount(2, { timeout: 20_000 });
    await settle(page);
    await page.getByTestId('webhooks-card').screenshot({ path: out(`integrations-webhooks-${size}`) });
    await page.getByTestId('api-keys-card').screenshot({ path: out(`integrations-api-keys-${size}`) });
    await page.screenshot({ path: out(`integrations-tab-${size}`), fullPage: true });

    await page.goto('/api/docs');
    await expect(page.locator('.swagger-ui .information-container')).toBeVisible({ timeout: 20_000 });
    await settle(page);
    await page.screenshot({ path: out(`api-docs-${size}`) });
  });
}
