import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, json, mockFetch } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { aComment, aFilter, aFlaggedComment, commentsServer, ok, sentTo } from './comments.test-support.ts';

/** The list once shown (the page's chunk, the session and the list come first). */
const listed = () => screen.findAllByTestId('comment-card', {}, { timeout: 4_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const cardOf = (id: string) => screen.getAllByTestId('comment-card').find((card) => card.dataset.commentId === id)!;

describe('/comments: answering and moderating', () => {
  it('replies: « Générer une réponse » fills the text, the member edits it, sends it, and the card shows « Répondu »', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(commentsServer());
    renderApp('/comments');
    await listed();
    expect(screen.getByTestId('waiting-count').textContent).toBe('2 en attente');

    await user.click(within(cardOf('k1')).getByRole('button', { name: 'Répondre' }));
    const composer = within(cardOf('k1')).getByTestId('reply-composer');
    const area = within(composer).getByLabelText('Votre réponse à Camille Durand') as HTMLTextAreaElement;
    expect(document.activeElement).toBe(area);
    expect(within(composer).getByTestId('reply-counter').textContent).toBe('0 / 2200 caractères');

    await user.click(within(composer).getByRole('button', { name: 'Générer une réponse' }));
    await waitFor(() => expect(area.value).toBe('Merci Camille Durand pour votre message !'));
    expect(within(composer).getByTestId('reply-note').textContent).toContain('relisez-la');
    // Nothing is sent by generating.
    expect(callsOf(fetchMock)).not.toContain('POST /api/comments/k1/reply');

    await user.type(area, ' Oui !');
    expect(within(composer).getByTestId('reply-counter').textContent).toBe('47 / 2200 caractères');
    await user.click(within(composer).getByRole('button', { name: 'Envoyer la réponse' }));

    await waitFor(() => expect(within(cardOf('k1')).getByTestId('comment-status').textContent).toBe('Répondu'));
    expect(sentTo(fetchMock, 'POST', '/api/comments/k1/reply')).toEqual({ text: 'Merci Camille Durand pour votre message ! Oui !' });
    expect(within(cardOf('k1')).queryByTestId('reply-composer')).toBeNull();
    expect(within(cardOf('k1')).getByTestId('comment-reply').textContent).toContain('pour votre message ! Oui !');
    expect(within(cardOf('k1')).queryByRole('button', { name: 'Répondre' })).toBeNull();
    expect(screen.getByTestId('waiting-count').textContent).toBe('1 en attente');
    expect(await screen.findByText('Réponse envoyée')).toBeTruthy();
  });

  it('a refusal is shown in the composer, the text is kept and the comment is not marked answered', async () => {
    const user = userEvent.setup();
    mockFetch(
      commentsServer({
        extra: {
          'POST /api/comments/k1/reply': () =>
            json(422, { success: false, code: 'comments.networkRefused', message: 'Instagram a refusé la demande : le texte contient un lien interdit.' }),
        },
      }),
    );
    renderApp('/comments');
    await listed();
    await user.click(within(cardOf('k1')).getByRole('button', { name: 'Répondre' }));
    const composer = within(cardOf('k1')).getByTestId('reply-composer');
    const area = within(composer).getByRole('textbox') as HTMLTextAreaElement;
    await user.type(area, 'Voici notre site');
    await user.click(within(composer).getByRole('button', { name: 'Envoyer la réponse' }));
    expect((await within(composer).findByTestId('reply-error')).textContent).toBe('Instagram a refusé la demande : le texte contient un lien interdit.');
    expect(area.value).toBe('Voici notre site');
    expect(area.getAttribute('aria-invalid')).toBe('true');
    expect(within(cardOf('k1')).getByTestId('comment-status').textContent).toBe('En attente');
    expect(screen.queryByText('Réponse envoyée')).toBeNull();
  });

  it('refuses an empty reply and one over the network’s limit without asking the server', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(commentsServer({ comments: [aComment({ platform: 'twitter', accountName: 'atelier' })] }));
    renderApp('/comments');
    await listed();
    await user.click(within(cardOf('k1')).getByRole('button', { name: 'Répondre' }));
    const composer = within(cardOf('k1')).getByTestId('reply-composer');
    await user.click(within(composer).getByRole('button', { name: 'Envoyer la réponse' }));
    expect(within(composer).getByTestId('reply-error').textContent).toBe("Écrivez une réponse avant de l'envoyer.");
    const area = within(composer).getByRole('textbox');
    await user.click(area);
    await user.paste('a'.repeat(281));
    expect(within(composer).getByTestId('reply-counter').textContent).toBe('281 / 280 caractères · trop long pour X (280 au plus)');
    expect((within(composer).getByRole('button', { name: 'Envoyer la réponse' }) as HTMLButtonElement).disabled).toBe(true);
    expect(callsOf(fetchMock)).not.toContain('POST /api/comments/k1/reply');
  });

  it('a comment removed on its network cannot be answered, and says why', async () => {
    mockFetch(commentsServer({ comments: [aComment({ removed: true })] }));
    renderApp('/comments');
    await listed();
    const button = within(cardOf('k1')).getByRole('button', { name: 'Répondre' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(within(cardOf('k1')).getByTestId('reply-blocker').textContent).toBe('Ce commentaire a été supprimé sur Instagram : on ne peut plus y répondre.');
  });

  it('approves and rejects a comment: its badge changes and the toast says so', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(commentsServer());
    renderApp('/comments');
    await listed();
    await user.click(within(cardOf('k1')).getByRole('button', { name: 'Approuver' }));
    await waitFor(() => expect(within(cardOf('k1')).getByTestId('comment-status').textContent).toBe('Approuvé'));
    expect(await screen.findByText('Commentaire approuvé')).toBeTruthy();
    expect(within(cardOf('k1')).getByRole('button', { name: 'Voir les détails' })).toBeTruthy();

    await user.click(within(cardOf('k2')).getByRole('button', { name: 'Rejeter' }));
    await waitFor(() => expect(within(cardOf('k2')).getByTestId('comment-status').textContent).toBe('Rejeté'));
    expect(within(cardOf('k2')).getByTestId('comment-hidden').textContent).toBe('Masqué sur Instagram');
    expect(screen.getByTestId('waiting-count').textContent).toBe('0 en attente');
    expect(callsOf(fetchMock)).toEqual(expect.arrayContaining(['POST /api/comments/k1/approve', 'POST /api/comments/k2/reject']));
  });

  it('bulk: approves the selection and marks the whole list read', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(commentsServer({ comments: [aComment(), aFlaggedComment(), aComment({ id: 'k3', author: { name: 'Léa Martin', handle: null } })] }));
    renderApp('/comments');
    await listed();
    const bar = screen.getByTestId('bulk-bar');
    expect((within(bar).getByRole('button', { name: 'Approuver la sélection' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(within(cardOf('k1')).getByRole('checkbox', { name: 'Sélectionner le commentaire de Camille Durand' }));
    await user.click(within(cardOf('k3')).getByRole('checkbox', { name: 'Sélectionner le commentaire de Léa Martin' }));
    expect(within(bar).getByTestId('bulk-count').textContent).toBe('2 commentaires sélectionnés');
    await user.click(within(bar).getByRole('button', { name: 'Approuver la sélection' }));
    expect(await screen.findByText('2 commentaires approuvés')).toBeTruthy();
    expect(sentTo(fetchMock, 'POST', '/api/comments/bulk')).toEqual({ ids: ['k1', 'k3'], action: 'approve' });
    await waitFor(() => expect(within(cardOf('k3')).getByTestId('comment-status').textContent).toBe('Approuvé'));
    expect(within(cardOf('k2')).getByTestId('comment-status').textContent).toBe('Signalé');
    expect(within(bar).getByTestId('bulk-count').textContent).toBe('');

    await user.click(within(bar).getByRole('checkbox', { name: 'Tout sélectionner' }));
    await user.click(within(bar).getByRole('button', { name: 'Marquer comme lu' }));
    expect(await screen.findByText('3 commentaires marqués comme lus')).toBeTruthy();
    expect(sentTo(fetchMock, 'POST', '/api/comments/bulk')).toEqual({ ids: ['k1', 'k2', 'k3'], action: 'read' });
    await waitFor(() => expect(screen.queryAllByTestId('comment-unread')).toHaveLength(0));
  });

  it('the quick reply answers the first waiting comment, or the one chosen; a saved reply is inserted into it', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(commentsServer());
    renderApp('/comments');
    await listed();
    const panel = screen.getByTestId('quick-reply');
    expect(within(panel).getByTestId('quick-comment').textContent).toContain('Superbe collection');
    expect(cardOf('k1').dataset.current).toBe('true');

    await user.selectOptions(within(panel).getByLabelText('Commentaire'), 'k2');
    expect(within(panel).getByTestId('quick-comment').textContent).toContain('GAGNEZ');
    expect(cardOf('k2').dataset.current).toBe('true');

    // A click on a card chooses it too.
    await user.click(within(cardOf('k1')).getByTestId('comment-text'));
    expect(within(panel).getByTestId('quick-comment').textContent).toContain('Superbe collection');

    const saved = await within(screen.getByTestId('saved-replies')).findAllByTestId('saved-reply');
    await user.click(within(saved[1]!).getByRole('button', { name: 'Insérer « Livraison » dans la réponse' }));
    const area = within(panel).getByRole('textbox') as HTMLTextAreaElement;
    await waitFor(() => expect(area.value).toBe('Nous livrons partout en France sous 48 h.'));
    await user.click(within(panel).getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(within(cardOf('k1')).getByTestId('comment-status').textContent).toBe('Répondu'));
    expect(sentTo(fetchMock, 'POST', '/api/comments/k1/reply')).toEqual({ text: 'Nous livrons partout en France sous 48 h.' });
    // The next waiting comment comes up.
    await waitFor(() => expect(within(panel).getByTestId('quick-comment').textContent).toContain('GAGNEZ'));
  });

  it('a card’s composer takes the saved reply chosen from its menu', async () => {
    const user = userEvent.setup();
    mockFetch(commentsServer());
    renderApp('/comments');
    await listed();
    await user.click(within(cardOf('k2')).getByRole('button', { name: 'Répondre' }));
    const composer = within(cardOf('k2')).getByTestId('reply-composer');
    await user.hover(within(composer).getByTestId('saved-reply-trigger'));
    await user.click(await within(composer).findByRole('menuitem', { name: 'Merci' }));
    await waitFor(() => expect((within(composer).getByRole('textbox') as HTMLTextAreaElement).value).toBe('Merci beaucoup pour votre message !'));
  });

  it('saved replies: adds one, edits one, deletes one after asking', async () => {
    const user = userEvent.setup();
    const replies = [{ id: 'r1', title: 'Merci', text: 'Merci beaucoup pour votre message !' }];
    const fetchMock = mockFetch(
      commentsServer({
        extra: {
          'GET /api/comments/saved-replies': () => ok({ replies }),
          'POST /api/comments/saved-replies': (init) => {
            const body = JSON.parse(String(init.body)) as { title: string; text: string };
            replies.push({ id: 'r2', ...body });
            return json(201, { success: true, message: 'Réponse enregistrée.', data: { id: 'r2', ...body } });
          },
          'PUT /api/comments/saved-replies/r1': (init) => {
            const body = JSON.parse(String(init.body)) as { title: string; text: string };
            replies[0] = { id: 'r1', ...body };
            return ok(replies[0]);
          },
          'DELETE /api/comments/saved-replies/r1': () => {
            replies.splice(0, 1);
            return json(200, { success: true });
          },
        },
      }),
    );
    renderApp('/comments');
    const panel = await screen.findByTestId('saved-replies');
    await within(panel).findAllByTestId('saved-reply');

    await user.click(within(panel).getByRole('button', { name: 'Ajouter une réponse' }));
    await user.click(within(panel).getByRole('button', { name: 'Enregistrer' }));
    expect(within(panel).getByTestId('saved-reply-error').textContent).toBe('Donnez un titre et un texte à la réponse.');
    await user.type(within(panel).getByLabelText('Titre'), 'Horaires');
    await user.type(within(panel).getByLabelText('Texte'), 'Nous sommes ouverts du mardi au samedi.');
    await user.click(within(panel).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(within(panel).getAllByTestId('saved-reply')).toHaveLength(2));
    expect(sentTo(fetchMock, 'POST', '/api/comments/saved-replies')).toEqual({ title: 'Horaires', text: 'Nous sommes ouverts du mardi au samedi.' });

    await user.click(within(panel).getByRole('button', { name: 'Modifier « Merci »' }));
    const title = within(panel).getByLabelText('Titre');
    await user.clear(title);
    await user.type(title, 'Remerciements');
    await user.click(within(panel).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(within(panel).getByRole('heading', { name: 'Remerciements' })).toBeTruthy());

    await user.click(within(panel).getByRole('button', { name: 'Supprimer « Remerciements »' }));
    const confirm = await screen.findByTestId('saved-reply-confirm');
    await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(within(panel).getAllByTestId('saved-reply')).toHaveLength(1));
    expect(callsOf(fetchMock)).toContain('DELETE /api/comments/saved-replies/r1');
  });

  it('the spam filter: an admin edits the words and goes back to the defaults', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(
      commentsServer({
        extra: {
          'PUT /api/comments/filter': (init) => {
            const { words } = JSON.parse(String(init.body)) as { words: string[] };
            return ok(aFilter({ words, isDefault: false }));
          },
          'DELETE /api/comments/filter': () => ok(aFilter()),
        },
      }),
    );
    renderApp('/comments');
    const panel = await screen.findByTestId('spam-filter');
    expect((await within(panel).findByTestId('spam-rules')).children).toHaveLength(5);
    await user.click(await within(panel).findByRole('button', { name: 'Modifier les mots' }));
    const dialog = await screen.findByTestId('spam-dialog');
    const words = within(dialog).getByLabelText('Mots signalés (un par ligne)');
    await user.clear(words);
    await user.type(words, 'casino{Enter}{Enter}bitcoin{Enter}casino');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(within(panel).getByTestId('spam-words').textContent).toBe('casinobitcoin'));
    expect(sentTo(fetchMock, 'PUT', '/api/comments/filter')).toEqual({ words: ['casino', 'bitcoin'] });
    expect(within(panel).getByTestId('spam-list-kind').textContent).toBe('Liste personnalisée');

    await user.click(within(panel).getByRole('button', { name: 'Rétablir la liste par défaut' }));
    const confirm = await screen.findByTestId('spam-reset-confirm');
    await user.click(within(confirm).getByRole('button', { name: 'Rétablir la liste par défaut' }));
    await waitFor(() => expect(within(panel).getByTestId('spam-words').textContent).toBe('argentcryptopromo'));
  });

  it('an editor answers and moderates but does not edit the spam filter', async () => {
    mockFetch(commentsServer({ role: 'editor' }));
    renderApp('/comments');
    await listed();
    expect(within(cardOf('k1')).getByRole('button', { name: 'Répondre' })).toBeTruthy();
    expect(await screen.findByTestId('spam-read-only')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Modifier les mots' })).toBeNull();
  });

  it('on Mastodon, « Rejeter » says it keeps the reply out of the inbox only: the network hides no one’s reply', async () => {
    mockFetch(commentsServer({ comments: [aComment(), aComment({ id: 'k9', platform: 'mastodon', accountName: 'atelier@piaille.fr' })] }));
    renderApp('/comments');
    await listed();
    const reject = within(cardOf('k9')).getByRole('button', { name: 'Rejeter' });
    expect(reject.getAttribute('title')).toBe("Rejeté dans Publia seulement : Mastodon ne permet pas de masquer ni de supprimer la réponse d'un autre compte.");
    // Instagram hides it for real: nothing to warn about.
    expect(within(cardOf('k1')).getByRole('button', { name: 'Rejeter' }).getAttribute('title')).toBeNull();
  });
});
