import { countPostText, NETWORK_LIMITS, type DraftBody } from '@publia/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_GENERATED_EVENT } from '../../lib/content-events.ts';
import { json, mockFetch } from '../../test/fetch-mock.ts';
import { currentPath, renderApp } from '../../test/render-app.tsx';
import { contentItem, target } from '../content/test-fixtures.ts';
import { account, bodyOf, createServer, FILTERED_ID, generation, installFakeXhr, media, PHOTO_ID, photoFile, uploaded } from './create.test-support.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

type User = ReturnType<typeof userEvent.setup>;

const published = () => contentItem({ id: 'c9', status: 'published', platforms: ['twitter'], targets: [target({ platform: 'twitter' })] });

const requestBody = (fetchMock: ReturnType<typeof mockFetch>, method: string, path: string) => {
  const call = fetchMock.mock.calls.find(([url, init]) => String(url).split('?')[0]?.endsWith(path) && init?.method === method);
  if (!call) throw new Error(`no ${method} ${path}`);
  return bodyOf(call[1] as RequestInit);
};

/** Upload, keyword, objective, networks, then "Générer du contenu" until the editors show. */
async function fillAndGenerate(user: User, networks: RegExp[]) {
  await screen.findByTestId('drop-zone');
  await user.upload(screen.getByTestId('media-input'), photoFile());
  await screen.findByTestId('media-preview');
  await user.type(screen.getByLabelText('Mot-clé 1 (obligatoire)'), 'artisanat');
  await user.click(screen.getByLabelText('Inspirer'));
  for (const network of networks) await user.click(screen.getByRole('switch', { name: network }));
  await user.click(screen.getByRole('button', { name: 'Générer du contenu' }));
  await screen.findByTestId('generation-info');
}

