import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, json, mockFetch, session, type Handler } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { unlimitedUsage } from '../../billing/billing.test-support.tsx';

afterEach(() => vi.unstubAllGlobals());

function server(extra: Record<string, Handler> = {}, canReadFeedback = false) {
  return mockFetch({
    'GET /api/auth/me': () => json(200, session),
    'GET /api/content/counts': () => json(200, { success: true, data: { pending: 0, scheduled: 0 } }),
    'GET /api/notifications': () => json(200, { success: true, data: [], unreadCount: 0 }),
    'GET /api/subscription/usage': () => json(200, { success: true, data: unlimitedUsage }),
    'GET /api/support/feedback/access': () => json(200, { success: true, data: { canReadFeedback } }),
    'GET /api/operator/outbox': () => json(200, { success: true, data: [] }),
    ...extra,
  });
}

const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;

describe('Paramètres → Aide', () => {
  it('links to real pages and to the API description, and gives the support hours', async () => {
    const fetchMock = server();
    renderApp('/settings?tab=help');
    const resources = await screen.findByTestId('help-resources');
    expect(
      within(resources)
        .getByRole('link', { name: /Conseils de publication/ })
        .getAttribute('href'),
    ).toBe('/publications/advice');
    expect(
      within(resources)
        .getByRole('link', { name: /Rôles et permissions/ })
        .getAttribute('href'),
    ).toBe('/settings/team-access');
    expect(
      within(resources)
        .getByRole('link', { name: /Offres et limites/ })
        .getAttribute('href'),
    ).toBe('/settings/subscription');
    expect(
      within(resources)
        .getByRole('link', { name: /Documentation de l’API/ })
        .getAttribute('href'),
    ).toBe('/api/openapi.json');
    const hours = screen.getByTestId('support-hours');
    expect(hours.textContent).toContain('Du lundi au vendredi, de 9h à 18h (CET)');
    expect(hours.textContent).toContain('Temps de réponse moyen : 4 heures');
    // Not an operator: no list asked for, none shown.
    await waitFor(() => expect(callsOf(fetchMock)).toContain('GET /api/support/feedback/access'));
    expect(callsOf(fetchMock)).not.toContain('GET /api/support/feedback');
    expect(screen.queryByTestId('feedback-received')).toBeNull();
    expect(callsOf(fetchMock)).not.toContain('GET /api/operator/outbox');
    expect(screen.queryByTestId('operator-outbox')).toBeNull();
  });

  it('gives the hours in the interface’s language', async () => {
    server();
    renderApp('/settings?tab=help', { locale: 'de' });
    const hours = await screen.findByTestId('support-hours');
    expect(hours.textContent).toContain('Montag bis Freitag, 9 bis 18 Uhr (CET)');
    expect(hours.textContent).toContain('Durchschnittliche Antwortzeit: 4 Stunden');
  });

  it('sends a message to support, counts its characters, and says it was sent', async () => {
    const user = userEvent.setup();
    const sent: Array<Record<string, unknown>> = [];
    server({
      'POST /api/support/requests': (init) => {
        sent.push(bodyOf(init));
        return json(201, { success: true, message: 'Votre message a été envoyé au support.', data: { id: 'r1', mailed: true } });
      },
    });
    renderApp('/settings?tab=help');
    await user.type(await screen.findByLabelText('Objet'), 'Publication bloquée');
    await user.type(screen.getByLabelText('Message'), 'Elle reste en cours.');
    expect(screen.getByTestId('support-message-count').textContent).toBe('20 / 5 000 caractères (au moins 10)'.replace(' 000', '\u202f000'));
    await user.click(screen.getByTestId('support-send'));
    const done = await screen.findByTestId('support-sent');
    expect(done.textContent).toContain('Message envoyé');
    expect(done.textContent).toContain(`Nous vous répondrons à ${session.user.email}, en moyenne sous 4 heures`);
    expect(sent).toEqual([{ subject: 'Publication bloquée', message: 'Elle reste en cours.' }]);
    // Another message starts from an empty form.
    await user.click(screen.getByTestId('support-another'));
    expect((screen.getByLabelText('Objet') as HTMLInputElement).value).toBe('');
  });

  it('says honestly when the instance has no support address', async () => {
    const user = userEvent.setup();
    server({ 'POST /api/support/requests': () => json(201, { success: true, message: 'Votre message est enregistré.', data: { id: 'r1', mailed: false } }) });
    renderApp('/settings?tab=help');
    await user.type(await screen.findByLabelText('Objet'), 'Question');
    await user.type(screen.getByLabelText('Message'), 'Une question sur les offres.');
    await user.click(screen.getByTestId('support-send'));
    const done = await screen.findByTestId('support-sent');
    expect(done.textContent).toContain('Message enregistré');
    expect(done.textContent).toContain('n’a pas été envoyé par e-mail');
  });

  it('shows the server’s French message under the field it names, and keeps what was typed', async () => {
    const user = userEvent.setup();
    const refusal = 'Le champ « message » doit contenir au moins 10 caractères.';
    server({
      'POST /api/support/requests': () => json(400, { success: false, code: 'validation.tooShort', message: refusal, field: 'message', params: { field: 'message', min: 10 } }),
    });
    renderApp('/settings?tab=help');
    await user.type(await screen.findByLabelText('Objet'), 'Bonjour');
    await user.type(screen.getByLabelText('Message'), 'Court');
    await user.click(screen.getByTestId('support-send'));
    const message = screen.getByLabelText('Message');
    await waitFor(() => expect(message.getAttribute('aria-invalid')).toBe('true'));
    expect(message.getAttribute('aria-describedby')).toContain('error');
    expect(screen.getByText(refusal)).toBeTruthy();
    expect(screen.getByLabelText('Objet').getAttribute('aria-invalid')).toBeNull();
    expect((message as HTMLTextAreaElement).value).toBe('Court');
  });

  it('sends feedback with the page it was written on, and thanks the user', async () => {
    const user = userEvent.setup();
    const sent: Array<Record<string, unknown>> = [];
    server({
      'POST /api/support/feedback': (init) => {
        sent.push(bodyOf(init));
        return json(201, { success: true, message: 'Merci pour votre avis : il a bien été transmis.', data: { id: 'f1' } });
      },
    });
    renderApp('/settings?tab=help');
    await user.type(await screen.findByLabelText('Votre avis sur Publia'), 'Un mode sombre serait bienvenu.');
    await user.click(screen.getByTestId('feedback-send'));
    expect(await screen.findByText('Merci pour votre avis !')).toBeTruthy();
    expect(sent).toEqual([{ message: 'Un mode sombre serait bienvenu.', page: '/settings?tab=help' }]);
    expect((screen.getByLabelText('Votre avis sur Publia') as HTMLTextAreaElement).value).toBe('');
  });

  it('lists the feedback received for the instance’s operators', async () => {
    const fetchMock = server(
      {
        'GET /api/support/feedback': () =>
          json(200, {
            success: true,
            data: [
              {
                id: 'f2',
                message: 'Super outil',
                page: '/settings?tab=help',
                createdAt: '2026-03-02T10:00:00.000Z',
                userName: 'Hugo Petit',
                userEmail: 'hugo@exemple.fr',
                workspaceName: 'Agence Petit',
              },
              { id: 'f1', message: 'Trop de clics', page: null, createdAt: '2026-03-01T10:00:00.000Z', userName: null, userEmail: null, workspaceName: null },
            ],
          }),
      },
      true,
    );
    renderApp('/settings?tab=help');
    const list = await screen.findByTestId('feedback-received');
    const entries = await within(list).findAllByTestId('feedback-entry');
    expect(entries.map((entry) => entry.textContent)).toEqual([expect.stringContaining('Hugo Petit <hugo@exemple.fr> · Agence Petit'), expect.stringContaining('Compte supprimé')]);
    expect(entries[0]!.textContent).toContain('Super outil');
    expect(entries[0]!.textContent).toContain('Page : /settings?tab=help');
    expect(callsOf(fetchMock)).toContain('GET /api/support/feedback');
  });

  it('shows the instance’s operators the outbox, each e-mail’s text with its link', async () => {
    const user = userEvent.setup();
    server(
      {
        'GET /api/operator/outbox': () =>
          json(200, {
            success: true,
            data: [
              {
                id: 'm2',
                recipient: 'lea@exemple.fr',
                subject: 'Réinitialisation de votre mot de passe',
                body: 'Bonjour,\n\nhttps://publia.example/reset-password?token=abc\n',
                createdAt: '2026-03-02T10:00:00.000Z',
                sentAt: null,
                lastError: null,
              },
              {
                id: 'm1',
                recipient: 'hugo@exemple.fr',
                subject: 'Invitation',
                body: 'Rejoignez-nous',
                createdAt: '2026-03-01T10:00:00.000Z',
                sentAt: '2026-03-01T10:00:05.000Z',
                lastError: null,
              },
            ],
          }),
      },
      true,
    );
    renderApp('/settings?tab=help');
    const outbox = await screen.findByTestId('operator-outbox');
    const mails = await within(outbox).findAllByTestId('outbox-mail');
    expect(mails.map((mail) => mail.querySelector('summary')?.textContent)).toEqual([
      expect.stringMatching(/^Réinitialisation de votre mot de passeÀ lea@exemple\.fr · .+ · Non envoyé : gardé ici$/),
      expect.stringMatching(/^InvitationÀ hugo@exemple\.fr · .+ · Envoyé$/),
    ]);
    await user.click(within(mails[0]!).getByText('Réinitialisation de votre mot de passe'));
    expect(within(mails[0]!).getByTestId('outbox-mail-body').textContent).toContain('https://publia.example/reset-password?token=abc');
  });
});
