import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, json, mockFetch, session } from '../../test/fetch-mock.ts';
import { currentPath, renderApp } from '../../test/render-app.tsx';
import { contentItem, lastQuery, page, publicationsServer, target } from '../content/test-fixtures.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const photo = contentItem();
const video = contentItem({
  id: 'c2',
  title: null,
  content: 'Les coulisses de l’atelier en vidéo.',
  mediaType: 'video',
  mediaUrl: '/media/w1/clip.mp4',
  platforms: ['tiktok', 'facebook'],
  keywords: ['#coulisses', 'atelier'],
});
const bare = contentItem({ id: 'c3', title: 'Sans image', mediaUrl: null, platforms: ['twitter'], keywords: [] });

const card = (id: string) => screen.findByTestId(`pending-card-${id}`);

describe('pending publications', () => {
  it('/publications opens the pending tab, which lists the items waiting for validation', async () => {
    const fetchMock = mockFetch(publicationsServer({ 'GET /api/content/history': () => page([photo, video, bare]) }));
    const { router } = renderApp('/publications');
    const first = await card('c1');
    expect(currentPath(router)).toBe('/publications/pending');
    expect(lastQuery(fetchMock, '/api/content/history').get('status')).toBe('pending');
    expect(screen.getByRole('link', { name: 'En attente' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Planifiées' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Conseils' }).getAttribute('href')).toBe('/publications/advice');
    const tabs = within(screen.getByRole('navigation', { name: 'Sections des publications' })).getAllByRole('link');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['En attente', 'Planifiées', 'Conseils', 'Historique']);

    expect(within(first).getByRole('heading', { name: 'Nouvelle collection' })).toBeTruthy();
    expect(within(first).getByText('En attente')).toBeTruthy();
    expect(within(first).queryByText('Vidéo')).toBeNull();
    expect(within(first).getByTestId('content-image').getAttribute('src')).toBe('/media/w1/photo.jpg');
    expect(within(first).getByText('#artisanat')).toBeTruthy();
    expect(within(first).getByRole('list', { name: 'Réseaux : Instagram' })).toBeTruthy();
    // Created at 09:15 UTC: 10:15 in Paris.
    expect(within(first).getByTestId('pending-date').textContent).toMatch(/^Créé le 20 novembre 2026 .*10:15$/);
    expect(within(first).getByRole('link', { name: 'Modifier' }).getAttribute('href')).toBe('/create?draft=c1');

    const second = await card('c2');
    expect(within(second).getByRole('heading', { name: 'Contenu sans titre' })).toBeTruthy();
    expect(within(second).getByText('Vidéo')).toBeTruthy();
    expect(within(second).getByTestId('content-video')).toBeTruthy();
    expect(within(second).getByText('#coulisses')).toBeTruthy();
    expect(within(second).getByText('#atelier')).toBeTruthy();
    expect(within(await card('c3')).getByTestId('content-placeholder')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Filtres avancés' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the hashtags once: out of the text, as one list', async () => {
    const saved = contentItem({
      content: 'Nos tasses en céramique, tournées à la main.\n\n#ceramique #atelier #faitmain',
      // Only the hashtags every network shares: a subset of those of the text.
      keywords: ['#atelier'],
    });
    mockFetch(publicationsServer({ 'GET /api/content/history': () => page([saved]) }));
    renderApp('/publications/pending');
    const shown = await card('c1');
    expect(within(shown).getByTestId('pending-content').textContent).toBe('Nos tasses en céramique, tournées à la main.');
    const tags = within(shown).getByRole('list', { name: 'Hashtags' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(['#ceramique', '#atelier', '#faitmain']);
    expect(shown.textContent?.match(/#atelier/g)).toHaveLength(1);
  });

  it('shows the creation date in the user’s time zone', async () => {
    mockFetch(publicationsServer({ 'GET /api/content/history': () => page([photo]) }, 'America/New_York'));
    renderApp('/publications/pending');
    expect(within(await card('c1')).getByTestId('pending-date').textContent).toMatch(/04:15$/);
  });

  it('searches on the server with what the user typed', async () => {
    const fetchMock = mockFetch(
      publicationsServer({
        'GET /api/content/history': () => (lastQuery(fetchMock, '/api/content/history').get('search') === 'atelier' ? page([video]) : page([photo, video])),
      }),
    );
    renderApp('/publications/pending');
    await card('c1');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher une publication' }), 'atelier');
    await waitFor(() => expect(screen.queryByTestId('pending-card-c1')).toBeNull());
    // The previous results stay on screen while the search runs: no flash of skeletons.
    expect(screen.getByTestId('pending-card-c2')).toBeTruthy();
    expect(lastQuery(fetchMock, '/api/content/history').get('status')).toBe('pending');
  });

  it('an empty list invites to create content; a failed load says « Erreur lors du chargement des publications: » and the server’s reason', async () => {
    mockFetch(publicationsServer({ 'GET /api/content/history': () => page([]) }));
    const view = renderApp('/publications/pending');
    const empty = await screen.findByTestId('empty-state');
    expect(empty.textContent).toContain('Aucune publication en attente');
    expect(within(empty).getByRole('link').getAttribute('href')).toBe('/create');
    view.unmount();

    mockFetch(
      publicationsServer({
        'GET /api/content/history': () => json(400, { success: false, code: 'validation.invalid', message: 'Le champ « search » est invalide.' }),
      }),
    );
    renderApp('/publications/pending');
    expect((await screen.findByTestId('load-error')).textContent).toContain('Erreur lors du chargement des publications: Le champ « search » est invalide.');
  });

  it('"Supprimer" asks first; only the confirmation deletes, then "Publication supprimée"', async () => {
    let items = [photo, video];
    const fetchMock = mockFetch(
      publicationsServer({
        'GET /api/content/history': () => page(items),
        'DELETE /api/content/c1': () => {
          items = [video];
          return json(200, { success: true });
        },
      }),
    );
    renderApp('/publications/pending');
    await userEvent.click(within(await card('c1')).getByRole('button', { name: 'Supprimer' }));
    const dialog = await screen.findByTestId('delete-dialog');
    expect(within(dialog).getByText('Supprimer cette publication ?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(callsOf(fetchMock)).not.toContain('DELETE /api/content/c1');
    expect(screen.getByTestId('pending-card-c1')).toBeTruthy();

    await userEvent.click(within(await card('c1')).getByRole('button', { name: 'Supprimer' }));
    await userEvent.click(screen.getByTestId('delete-dialog-confirm'));
    expect(await screen.findByText('Publication supprimée')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('pending-card-c1')).toBeNull());
    expect(callsOf(fetchMock).filter((call) => call === 'DELETE /api/content/c1')).toHaveLength(1);
  });

  it('a refused delete shows "Erreur lors de la suppression: …" and keeps the item', async () => {
    mockFetch(
      publicationsServer({
        'GET /api/content/history': () => page([photo]),
        'DELETE /api/content/c1': () => json(404, { success: false, code: 'content.notFound', message: 'Contenu introuvable.' }),
      }),
    );
    renderApp('/publications/pending');
    await userEvent.click(within(await card('c1')).getByRole('button', { name: 'Supprimer' }));
    await userEvent.click(screen.getByTestId('delete-dialog-confirm'));
    expect(await screen.findByText('Erreur lors de la suppression: Contenu introuvable.')).toBeTruthy();
    expect(screen.getByTestId('pending-card-c1')).toBeTruthy();
  });

  it('"Publier" waits for each network’s outcome, says it network by network, then goes to /history after 1.5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const item = contentItem({ platforms: ['instagram', 'twitter'] });
    const queued = [target({ status: 'queued', url: null }), target({ id: 't-x', platform: 'twitter', status: 'queued', url: null })];
    const done = [target(), target({ id: 't-x', platform: 'twitter', status: 'failed', url: null, lastError: 'Le texte dépasse 280 caractères.' })];
    let reads = 0;
    const fetchMock = mockFetch(
      publicationsServer({
        'GET /api/content/history': () => page([item]),
        'POST /api/content/drafts/c1/publish': () => json(200, { success: true, data: { ...item, status: 'publishing', targets: queued } }),
        'GET /api/content/c1': () => {
          reads += 1;
          return json(200, { success: true, data: reads < 2 ? { ...item, status: 'publishing', targets: queued } : { ...item, status: 'published', targets: done } });
        },
      }),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { router } = renderApp('/publications/pending');
    await user.click(within(await card('c1')).getByRole('button', { name: 'Publier' }));
    expect(await screen.findByText('Publication en cours...')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_000);
    });
    expect(await screen.findByText('Publié sur Instagram')).toBeTruthy();
    expect(screen.getByText('Erreur lors de la publication sur X: Le texte dépasse 280 caractères.')).toBeTruthy();
    expect(screen.getByText('Publication réussie !')).toBeTruthy();
    expect(screen.queryByText('Publication en cours...')).toBeNull();
    expect(reads).toBe(2);
    expect(callsOf(fetchMock).filter((call) => call.startsWith('POST'))).toEqual(['POST /api/content/drafts/c1/publish']);

    // The redirect comes 1.5 s after the result (a margin for the few real milliseconds the checks take).
    expect(currentPath(router)).toBe('/publications/pending');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_300);
    });
    expect(currentPath(router)).toBe('/publications/pending');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(250);
    });
    expect(currentPath(router)).toBe('/history');
  });

  it('while an item’s publish is in flight, its Publier, Planifier and Supprimer wait, even when another item is published', async () => {
    const releases: Array<() => void> = [];
    const held = (item: typeof photo) => () =>
      new Promise<Response>((resolve) => {
        releases.push(() => resolve(json(200, { success: true, data: { ...item, status: 'published', targets: [target()] } })));
      });
    const fetchMock = mockFetch(
      publicationsServer({
        'GET /api/content/history': () => page([photo, video]),
        'POST /api/content/drafts/c1/publish': held(photo),
        'POST /api/content/drafts/c2/publish': held(video),
      }),
    );
    renderApp('/publications/pending');
    const first = within(await card('c1'));
    await userEvent.click(first.getByRole('button', { name: 'Publier' }));
    await userEvent.click(within(await card('c2')).getByRole('button', { name: 'Publier' }));
    await waitFor(() => expect(callsOf(fetchMock).filter((call) => call.startsWith('POST'))).toHaveLength(2));
    for (const name of ['Publier', 'Planifier', 'Supprimer']) {
      expect((first.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
    }
    await userEvent.click(first.getByRole('button', { name: 'Publier' }));
    expect(callsOf(fetchMock).filter((call) => call === 'POST /api/content/drafts/c1/publish')).toHaveLength(1);
    act(() => {
      for (const release of releases) release();
    });
    expect(await screen.findAllByText('Publication réussie !')).toHaveLength(2);
  });

  it('a publish still running after the wait stays said until closed; the user who left the page is not pulled to /history', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const item = contentItem({ platforms: ['instagram'] });
    const running = { ...item, status: 'publishing' as const, targets: [target({ status: 'queued', url: null })] };
    mockFetch(
      publicationsServer({
        'GET /api/content/history': () => page([item]),
        'POST /api/content/drafts/c1/publish': () => json(200, { success: true, data: running }),
        'GET /api/content/c1': () => json(200, { success: true, data: running }),
      }),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { router } = renderApp('/publications/pending');
    await user.click(within(await card('c1')).getByRole('button', { name: 'Publier' }));
    expect(await screen.findByText('Publication en cours...')).toBeTruthy();
    await act(async () => {
      await router.navigate('/publications/scheduled');
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(31_000);
    });
    const stillRunning = "Publication sur Instagram toujours en cours : le résultat apparaîtra dans l'historique.";
    expect(await screen.findByText(stillRunning)).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(20_000);
    });
    expect(screen.getByText(stillRunning)).toBeTruthy();
    expect(currentPath(router)).toBe('/publications/scheduled');
  });

  it('a refused publish says "Erreur lors de la publication: …" and stays', async () => {
    mockFetch(
      publicationsServer({
        'GET /api/content/history': () => page([photo]),
        'POST /api/content/drafts/c1/publish': () => json(409, { success: false, code: 'content.alreadyPublished', message: 'Ce contenu est déjà publié.' }),
      }),
    );
    const { router } = renderApp('/publications/pending');
    await userEvent.click(within(await card('c1')).getByRole('button', { name: 'Publier' }));
    expect(await screen.findByText('Erreur lors de la publication: Ce contenu est déjà publié.')).toBeTruthy();
    expect(screen.queryByText('Publication réussie !')).toBeNull();
    expect(currentPath(router)).toBe('/publications/pending');
  });

  it('a viewer reads the pending posts and previews them, with no action the server would refuse', async () => {
    mockFetch(
      publicationsServer({
        'GET /api/auth/me': () => json(200, { ...session, user: { ...session.user, timeZone: 'Europe/Paris' }, workspace: { ...session.workspace, role: 'viewer' } }),
        'GET /api/content/history': () => page([photo]),
      }),
    );
    renderApp('/publications/pending');
    const item = await card(photo.id);
    expect(within(item).getByRole('button', { name: 'Aperçu' })).toBeTruthy();
    for (const name of ['Publier', 'Planifier', 'Ajouter à la file', 'Supprimer']) expect(within(item).queryByRole('button', { name })).toBeNull();
    expect(within(item).queryByRole('link', { name: 'Modifier' })).toBeNull();
  });

  it('an empty list invites a viewer to nothing: creating is not theirs', async () => {
    mockFetch(
      publicationsServer({
        'GET /api/auth/me': () => json(200, { ...session, workspace: { ...session.workspace, role: 'viewer' } }),
        'GET /api/content/history': () => page([]),
      }),
    );
    renderApp('/publications/pending');
    const empty = await screen.findByTestId('empty-state');
    expect(empty.textContent).toContain('Aucune publication en attente');
    expect(within(empty).queryByRole('link')).toBeNull();
  });

  it('« Ajouter à la file » puts the post in the posting queue and says when it goes out, in the server’s words', async () => {
    let items = [photo, video];
    const fetchMock = mockFetch(
      publicationsServer({
        'GET /api/content/history': () => page(items),
        'POST /api/content/c1/queue': () => {
          items = [video];
          return json(200, {
            success: true,
            message: "Ajoutée à la file d'attente : Instagram lundi 23 novembre à 09:00",
            data: { ...photo, status: 'scheduled', queuedAt: '2026-11-20T10:00:00.000Z', scheduledFor: '2026-11-23T08:00:00.000Z' },
          });
        },
      }),
    );
    renderApp('/publications/pending');
    await userEvent.click(within(await card('c1')).getByRole('button', { name: 'Ajouter à la file' }));
    expect(await screen.findByText("Ajoutée à la file d'attente : Instagram lundi 23 novembre à 09:00")).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('pending-card-c1')).toBeNull());
    expect(screen.getByTestId('pending-card-c2')).toBeTruthy();
    expect(callsOf(fetchMock).filter((call) => call.startsWith('POST'))).toEqual(['POST /api/content/c1/queue']);
  });

  it('a post the queue refuses stays pending, with the server’s reason', async () => {
    mockFetch(
      publicationsServer({
        'GET /api/content/history': () => page([photo]),
        'POST /api/content/c1/queue': () =>
          json(400, { success: false, code: 'queue.noSlots', message: "Aucun créneau pour Instagram dans la file d'attente : ajoutez-en dans « Publication automatique »." }),
      }),
    );
    renderApp('/publications/pending');
    await userEvent.click(within(await card('c1')).getByRole('button', { name: 'Ajouter à la file' }));
    expect(
      await screen.findByText("Erreur lors de l'ajout à la file d'attente: Aucun créneau pour Instagram dans la file d'attente : ajoutez-en dans « Publication automatique »."),
    ).toBeTruthy();
    expect(screen.getByTestId('pending-card-c1')).toBeTruthy();
  });
});