describe('create screen: after generation', () => {
  it('shows the info table, the banner, and one editor per network with its live counter', async () => {
    installFakeXhr(() => uploaded(media()));
    mockFetch(createServer([account('twitter')], { 'POST /api/generate-content': () => json(200, generation(['twitter', 'linkedin'])) }));
    const user = userEvent.setup();
    renderApp('/create');
    await fillAndGenerate(user, [/X/, /LinkedIn/]);

    expect(await screen.findByText('Contenu généré avec succès!')).toBeTruthy();
    const info = screen.getByTestId('generation-info');
    expect(within(info).getByText('Connecté au réseau')).toBeTruthy();
    expect(within(info).getByRole('rowheader', { name: 'Plateforme' }).nextElementSibling?.textContent).toBe('X');
    expect(within(info).getByRole('rowheader', { name: 'ID de session' }).nextElementSibling?.textContent).toBe('session-42');
    expect(within(info).getByRole('rowheader', { name: 'Requêtes restantes' }).nextElementSibling?.textContent).toBe('41');
    expect(within(info).getByTestId('generation-origin').textContent).toBe("Contenu généré à l'instant");

    const xText = screen.getByLabelText('Texte pour X') as HTMLTextAreaElement;
    expect(xText.value).toBe('Nouvelle collection faite main, à découvrir en boutique.');
    expect((screen.getByLabelText('Hashtags pour X') as HTMLInputElement).value).toBe('#artisanat #twitter');
    const received = 'Nouvelle collection faite main, à découvrir en boutique.\n\n#artisanat #twitter';
    expect(screen.getByTestId('counter-twitter').textContent).toBe(`${countPostText(NETWORK_LIMITS.twitter, received)} / 280 caractères`);
    expect(screen.getByTestId('counter-linkedin').textContent).toMatch(/ \/ 3000 caractères$/);

    // X counts a link as 23 whatever its length: the counter is the network's own count.
    await user.clear(xText);
    await user.click(xText);
    await user.paste(`Voir https://exemple.fr/${'a'.repeat(60)} ${'b'.repeat(240)}`);
    const counter = screen.getByTestId('counter-twitter');
    // 5 + 23 (the link, 83 characters) + 1 + 240 + the hashtags' 21: 290, not 350.
    expect(counter.textContent).toBe('290 / 280 caractères');
    expect(counter.dataset.over).toBe('true');
    expect(screen.getByText('Trop long de 10 caractères pour X')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Publier maintenant' }) as HTMLButtonElement).disabled).toBe(true);
    await user.clear(xText);
    await user.type(xText, 'Court et clair.');
    expect(screen.getByTestId('counter-twitter').dataset.over).toBeUndefined();
  });

  it('Bluesky’s counter counts graphemes: an emoji family is one of its 300', async () => {
    installFakeXhr(() => uploaded(media()));
    mockFetch(createServer([account('bluesky')], { 'POST /api/generate-content': () => json(200, generation(['bluesky'])) }));
    const user = userEvent.setup();
    renderApp('/create');
    await fillAndGenerate(user, [/Bluesky/]);
    const text = (await screen.findByLabelText('Texte pour Bluesky')) as HTMLTextAreaElement;
    await user.clear(screen.getByLabelText('Hashtags pour Bluesky'));
    await user.clear(text);
    await user.click(text);
    await user.paste(`${'a'.repeat(299)}👨‍👩‍👧‍👦`);
    const counter = screen.getByTestId('counter-bluesky');
    expect(counter.textContent).toBe('300 / 300 caractères');
    expect(counter.dataset.over).not.toBe('true');
    await user.paste('!');
    expect(counter.textContent).toBe('301 / 300 caractères');
    expect(counter.dataset.over).toBe('true');
  });

  it('says when the text came from the cache or from the fallback', async () => {
    installFakeXhr(() => uploaded(media()));
    let answer = generation(['facebook'], { cached: true });
    mockFetch(createServer([], { 'POST /api/generate-content': () => json(200, answer) }));
    const user = userEvent.setup();
    renderApp('/create');
    await fillAndGenerate(user, [/Facebook/]);
    expect(await screen.findByText('Contenu récupéré du cache!')).toBeTruthy();
    expect(screen.getByTestId('generation-origin').textContent).toBe('Contenu récupéré du cache local');

    answer = generation(['facebook'], {}, { message: 'Contenu généré avec mode alternatif', fallback: { available: true, message: 'Contenu généré avec mode alternatif' } });
    await user.click(screen.getByRole('button', { name: 'Générer du contenu' }));
    await waitFor(() => expect(screen.getByTestId('generation-origin').textContent).toBe('Contenu généré avec mode alternatif'));
  });

  it('a failed generation is said with the server’s reason, and nothing is saved', async () => {
    installFakeXhr(() => uploaded(media()));
    const fetchMock = mockFetch(
      createServer([], {
        'POST /api/generate-content': () => json(409, { success: false, code: 'generation.quotaExhausted', message: 'Quota de générations atteint pour ce mois.' }),
      }),
    );
    const user = userEvent.setup();
    renderApp('/create');
    await screen.findByTestId('drop-zone');
    await user.upload(screen.getByTestId('media-input'), photoFile());
    await screen.findByTestId('media-preview');
    await user.type(screen.getByLabelText('Mot-clé 1 (obligatoire)'), 'artisanat');
    await user.click(screen.getByLabelText('Inspirer'));
    await user.click(screen.getByRole('switch', { name: /Facebook/ }));
    await user.click(screen.getByRole('button', { name: 'Générer du contenu' }));
    expect(await screen.findByText('Erreur lors de la génération de contenu: Quota de générations atteint pour ce mois.')).toBeTruthy();
    expect(screen.queryByTestId('post-editor-facebook')).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/content/drafts'))).toBe(false);
  });

  it('a generation without an answer says which: time-out, server unreachable, device offline (nothing sent)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    installFakeXhr(() => uploaded(media()));
    let answer: 'hang' | 'network' = 'hang';
    const fetchMock = mockFetch(
      createServer([], {
        'POST /api/generate-content': (init) =>
          answer === 'network'
            ? Promise.reject(new TypeError('Failed to fetch'))
            : new Promise<Response>((_resolve, reject) => {
                init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
              }),
      }),
    );
    const generations = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/generate-content')).length;
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp('/create');
    await screen.findByTestId('drop-zone');
    await user.upload(screen.getByTestId('media-input'), photoFile());
    await screen.findByTestId('media-preview');
    await user.type(screen.getByLabelText('Mot-clé 1 (obligatoire)'), 'artisanat');
    await user.click(screen.getByLabelText('Inspirer'));
    await user.click(screen.getByRole('switch', { name: /Facebook/ }));

    await user.click(screen.getByRole('button', { name: 'Générer du contenu' }));
    await waitFor(() => expect(generations()).toBe(1));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(await screen.findByText('La requête a pris trop de temps. Veuillez réessayer.')).toBeTruthy();

    answer = 'network';
    await user.click(screen.getByRole('button', { name: 'Générer du contenu' }));
    expect(await screen.findByText('Impossible de contacter le serveur...')).toBeTruthy();
    expect(generations()).toBe(2);

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await user.click(screen.getByRole('button', { name: 'Générer du contenu' }));
    expect(await screen.findByText('Votre appareil semble être hors-ligne. Veuillez vérifier votre connexion internet et réessayer.')).toBeTruthy();
    expect(generations()).toBe(2);
    expect(screen.queryByText(/Erreur lors de la génération de contenu/)).toBeNull();
  });

  it('Manuelle: saves the edited post as pending with the filtered photo, then goes to the pending list', async () => {
    installFakeXhr(() => uploaded(media()));
    const events = vi.fn<() => void>();
    window.addEventListener(CONTENT_GENERATED_EVENT, events);
    const fetchMock = mockFetch(
      createServer([account('twitter')], {
        'POST /api/generate-content': () => json(200, generation(['twitter', 'instagram'])),
        [`POST /api/media/${PHOTO_ID}/filter`]: () => json(200, { success: true, data: media({ id: FILTERED_ID, url: '/media/w1/noir.jpg', filter: 'noir', sourceId: PHOTO_ID }) }),
        'POST /api/content/drafts': (init) => json(201, { success: true, data: contentItem({ id: 'c9', ...(bodyOf(init) as Partial<DraftBody>) } as never) }),
        'GET /api/content/history': () => json(200, { success: true, data: [], pagination: { page: 1, pageSize: 20, hasMore: false } }),
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/create');
    await screen.findByTestId('drop-zone');
    await user.click(screen.getByRole('tab', { name: 'Manuelle' }));
    await user.upload(screen.getByTestId('media-input'), photoFile());
    await user.click(await screen.findByRole('radio', { name: 'Noir & Blanc' }));
    await user.type(screen.getByLabelText('Mot-clé 1 (obligatoire)'), 'artisanat');
    await user.type(screen.getByLabelText('Mot-clé 2'), 'bijoux');
    await user.click(screen.getByLabelText('Inspirer'));
    await user.click(screen.getByRole('switch', { name: /X/ }));
    await user.click(screen.getByRole('switch', { name: /Instagram/ }));
    await user.click(screen.getByRole('button', { name: 'Générer du contenu' }));
    const xText = await screen.findByLabelText('Texte pour X');
    await user.clear(xText);
    await user.type(xText, 'Ma version pour X.');
    await user.click(screen.getByRole('button', { name: 'Enregistrer en attente' }));

    expect(await screen.findByText('Contenu enregistré dans les publications en attente')).toBeTruthy();
    expect(requestBody(fetchMock, 'POST', `/api/media/${PHOTO_ID}/filter`)).toEqual({ filter: 'noir' });
    const saved = requestBody(fetchMock, 'POST', '/api/content/drafts');
    expect(saved).toMatchObject({
      content: 'Ma version pour X.\n\n#artisanat #twitter',
      mediaId: FILTERED_ID,
      mediaType: 'image',
      platforms: ['twitter', 'instagram'],
      keywords: ['#artisanat'],
      topics: ['artisanat', 'bijoux'],
      objective: 'inspire',
      description: null,
      publicationMode: 'manuelle',
      status: 'pending',
      repostOf: null,
      variants: {
        twitter: 'Ma version pour X.\n\n#artisanat #twitter',
        instagram: 'Nouvelle collection en atelier ✨\n\nDécouvrez nos pièces faites main.\n\n#artisanat #instagram',
      },
    });
    // Named after its keywords, so that two posts read differently in the lists.
    expect(saved.title).toBe('Artisanat, bijoux');
    expect(events).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/publish'))).toBe(false);
    await waitFor(() => expect(currentPath(router)).toBe('/publications/pending'), { timeout: 3000 });
    window.removeEventListener(CONTENT_GENERATED_EVENT, events);
  });

  it('Automatique: publishes to the connected accounts, says which are not connected, then goes to the history', async () => {
    installFakeXhr(() => uploaded(media()));
    const fetchMock = mockFetch(
      createServer([account('twitter'), account('linkedin', { isConnected: false })], {
        'POST /api/generate-content': () => json(200, generation(['twitter', 'linkedin'])),
        'POST /api/content/drafts': (init) => json(201, { success: true, data: contentItem({ id: 'c9', platforms: bodyOf(init).platforms as never }) }),
        'POST /api/content/drafts/c9/publish': () => json(200, { success: true, data: published() }),
        'GET /api/content/c9': () => json(200, { success: true, data: published() }),
        'GET /api/content/history': () => json(200, { success: true, data: [], pagination: { page: 1, pageSize: 20, hasMore: false } }),
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/create');
    await fillAndGenerate(user, [/X/, /LinkedIn/]);
    await user.click(screen.getByRole('button', { name: 'Publier maintenant' }));

    expect(await screen.findByText('Certains comptes ne sont pas connectés: LinkedIn. Ces plateformes seront ignorées.')).toBeTruthy();
    expect(await screen.findByText('Publié sur X')).toBeTruthy();
    // Saved as a draft, not as pending: nothing is announced as waiting for validation.
    expect(requestBody(fetchMock, 'POST', '/api/content/drafts')).toMatchObject({ platforms: ['twitter'], mediaId: PHOTO_ID, status: 'draft' });
    await waitFor(() => expect(currentPath(router)).toBe('/history'), { timeout: 3000 });
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('Automatique: a publish that fails after the save says so, then goes to the pending list where the draft is', async () => {
    installFakeXhr(() => uploaded(media()));
    const fetchMock = mockFetch(
      createServer([account('twitter')], {
        'POST /api/generate-content': () => json(200, generation(['twitter'])),
        'POST /api/content/drafts': () => json(201, { success: true, data: contentItem({ id: 'c9', platforms: ['twitter'] }) }),
        'POST /api/content/drafts/c9/publish': () => json(502, { success: false, code: 'publish.failed', message: 'Le réseau ne répond pas.' }),
        'PUT /api/content/drafts/c9': () => json(200, { success: true, data: contentItem({ id: 'c9', status: 'pending', platforms: ['twitter'] }) }),
        'GET /api/content/history': () => json(200, { success: true, data: [], pagination: { page: 1, pageSize: 20, hasMore: false } }),
      }),
    );
    const events = vi.fn<() => void>();
    window.addEventListener(CONTENT_GENERATED_EVENT, events);
    const user = userEvent.setup();
    const { router } = renderApp('/create');
    await fillAndGenerate(user, [/X/]);
    await user.click(screen.getByRole('button', { name: 'Publier maintenant' }));
    expect(await screen.findByText('Erreur lors de la publication: Le réseau ne répond pas.')).toBeTruthy();
    expect(currentPath(router)).toBe('/create');
    await waitFor(() => expect(currentPath(router)).toBe('/publications/pending'), { timeout: 3000 });
    // Saved as a draft to go out, then left pending (the server notifies then) since it could not.
    const saved = requestBody(fetchMock, 'POST', '/api/content/drafts');
    expect(saved).toMatchObject({ status: 'draft' });
    expect(requestBody(fetchMock, 'PUT', '/api/content/drafts/c9')).toEqual({ ...saved, status: 'pending' });
    expect(events).toHaveBeenCalledTimes(1);
    window.removeEventListener(CONTENT_GENERATED_EVENT, events);
  });

  it('the redirect after a save only happens if the user is still on the create screen', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    installFakeXhr(() => uploaded(media()));
    mockFetch(
      createServer([], {
        'POST /api/generate-content': () => json(200, generation(['facebook'])),
        'POST /api/content/drafts': () => json(201, { success: true, data: contentItem({ id: 'c9' }) }),
        'GET /api/content/history': () => json(200, { success: true, data: [], pagination: { page: 1, pageSize: 20, hasMore: false } }),
      }),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { router } = renderApp('/create');
    await fillAndGenerate(user, [/Facebook/]);
    await user.click(screen.getByRole('tab', { name: 'Manuelle' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer en attente' }));
    expect(await screen.findByText('Contenu enregistré dans les publications en attente')).toBeTruthy();
    await act(async () => {
      await router.navigate('/settings');
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_000);
    });
    expect(currentPath(router)).toBe('/settings');
  });

  it('Automatique without any connected account saves as pending and says so', async () => {
    installFakeXhr(() => uploaded(media()));
    const fetchMock = mockFetch(
      createServer([], {
        'POST /api/generate-content': () => json(200, generation(['facebook'])),
        'POST /api/content/drafts': () => json(201, { success: true, data: contentItem({ id: 'c9' }) }),
        'GET /api/content/history': () => json(200, { success: true, data: [], pagination: { page: 1, pageSize: 20, hasMore: false } }),
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/create');
    await fillAndGenerate(user, [/Facebook/]);
    await user.click(screen.getByRole('button', { name: 'Publier maintenant' }));
    expect(await screen.findByText('Aucun compte connecté pour les plateformes sélectionnées')).toBeTruthy();
    expect(await screen.findByText('Contenu enregistré dans les publications en attente')).toBeTruthy();
    expect(requestBody(fetchMock, 'POST', '/api/content/drafts')).toMatchObject({ platforms: ['facebook'], status: 'pending' });
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/publish'))).toBe(false);
    await waitFor(() => expect(currentPath(router)).toBe('/publications/pending'), { timeout: 3000 });
  });

  it('a refused save is said and the user stays on the screen', async () => {
    installFakeXhr(() => uploaded(media()));
    mockFetch(
      createServer([], {
        'POST /api/generate-content': () => json(200, generation(['facebook'])),
        'POST /api/content/drafts': () => json(400, { success: false, code: 'content.mediaNotFound', message: 'Média introuvable.' }),
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/create');
    await fillAndGenerate(user, [/Facebook/]);
    await user.click(screen.getByRole('tab', { name: 'Manuelle' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer en attente' }));
    expect(await screen.findByText("Erreur lors de l'enregistrement du brouillon: Média introuvable.")).toBeTruthy();
    expect(currentPath(router)).toBe('/create');
  });

  it('« Ajouter à la file »: saves the post as a draft, puts it in the posting queue, then goes to the scheduled list', async () => {
    installFakeXhr(() => uploaded(media()));
    const queued = contentItem({ id: 'c9', status: 'scheduled', platforms: ['twitter'], queuedAt: '2026-11-20T09:00:00.000Z', scheduledFor: '2026-11-23T08:00:00.000Z' });
    const fetchMock = mockFetch(
      createServer([account('twitter'), account('linkedin', { isConnected: false })], {
        'POST /api/generate-content': () => json(200, generation(['twitter', 'linkedin'])),
        'POST /api/content/drafts': (init) => json(201, { success: true, data: contentItem({ id: 'c9', status: 'draft', platforms: bodyOf(init).platforms as never }) }),
        'POST /api/content/c9/queue': () => json(200, { success: true, message: "Ajoutée à la file d'attente : X lundi 23 novembre à 09:00", data: queued }),
        'GET /api/content/history': () => json(200, { success: true, data: [], pagination: { page: 1, pageSize: 100, hasMore: false } }),
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/create');
    await fillAndGenerate(user, [/X/, /LinkedIn/]);
    await user.click(screen.getByRole('tab', { name: 'Manuelle' }));
    await user.click(screen.getByRole('button', { name: 'Ajouter à la file' }));

    expect(await screen.findByText('Certains comptes ne sont pas connectés: LinkedIn. Ces plateformes seront ignorées.')).toBeTruthy();
    expect(await screen.findByText("Ajoutée à la file d'attente : X lundi 23 novembre à 09:00")).toBeTruthy();
    // A draft: nothing is announced as waiting for validation while it goes to the queue.
    expect(requestBody(fetchMock, 'POST', '/api/content/drafts')).toMatchObject({ platforms: ['twitter'], status: 'draft' });
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/publish'))).toBe(false);
    await waitFor(() => expect(currentPath(router)).toBe('/publications/scheduled'), { timeout: 3000 });
  });

  it('« Ajouter à la file » refused by the queue leaves the post pending and goes to the pending list', async () => {
    installFakeXhr(() => uploaded(media()));
    const fetchMock = mockFetch(
      createServer([account('twitter')], {
        'POST /api/generate-content': () => json(200, generation(['twitter'])),
        'POST /api/content/drafts': () => json(201, { success: true, data: contentItem({ id: 'c9', status: 'draft', platforms: ['twitter'] }) }),
        'POST /api/content/c9/queue': () =>
          json(400, { success: false, code: 'queue.noSlots', message: "Aucun créneau pour X dans la file d'attente : ajoutez-en dans « Publication automatique »." }),
        'PUT /api/content/drafts/c9': () => json(200, { success: true, data: contentItem({ id: 'c9', status: 'pending', platforms: ['twitter'] }) }),
        'GET /api/content/history': () => json(200, { success: true, data: [], pagination: { page: 1, pageSize: 20, hasMore: false } }),
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/create');
    await fillAndGenerate(user, [/X/]);
    await user.click(screen.getByRole('button', { name: 'Ajouter à la file' }));
    expect(
      await screen.findByText("Erreur lors de l'ajout à la file d'attente: Aucun créneau pour X dans la file d'attente : ajoutez-en dans « Publication automatique »."),
    ).toBeTruthy();
    await waitFor(() => expect(currentPath(router)).toBe('/publications/pending'), { timeout: 3000 });
    expect(requestBody(fetchMock, 'PUT', '/api/content/drafts/c9')).toMatchObject({ status: 'pending' });
  });
});
