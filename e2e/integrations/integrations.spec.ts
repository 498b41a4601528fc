import { expect, test } from '@playwright/test';
import { apiAs, connectDemo } from '../support/api.ts';
import { registerThroughApi } from '../support/register-api.ts';

test.describe('intégrations : automatisations, webhooks signés, clés d’API', () => {
  test('le récepteur de démonstration actif, un webhook d’événements, une clé qui publie, la livraison au journal et son renvoi', async ({ page, baseURL, playwright }) => {
    test.setTimeout(120_000);
    await registerThroughApi(page, baseURL!);
    await connectDemo(await apiAs(page, baseURL), 'twitter');
    await page.goto('/settings?tab=integrations');
    await expect(page.getByTestId('integrations-tab')).toBeVisible();

    // The five automation endpoints, on the demonstration receiver: the secret once, then « Actualiser ».
    await page.getByTestId('automation-demo').click();
    await expect(page.getByTestId('automation-secret-value')).toHaveText(/^whsec_/);
    await page.getByTestId('automation-secret-dismiss').click();
    await page.getByTestId('automation-refresh').click();
    await expect(page.getByText('Statuts des webhooks mis à jour')).toBeVisible();
    await expect(page.getByTestId('automation-health')).toHaveAttribute('data-health', 'green');
    for (const id of ['content-generation', 'image-processing', 'content-analysis', 'publish-content', 'schedule-content']) {
      await expect(page.getByTestId(`automation-${id}`)).toHaveAttribute('data-status', 'active');
    }

    // An event webhook on post.published, to the receiver's events path.
    await page.getByTestId('webhook-add').click();
    const dialog = page.getByTestId('webhook-dialog');
    await dialog.getByTestId('webhook-url').fill(`${baseURL}/sandbox/automations/events/e2e`);
    await dialog.getByTestId('webhook-description').fill('Récepteur de test');
    await dialog.getByTestId('webhook-event-post.published').check();
    await dialog.getByTestId('webhook-submit').click();
    await expect(page.getByTestId('webhook-secret-value')).toHaveText(/^whsec_/);
    await page.getByTestId('webhook-secret-dismiss').click();
    await expect(page.getByTestId('webhook-endpoint')).toHaveCount(1);

    // An API key with content and publish: shown once.
    await page.getByTestId('api-key-create').click();
    const keyDialog = page.getByTestId('api-key-dialog');
    await keyDialog.getByTestId('api-key-name').fill('n8n');
    for (const scope of ['read', 'content', 'publish']) await keyDialog.getByTestId(`api-key-scope-${scope}`).check();
    await keyDialog.getByTestId('api-key-submit').click();
    const key = ((await page.getByTestId('api-key-secret-value').textContent()) ?? '').trim();
    expect(key).toMatch(/^pk_live_/);
    await page.getByTestId('api-key-secret-dismiss').click();
    await expect(page.getByTestId('api-key')).toHaveCount(1);

    // The key writes and publishes through /api/v1, with no cookie.
    const client = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${key}` } });
    try {
      const draft = await client.post('/api/v1/content/drafts', { data: { content: 'Publié par une clé d’API depuis un workflow.', platforms: ['twitter'] } });
      expect(draft.status()).toBe(201);
      expect(draft.headers()['ratelimit-limit']).toBeTruthy();
      const id = (await draft.json()).data.id as string;
      const published = await client.post(`/api/v1/content/drafts/${id}/publish`);
      expect(published.status()).toBe(200);
    } finally {
      await client.dispose();
    }

    // The post.published event reaches the receiver, signed, and shows in the delivery log.
    await expect
      .poll(
        async () => {
          const answer = await page.request.get('/sandbox/automations/_received');
          const { received } = (await answer.json()) as { received: { path: string; type: string | null }[] };
          return received.filter((entry) => entry.path === 'events/e2e' && entry.type === 'post.published').length;
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    await page.getByTestId('webhook-log').click();
    const delivery = page.getByTestId('webhook-delivery').first();
    await expect(delivery).toHaveAttribute('data-status', 'delivered', { timeout: 15_000 });

    // « Renvoyer »: the same event again, under the same webhook-id.
    await delivery.getByTestId('webhook-delivery-resend').click();
    await expect
      .poll(
        async () => {
          const { received } = (await (await page.request.get('/sandbox/automations/_received')).json()) as {
            received: { path: string; type: string | null; webhookId: string }[];
          };
          const sent = received.filter((entry) => entry.path === 'events/e2e' && entry.type === 'post.published');
          return sent.length === 2 && sent[0]?.webhookId === sent[1]?.webhookId;
        },
        { timeout: 30_000 },
      )
      .toBe(true);
  });
});
