import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock.ts';
import { currentPath, renderApp } from '../../test/render-app.tsx';
import { contentItem } from '../content/test-fixtures.ts';
import { account, bodyOf, createServer, editedDraftRoutes, FILTERED_ID, generation, installFakeXhr, media, PHOTO_ID, photoFile, uploaded } from './create.test-support.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const draft = contentItem({
  id: 'c1',
  title: 'Collection d’hiver',
  content: 'Texte Instagram.\n\n#artisanat #hiver',
  mediaId: FILTERED_ID,
  mediaUrl: '/media/w1/noir.jpg',
  platforms: ['instagram', 'twitter'],
  keywords: ['#artisanat'],
  topics: ['artisanat', 'hiver'],
  variants: { instagram: 'Texte Instagram.\n\n#artisanat #hiver', twitter: 'Texte pour X.\n\n#artisanat' },
});

const mediaServer = {
  [`GET /api/media/${FILTERED_ID}`]: () => json(200, { success: true, data: media({ id: FILTERED_ID, url: '/media/w1/noir.jpg', filter: 'noir', sourceId: PHOTO_ID }) }),
  [`GET /api/media/${PHOTO_ID}`]: () => json(200, { success: true, data: media() }),
};

describe('create screen: ?draft and ?repost', () => {
  it('?draft loads the draft (texts, hashtags, photo and its filter, networks) and saves it back in place', async () => {
    const saved: Array<Record<string, unknown>> = [];
    const fetchMock = mockFetch(
      createServer([account('twitter')], {
        ...mediaServer,
        ...editedDraftRoutes(draft, saved),
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/create?draft=c1');
    const xText = (await screen.findByLabelText('Texte pour X')) as HTMLTextAreaElement;
    expect(screen.getByText("Modification d'un brouillon")).toBeTruthy();
    expect(xText.value).toBe('Texte pour X.');
    expect((screen.getByLabelText('Hashtags pour X') as HTMLInputElement).value).toBe('#artisanat');
    expect((screen.getByLabelText('Texte pour Instagram') as HTMLTextAreaElement).value).toBe('Texte Instagram.');
    expect((screen.getByLabelText('Hashtags pour Instagram') as HTMLInputElement).value).toBe('#artisanat #hiver');
    expect(screen.getByTestId('media-preview').getAttribute('src')).toBe('/media/w1/photo.jpg');
    expect(screen.getByRole('radio', { name: 'Noir & Blanc' }).getAttribute('aria-checked')).toBe('true');
    expect((screen.getByLabelText('Mot-clé 2') as HTMLInputElement).value).toBe('hiver');
    expect(screen.getByRole('switch', { name: /Instagram/ }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Manuelle' }).getAttribute('aria-selected')).toBe('true');

    await user.type(xText, ' Modifié.');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      title: 'Collection d’hiver',
      mediaId: FILTERED_ID,
      platforms: ['instagram', 'twitter'],
      variants: { twitter: 'Texte pour X. Modifié.\n\n#artisanat', instagram: 'Texte Instagram.\n\n#artisanat #hiver' },
      keywords: ['#artisanat'],
    });
    // The filtered copy already saved is kept: no second filter.
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/filter'))).toBe(false);
    await waitFor(() => expect(currentPath(router)).toBe('/publications/pending'), { timeout: 3000 });
  });

  it('?draft restores the objective, the description and the mode: "Générer" works again as it did, and they are saved back', async () => {
    const saved: Array<Record<string, unknown>> = [];
    const generated: Array<Record<string, unknown>> = [];
    const described = {
      ...draft,
      topics: ['artisanat', '', 'hiver'].filter(Boolean),
      objective: 'inspire' as const,
      description: 'Nos tasses tournées à la main.',
      publicationMode: 'automatique' as const,
    };
    mockFetch(
      createServer([account('twitter'), account('instagram')], {
        ...mediaServer,
        'GET /api/content/c1': () => json(200, { success: true, data: described }),
        'POST /api/generate-content': (init) => {
          generated.push(bodyOf(init));
          return json(200, generation(['instagram', 'twitter']));
        },
        'PUT /api/content/drafts/c1': (init) => {
          saved.push(bodyOf(init));
          return json(200, { success: true, data: described });
        },
        'POST /api/content/drafts/c1/publish': () => json(200, { success: true, data: { ...described, status: 'published' } }),
        'GET /api/content/history': () => json(200, { success: true, data: [], pagination: { page: 1, pageSize: 20, hasMore: false } }),
      }),
    );
    const user = userEvent.setup();
    renderApp('/create?draft=c1');
    await screen.findByLabelText('Texte pour X');
    expect((screen.getByLabelText('Inspirer') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Description (facultative)') as HTMLTextAreaElement).value).toBe('Nos tasses tournées à la main.');
    expect((screen.getByLabelText('Mot-clé 1 (obligatoire)') as HTMLInputElement).value).toBe('artisanat');
    expect(screen.getByRole('tab', { name: 'Automatique' }).getAttribute('aria-selected')).toBe('true');
    expect((screen.getByLabelText('Titre') as HTMLInputElement).value).toBe('Collection d’hiver');

    await user.click(screen.getByRole('button', { name: 'Générer du contenu' }));
    await screen.findByTestId('generation-info');
    expect(screen.queryByTestId('create-problem')).toBeNull();
    expect(generated[0]).toMatchObject({
      reseauxSelectionnes: ['instagram', 'twitter'],
      informations: { motsCles: ['artisanat', 'hiver'], description: 'Nos tasses tournées à la main.', objectif: 'inspire' },
      media: { type: 'photo', mediaId: PHOTO_ID },
    });

    await user.click(screen.getByRole('button', { name: 'Publier maintenant' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      title: 'Collection d’hiver',
      topics: ['artisanat', 'hiver'],
      objective: 'inspire',
      description: 'Nos tasses tournées à la main.',
      publicationMode: 'automatique',
    });
  });

  it('?draft with another photo uploaded: the new photo is filtered, not the old copy kept', async () => {
    const NEW_ID = '33333333-3333-4333-8333-333333333333';
    installFakeXhr(() => uploaded(media({ id: NEW_ID, url: '/media/w1/nouvelle.jpg' })));
    const saved: Array<Record<string, unknown>> = [];
    const filtered: string[] = [];
    mockFetch(
      createServer([], {
        ...mediaServer,
        ...editedDraftRoutes(draft, saved),
        [`POST /api/media/${NEW_ID}/filter`]: (init) => {
          filtered.push(String(bodyOf(init).filter));
          return json(200, { success: true, data: media({ id: '44444444-4444-4444-8444-444444444444', filter: 'noir', sourceId: NEW_ID }) });
        },
      }),
    );
    const user = userEvent.setup();
    renderApp('/create?draft=c1');
    await screen.findByLabelText('Texte pour X');
    await user.upload(screen.getByTestId('media-input'), photoFile());
    await waitFor(() => expect(screen.getByTestId('media-preview').getAttribute('src')).toBe('/media/w1/nouvelle.jpg'));
    await user.click(screen.getByRole('radio', { name: 'Noir & Blanc' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(filtered).toEqual(['noir']);
    expect(saved[0]?.mediaId).toBe('44444444-4444-4444-8444-444444444444');
  });

  it('?repost pre-fills a new draft from published content', async () => {
    const published = { ...draft, id: 'p1', status: 'published' as const, publishedAt: '2026-11-19T10:00:00.000Z' };
    let body: Record<string, unknown> | null = null;
    mockFetch(
      createServer([], {
        ...mediaServer,
        'GET /api/content/p1': () => json(200, { success: true, data: published }),
        'POST /api/content/drafts': (init) => {
          body = bodyOf(init);
          return json(201, { success: true, data: contentItem({ id: 'c2' }) });
        },
        'GET /api/content/history': () => json(200, { success: true, data: [], pagination: { page: 1, pageSize: 20, hasMore: false } }),
      }),
    );
    const user = userEvent.setup();
    renderApp('/create?repost=p1');
    expect(((await screen.findByLabelText('Texte pour X')) as HTMLTextAreaElement).value).toBe('Texte pour X.');
    expect(screen.getByText("Nouvelle publication à partir d'un contenu publié")).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Manuelle' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer en attente' }));
    await waitFor(() => expect(body).not.toBeNull());
    expect(body).toMatchObject({ repostOf: 'p1', mediaId: FILTERED_ID, platforms: ['instagram', 'twitter'], status: 'pending' });
    // A new item: named after its keywords, not after the post it comes from.
    expect(body).toMatchObject({ title: 'Artisanat, hiver' });
  });

  it('an unknown draft is said', async () => {
    mockFetch(createServer([], { 'GET /api/content/nope': () => json(404, { success: false, code: 'content.notFound', message: 'Contenu introuvable.' }) }));
    renderApp('/create?draft=nope');
    expect(await screen.findByText('Erreur lors du chargement du contenu: Contenu introuvable.')).toBeTruthy();
  });
});
