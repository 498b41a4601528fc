import type { WebhookEndpoint } from '@publia/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, json, mockFetch } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { aDelivery, aWebhook, bodyOf, integrationsServer } from './integrations.test-support.ts';

afterEach(() => vi.unstubAllGlobals());

const PATH = '/settings?tab=integrations';

describe('Paramètres → Intégrations: webhooks d’événements', () => {
  it('adds a webhook from the dialog and shows its signing secret once', async () => {
    const user = userEvent.setup();
    const secret = 'whsec_bm91dmVhdS1zZWNyZXQtZHUtd2ViaG9vaw==';
    let endpoints: WebhookEndpoint[] = [];
    const created: Record<string, unknown>[] = [];
    mockFetch(
      integrationsServer({
        extra: {
          'GET /api/integrations/webhooks': () => json(200, { success: true, data: endpoints }),
          'POST /api/integrations/webhooks': (init) => {
            const body = bodyOf(init);
            created.push(body);
            const endpoint = aWebhook({ id: 'wh-9', url: String(body.url), description: String(body.description), eventTypes: body.eventTypes as WebhookEndpoint['eventTypes'] });
            endpoints = [endpoint];
            return json(201, { success: true, message: 'Webhook ajouté', data: { ...endpoint, secret } });
          },
        },
      }),
    );
    renderApp(PATH);
    expect((await screen.findByTestId('webhooks-empty')).textContent).toContain("Aucun webhook pour l'instant");
    await user.click(screen.getByTestId('webhook-add'));
    const dialog = await screen.findByTestId('webhook-dialog');
    // Nothing goes without an address and an event.
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter le webhook' }));
    expect(within(dialog).getByText("Saisissez l'URL du récepteur.")).toBeTruthy();
    expect(within(dialog).getByText('Choisissez au moins un événement.')).toBeTruthy();
    expect(created).toEqual([]);

    await user.click(within(dialog).getByLabelText('URL du récepteur'));
    await user.paste('https://crm.exemple.fr/hooks/publia');
    await user.type(within(dialog).getByLabelText('Description (facultative)'), 'CRM');
    const failed = within(dialog).getByRole('checkbox', { name: /Publication échouée/ });
    expect(failed.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(failed.getAttribute('aria-describedby')!)?.textContent).toBe('Un réseau a refusé un contenu ; la raison est jointe.');
    await user.click(failed);
    await user.click(within(dialog).getByRole('checkbox', { name: /Publication réussie/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter le webhook' }));

    const reveal = await screen.findByTestId('webhook-secret');
    expect(within(reveal).getByTestId('webhook-secret-value').textContent).toBe(secret);
    expect(reveal.textContent).toContain('il ne sera plus jamais affiché');
    // In the list's order of the event types, whatever the order they were ticked in.
    expect(created).toEqual([{ url: 'https://crm.exemple.fr/hooks/publia', description: 'CRM', eventTypes: ['post.published', 'post.failed'], enabled: true }]);
    const item = await screen.findByTestId('webhook-endpoint');
    expect(within(item).getByText('Publication réussie')).toBeTruthy();
    expect(within(item).getByText('Publication échouée')).toBeTruthy();

    await user.click(within(reveal).getByRole('button', { name: "J'ai copié, masquer" }));
    expect(screen.queryByText(secret)).toBeNull();
    expect(within(item).getByText('Secret : whsec_YWJjZG…')).toBeTruthy();
  });

  it('says when an endpoint was disabled after 5 days of failures, tests it, and enables it again', async () => {
    const user = userEvent.setup();
    const updates: Record<string, unknown>[] = [];
    mockFetch(
      integrationsServer({
        webhooks: [aWebhook({ enabled: false, disabledReason: 'failing', failingSince: '2026-11-15T09:00:00.000Z' })],
        extra: {
          'POST /api/integrations/webhooks/wh-1/test': () =>
            json(200, {
              success: true,
              message: 'Le test a échoué : le récepteur a répondu 503',
              data: aDelivery({
                id: 'del-3',
                eventType: 'webhook.test',
                attempts: 1,
                lastStatusCode: 503,
                lastDurationMs: 31,
                lastError: { key: 'webhooks.error.status', params: { status: 503 } },
              }),
            }),
          'PUT /api/integrations/webhooks/wh-1': (init) => {
            updates.push(bodyOf(init));
            return json(200, { success: true, message: 'Webhook enregistré', data: aWebhook() });
          },
        },
      }),
    );
    renderApp(PATH);
    const item = await screen.findByTestId('webhook-endpoint');
    expect(within(item).getByTestId('webhook-state').textContent).toBe("Désactivé après 5 jours d'échecs");
    expect(item.textContent).toContain('Envois en échec depuis le 15 novembre 2026');
    await user.click(within(item).getByRole('button', { name: 'Tester' }));
    expect(await screen.findByText('Le test a échoué : le récepteur a répondu 503')).toBeTruthy();
    await user.click(within(item).getByRole('button', { name: 'Réactiver' }));
    await screen.findByText('Webhook enregistré');
    expect(updates).toEqual([{ url: 'https://crm.exemple.fr/hooks/publia', description: 'CRM', eventTypes: ['post.published', 'post.failed'], enabled: true }]);
  });

  it('shows the delivery log with a failed delivery’s French reason, and « Renvoyer » sends it again', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(
      integrationsServer({
        webhooks: [aWebhook()],
        extra: {
          'GET /api/integrations/webhooks/wh-1/deliveries': () =>
            json(200, {
              success: true,
              data: {
                items: [
                  aDelivery(),
                  aDelivery({
                    id: 'del-2',
                    eventType: 'post.published',
                    status: 'delivered',
                    attempts: 1,
                    lastStatusCode: 200,
                    lastDurationMs: 84,
                    lastError: null,
                    lastResponseExcerpt: '{"ok":true}',
                    deliveredAt: '2026-11-20T07:00:05.000Z',
                  }),
                ],
                total: 30,
                page: 1,
                pageSize: 25,
              },
            }),
          'POST /api/integrations/deliveries/del-1/resend': () =>
            json(200, {
              success: true,
              message: 'Événement renvoyé et reçu (réponse 200)',
              data: aDelivery({ status: 'delivered', attempts: 9, lastStatusCode: 200, lastDurationMs: 40, lastError: null, deliveredAt: '2026-11-20T10:00:00.000Z' }),
            }),
        },
      }),
    );
    renderApp(PATH);
    const item = await screen.findByTestId('webhook-endpoint');
    const logButton = within(item).getByRole('button', { name: 'Journal des envois' });
    expect(logButton.getAttribute('aria-expanded')).toBe('false');
    await user.click(logButton);
    expect(logButton.getAttribute('aria-expanded')).toBe('true');
    const [failed, delivered] = await within(item).findAllByTestId('webhook-delivery');
    expect(within(failed!).getByTestId('webhook-delivery-status').textContent).toBe('Échec');
    expect(failed!.textContent).toContain('Publication échouée');
    expect(failed!.textContent).toContain('8 tentatives');
    expect(within(failed!).getByTestId('webhook-delivery-error').textContent).toBe('pas de réponse en 15 s');
    expect(within(failed!).getByTestId('webhook-delivery-payload').textContent).toContain('"network": "linkedin"');
    expect(within(delivered!).getByTestId('webhook-delivery-status').textContent).toBe('Livré');
    expect(delivered!.textContent).toContain('1 tentative · Réponse 200 en 84 ms');
    expect(within(delivered!).getByTestId('webhook-delivery-response').textContent).toBe('{"ok":true}');
    expect(within(item).getByTestId('webhook-deliveries-page').textContent).toBe('Page 1 sur 2');

    await user.click(within(failed!).getByRole('button', { name: /^Renvoyer l'événement « Publication échouée »/ }));
    expect(await screen.findByText('Événement renvoyé et reçu (réponse 200)')).toBeTruthy();
    expect(callsOf(fetchMock)).toContain('POST /api/integrations/deliveries/del-1/resend');
    // The log is read again after the resend.
    await waitFor(() => expect(callsOf(fetchMock).filter((call) => call === 'GET /api/integrations/webhooks/wh-1/deliveries')).toHaveLength(2));
  });
});
