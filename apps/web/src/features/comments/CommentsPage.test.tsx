import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, json, mockFetch } from '../../test/fetch-mock.ts';
import { currentPath, renderApp } from '../../test/render-app.tsx';
import { lastQuery } from '../content/test-fixtures.ts';
import { aComment, aFlaggedComment, commentsServer, someStats } from './comments.test-support.ts';

/** The list once shown (the page's chunk, the session and the list come first). */
const listed = () => screen.findAllByTestId('comment-card', {}, { timeout: 4_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const cardOf = (author: string) => screen.getAllByTestId('comment-card').find((card) => within(card).queryByTestId('comment-author')?.textContent?.startsWith(author))!;
const spaces = (text: string | null | undefined) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');

describe('/comments', () => {
  it('lists the comments with their status, the flag’s reason, the pending counter, and the side panels', async () => {
    mockFetch(
      commentsServer({
        comments: [
          aComment({ assignee: { id: 'u2', name: 'Paul Langevin' } }),
          aFlaggedComment(),
          aComment({
            id: 'k3',
            author: { name: 'Léa Martin', handle: null },
            platform: 'facebook',
            status: 'responded',
            sentiment: 'negative',
            read: true,
            hidden: true,
            replies: [{ id: 're1', text: 'Merci, nous regardons cela.', memberName: 'Marie Curie', url: 'https://facebook.example/r/1', createdAt: '2026-11-19T10:00:00.000Z' }],
          }),
          aComment({
            id: 'k4',
            author: { name: 'Hugo Petit', handle: 'hugo' },
            status: 'approved',
            removed: true,
            read: true,
            post: { ...aComment().post, title: null, excerpt: 'Un texte sans titre' },
          }),
        ],
        waiting: 7,
      }),
    );
    renderApp('/comments');
    expect(await screen.findByRole('heading', { level: 1, name: 'Commentaires' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Commentaires · Publia'));
    expect((await screen.findByTestId('waiting-count')).textContent).toBe('7 en attente');

    const cards = await listed();
    expect(cards.map((card) => card.dataset.commentId)).toEqual(['k1', 'k2', 'k3', 'k4']);

    const pending = cardOf('Camille Durand');
    expect(within(pending).getByTestId('comment-author').textContent).toBe('Camille Durand@camille.d');
    expect(within(pending).getByTestId('comment-network').textContent).toBe('Instagram');
    expect(within(pending).getByTestId('comment-status').textContent).toBe('En attente');
    expect(within(pending).getByTestId('comment-sentiment').textContent).toBe('Sentiment positif');
    expect(within(pending).getByTestId('comment-unread').textContent).toBe('Non lu');
    expect(within(pending).getByTestId('comment-assignee').textContent).toBe('Assigné à Paul Langevin');
    expect(within(pending).getByTestId('comment-post').textContent).toBe('Sur « Nouvelle collection »');
    expect(spaces(within(pending).getByTestId('comment-date').textContent)).toBe('il y a 5 min');
    for (const name of ['Répondre', 'Approuver', 'Rejeter']) expect(within(pending).getByRole('button', { name })).toBeTruthy();

    // « Signalé », highlighted, with the filter's reason worded from the API's catalogue.
    const flagged = cardOf('Promo Flash');
    expect(within(flagged).getByTestId('comment-status').textContent).toBe('Signalé');
    expect(within(flagged).getByTestId('flag-explanation').textContent).toBe('Signalé : Contient « argent », un mot de la liste du filtre.');
    expect(within(flagged).getByRole('button', { name: 'Répondre' })).toBeTruthy();

    // Answered: « Répondu », the reply under it with its link, « Masqué sur Facebook », only « Voir les détails ».
    const answered = cardOf('Léa Martin');
    expect(within(answered).getByTestId('comment-status').textContent).toBe('Répondu');
    expect(within(answered).getByTestId('comment-hidden').textContent).toBe('Masqué sur Facebook');
    expect(within(answered).queryByTestId('comment-unread')).toBeNull();
    const reply = within(answered).getByTestId('comment-reply');
    expect(reply.textContent).toContain('Merci, nous regardons cela.');
    expect(reply.textContent).toContain('Répondu par Marie Curie');
    expect(
      within(reply)
        .getByRole('link', { name: /Voir sur Facebook/ })
        .getAttribute('href'),
    ).toBe('https://facebook.example/r/1');
    expect(within(answered).queryByRole('button', { name: 'Répondre' })).toBeNull();
    expect(within(answered).getByRole('button', { name: 'Voir les détails' })).toBeTruthy();

    const approved = cardOf('Hugo Petit');
    expect(within(approved).getByTestId('comment-status').textContent).toBe('Approuvé');
    expect(within(approved).getByTestId('comment-removed').textContent).toBe('Supprimé sur Instagram');
    expect(within(approved).getByTestId('comment-post').textContent).toBe('Sur « Un texte sans titre »');

    // The side panels, and the note on the networks without comments.
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Statistiques',
      'Réponse rapide',
      'Réponses enregistrées',
      'Filtre anti-spam',
    ]);
    expect(screen.getByTestId('unsupported-note').textContent).toContain('TikTok et Pinterest');
    expect(await within(screen.getByTestId('saved-replies')).findAllByTestId('saved-reply')).toHaveLength(3);
    expect((await screen.findByTestId('spam-words')).textContent).toBe('argentcryptopromo');
    expect(screen.getByTestId('spam-list-kind').textContent).toBe('Liste par défaut');
  });

  it('in English, the page and the flag’s reason are in English', async () => {
    mockFetch(commentsServer());
    renderApp('/comments', { locale: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Comments' })).toBeTruthy();
    await listed();
    expect(screen.getByTestId('waiting-count').textContent).toBe('2 waiting');
    expect(within(cardOf('Promo Flash')).getByTestId('flag-explanation').textContent).toBe('Flagged: Contains “argent”, a word of the filter list.');
    expect(within(cardOf('Camille Durand')).getByTestId('comment-status').textContent).toBe('Pending');
  });

  it('shows a comment that looks like markup as its plain text', async () => {
    const text = '<script>alert("x")</script><b>gras</b> <img src=x onerror=alert(1)>';
    mockFetch(commentsServer({ comments: [aComment({ text })] }));
    renderApp('/comments');
    const shown = await screen.findByTestId('comment-text');
    expect(shown.textContent).toBe(text);
    expect(shown.children).toHaveLength(0);
    expect(document.querySelector('script, b, img[src="x"]')).toBeNull();
  });

  it('the statistics panel formats the response time and the rate, and asks again for another period', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(
      commentsServer({
        extra: {
          'GET /api/comments/stats': () => {
            const days = lastQuery(fetchMock, '/api/comments/stats').get('days');
            const minutes = days === '7' ? 35 : days === '90' ? null : 252;
            return json(200, { success: true, data: someStats({ averageResponseMinutes: minutes, responseRate: days === '90' ? null : 83.4 }) });
          },
        },
      }),
    );
    renderApp('/comments');
    const panel = await screen.findByTestId('stats-panel');
    const value = (testId: string) => spaces(within(within(panel).getByTestId(testId)).getByTestId('stat-value').textContent);
    await within(panel).findByTestId('stat-time');
    expect(value('stat-time')).toBe('4 h 12 min');
    expect(value('stat-rate')).toBe('83 %');
    expect(value('stat-total')).toBe('42');
    expect(value('stat-waiting')).toBe('5');
    expect(value('stat-flagged')).toBe('2');
    expect(spaces(within(panel).getByTestId('stat-sentiments').textContent)).toBe('Positif25Neutre12Négatif5');
    expect(within(panel).getByTestId('stat-platforms').textContent).toBe('Instagram30Facebook12');

    await user.selectOptions(within(panel).getByLabelText('Période'), '7');
    await waitFor(() => expect(value('stat-time')).toBe('35 min'));
    await user.selectOptions(within(panel).getByLabelText('Période'), '90');
    await waitFor(() => expect(value('stat-time')).toBe('—'));
    expect(value('stat-rate')).toBe('—');
  });

  it('keeps the filters in the address and sends them', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(commentsServer({ comments: [] }));
    const { router } = renderApp('/comments?status=flagged&platform=instagram&unread=true&from=2026-11-01');
    expect(await screen.findByText('Aucun commentaire ne correspond à ces filtres')).toBeTruthy();
    expect(Object.fromEntries(lastQuery(fetchMock, '/api/comments'))).toEqual({ status: 'flagged', platform: 'instagram', unread: 'true', from: '2026-11-01' });
    expect((screen.getByLabelText('Statut') as HTMLSelectElement).value).toBe('flagged');
    expect((screen.getByLabelText('Non lus') as HTMLInputElement).checked).toBe(true);

    await user.selectOptions(screen.getByLabelText('Sentiment'), 'negative');
    await waitFor(() => expect(lastQuery(fetchMock, '/api/comments').get('sentiment')).toBe('negative'));
    expect(currentPath(router)).toContain('sentiment=negative');
    expect(
      within(screen.getByLabelText('Assigné'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Tous', 'Moi', 'Personne', 'Marie Curie', 'Paul Langevin']);
    await user.selectOptions(screen.getByLabelText('Assigné'), 'me');
    await waitFor(() => expect(lastQuery(fetchMock, '/api/comments').get('assignee')).toBe('me'));
  });

  it('searches once typing pauses; « Réinitialiser les filtres » clears the search and the filters', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(commentsServer({ comments: [] }));
    const { router } = renderApp('/comments?status=flagged');
    expect(await screen.findByText('Aucun commentaire ne correspond à ces filtres')).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher dans les commentaires' }), 'livraison');
    await waitFor(() => expect(lastQuery(fetchMock, '/api/comments').get('q')).toBe('livraison'));
    expect(currentPath(router)).toBe('/comments?status=flagged&q=livraison');

    await user.click(screen.getByTestId('empty-reset'));
    await waitFor(() => expect(currentPath(router)).toBe('/comments'));
    expect(await screen.findByText("Aucun commentaire pour l'instant")).toBeTruthy();
    expect([...lastQuery(fetchMock, '/api/comments').keys()]).toEqual([]);
    expect((screen.getByRole('searchbox', { name: 'Rechercher dans les commentaires' }) as HTMLInputElement).value).toBe('');
  });

  it('invites to connect a network when no account’s comments can be read', async () => {
    mockFetch(commentsServer({ comments: [], readableAccounts: 0 }));
    renderApp('/comments');
    expect(await screen.findByText('Aucun compte dont lire les commentaires')).toBeTruthy();
    expect(screen.getByTestId('empty-connect').getAttribute('href')).toBe('/networks');
  });

  it('says why the list could not be read and reads it again on « Réessayer »', async () => {
    const user = userEvent.setup();
    let fail = true;
    const server = commentsServer();
    mockFetch({
      ...server,
      'GET /api/comments': (init) => (fail ? json(400, { success: false, code: 'validation.invalid', message: 'Requête invalide.' }) : server['GET /api/comments']!(init)),
    });
    renderApp('/comments');
    const error = await screen.findByTestId('load-error');
    expect(error.textContent).toContain('Impossible de charger les commentaires.');
    fail = false;
    await user.click(within(error).getByRole('button', { name: 'Réessayer' }));
    expect(await listed()).toHaveLength(2);
  });

  it('« Charger plus » asks for the next page with the cursor', async () => {
    const user = userEvent.setup();
    const server = commentsServer({ nextCursor: 'next-1' });
    let page = 0;
    const fetchMock = mockFetch({
      ...server,
      'GET /api/comments': (init) => {
        page += 1;
        if (page === 1) return server['GET /api/comments']!(init);
        return json(200, {
          success: true,
          data: {
            comments: [aComment({ id: 'k9', author: { name: 'Zoé Bernard', handle: null }, status: 'approved' })],
            nextCursor: null,
            waiting: 2,
            total: 3,
            readableAccounts: 1,
          },
        });
      },
    });
    renderApp('/comments');
    await listed();
    expect(screen.getByTestId('comment-count').textContent).toBe('2 commentaires affichés sur 2');
    await user.click(screen.getByRole('button', { name: 'Charger plus' }));
    await waitFor(() => expect(screen.getAllByTestId('comment-card')).toHaveLength(3));
    expect(lastQuery(fetchMock, '/api/comments').get('cursor')).toBe('next-1');
    expect(screen.queryByRole('button', { name: 'Charger plus' })).toBeNull();
  });

  it('?id= opens the comment’s details: the post, the thread oldest first with the account’s answers, the author, the assignment', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(
      commentsServer({ extra: { 'PUT /api/comments/k1/assignee': () => json(200, { success: true, data: aComment({ assignee: { id: 'u2', name: 'Paul Langevin' } }) }) } }),
    );
    const { router } = renderApp('/comments?id=k1');
    const dialog = await screen.findByTestId('comment-detail');
    expect(await within(dialog).findByRole('heading', { name: 'Commentaire de Camille Durand' })).toBeTruthy();
    const post = within(dialog).getByTestId('detail-post');
    expect(post.textContent).toContain('Nouvelle collection');
    expect(post.textContent).toContain('faites à la main dans notre atelier');
    expect(post.textContent).toContain('Publiée le 18 novembre 2026');
    expect(
      within(post)
        .getByRole('link', { name: /Voir la publication sur Instagram/ })
        .getAttribute('href'),
    ).toBe('https://instagram.example/p/1');
    expect(
      within(dialog)
        .getByRole('link', { name: /Voir le commentaire sur Instagram/ })
        .getAttribute('href'),
    ).toBe('https://instagram.example/c/1');
    const messages = within(dialog).getAllByTestId('thread-message');
    expect(messages.map((message) => message.dataset.fromAccount ?? 'author')).toEqual(['author', 'true']);
    expect(within(messages[1]!).getByText('Votre compte')).toBeTruthy();
    expect(messages[0]!.getAttribute('aria-current')).toBe('true');
    expect(within(messages[0]!).getByText('Ce commentaire')).toBeTruthy();
    expect(within(dialog).getByTestId('detail-author').textContent).toBe('Camille Durand a laissé 3 autres commentaires sous vos publications.');
    // Read now: the card in the list loses its « Non lu ».
    await waitFor(() => expect(within(cardOf('Camille Durand')).queryByTestId('comment-unread')).toBeNull());

    const assign = within(dialog).getByLabelText('Assigner à') as HTMLSelectElement;
    expect([...assign.options].map((option) => option.text)).toEqual(['Personne', 'Marie Curie (moi)', 'Paul Langevin']);
    await user.selectOptions(assign, 'u2');
    await waitFor(() => expect(callsOf(fetchMock)).toContain('PUT /api/comments/k1/assignee'));
    await waitFor(() => expect(within(cardOf('Camille Durand')).getByTestId('comment-assignee').textContent).toBe('Assigné à Paul Langevin'));

    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(currentPath(router)).toBe('/comments'));
    expect(screen.queryByRole('heading', { name: 'Commentaire de Camille Durand' })).toBeNull();

    // « Voir les détails » opens it again, through the address.
    await user.click(within(cardOf('Camille Durand')).getByRole('button', { name: 'Voir les détails' }));
    expect(currentPath(router)).toBe('/comments?id=k1');
  });

  it('a viewer reads everything but sees no button that writes', async () => {
    mockFetch(commentsServer({ role: 'viewer' }));
    renderApp('/comments');
    const cards = await listed();
    for (const card of cards) {
      for (const name of ['Répondre', 'Approuver', 'Rejeter']) expect(within(card).queryByRole('button', { name })).toBeNull();
      expect(within(card).getByRole('button', { name: 'Voir les détails' })).toBeTruthy();
      expect(within(card).queryByRole('checkbox')).toBeNull();
    }
    expect(screen.queryByTestId('bulk-bar')).toBeNull();
    expect(screen.getByTestId('quick-reply').textContent).toContain("Votre rôle permet de lire les commentaires, pas d'y répondre.");
    expect(screen.queryByRole('textbox', { name: /Votre réponse/ })).toBeNull();
    await within(screen.getByTestId('saved-replies')).findAllByTestId('saved-reply');
    expect(screen.queryByTestId('saved-reply-insert')).toBeNull();
    expect(screen.queryByTestId('saved-reply-add')).toBeNull();
    expect(await screen.findByTestId('spam-read-only')).toBeTruthy();
    expect(screen.queryByTestId('spam-edit')).toBeNull();
  });

  it('« Actualiser » starts the reading, says the server’s sentence, and reads the list again a few seconds later', async () => {
    const fetchMock = mockFetch(commentsServer());
    renderApp('/comments');
    await listed();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const before = callsOf(fetchMock).filter((call) => call === 'GET /api/comments').length;
    await user.click(screen.getByRole('button', { name: 'Actualiser' }));
    expect(await screen.findByText('Lecture des commentaires lancée pour 2 compte(s).')).toBeTruthy();
    expect(screen.getByTestId('sync-button').textContent).toBe('Actualisation…');
    await vi.advanceTimersByTimeAsync(4_500);
    await waitFor(() => expect(callsOf(fetchMock).filter((call) => call === 'GET /api/comments').length).toBeGreaterThan(before));
    await waitFor(() => expect(screen.getByTestId('sync-button').textContent).toBe('Actualiser'));
  });
});
