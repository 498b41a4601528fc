import { photoFilterCss } from '@publia/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, json, mockFetch } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { CreatePage } from './CreatePage.tsx';
import { account, bodyOf, createServer, generation, installFakeXhr, media, photoFile, uploaded } from './create.test-support.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const generateButton = () => screen.getByRole('button', { name: /Générer du contenu|Traitement en cours/ });
const problem = () => screen.getByTestId('create-problem').textContent;

async function uploadPhoto(user: ReturnType<typeof userEvent.setup>, file = photoFile()) {
  await user.upload(screen.getByTestId('media-input'), file);
}

describe('create screen: checks before generation', () => {
  it('says what is missing in order (media, first keyword, objective, network), then sends the generation request', async () => {
    installFakeXhr(() => uploaded(media()));
    const fetchMock = mockFetch(createServer([account('twitter')], { 'POST /api/generate-content': () => json(200, generation(['twitter'])) }));
    const user = userEvent.setup();
    renderApp('/create');
    await screen.findByRole('tab', { name: 'Importer photo', selected: true });
    expect(screen.getByRole('tab', { name: 'Importer vidéo' })).toBeTruthy();

    await user.click(generateButton());
    expect(problem()).toBe('Veuillez ajouter une photo/une vidéo avant de générer du contenu.');
    await uploadPhoto(user);
    await screen.findByTestId('media-preview');
    await user.click(generateButton());
    expect(problem()).toBe('Au moins un mot-clé est obligatoire.');
    // A blank first keyword is no keyword, whatever the other two hold.
    await user.type(screen.getByLabelText('Mot-clé 1 (obligatoire)'), '   ');
    await user.type(screen.getByLabelText('Mot-clé 2'), 'bijoux');
    await user.click(generateButton());
    expect(problem()).toBe('Au moins un mot-clé est obligatoire.');
    await user.clear(screen.getByLabelText('Mot-clé 1 (obligatoire)'));
    await user.type(screen.getByLabelText('Mot-clé 1 (obligatoire)'), 'artisanat');
    await user.click(generateButton());
    expect(problem()).toBe('Veuillez sélectionner un objectif pour votre post.');
    await user.click(screen.getByLabelText('Vendre'));
    await user.click(generateButton());
    expect(problem()).toBe('Veuillez sélectionner au moins un réseau social.');
    expect(callsOf(fetchMock)).not.toContain('POST /api/generate-content');

    await user.click(screen.getByRole('switch', { name: /X/ }));
    await user.type(screen.getByLabelText('Description (facultative)'), 'Nouvelle collection');
    await user.click(generateButton());
    await screen.findByTestId('generation-info');
    expect(screen.queryByTestId('create-problem')).toBeNull();
    const [, init] = fetchMock.mock.calls.find(([url, call]) => String(url).endsWith('/api/generate-content') && call?.method === 'POST') ?? [];
    expect(bodyOf(init as RequestInit)).toEqual({
      reseauxSelectionnes: ['twitter'],
      informations: { motsCles: ['artisanat', 'bijoux'], description: 'Nouvelle collection', objectif: 'sell' },
      media: { type: 'photo', url: '/media/w1/photo.jpg', mediaId: media().id },
      modePublication: 'automatique',
      user_id: 'u1',
      accounts: [{ id: 'acc-twitter', platform: 'twitter', username: 'atelier_twitter' }],
      publication: ['twitter'],
    });
  });

  it('fifth: a visitor is told to sign in before generating', async () => {
    installFakeXhr(() => uploaded(media()));
    mockFetch({
      'GET /api/auth/me': () => json(401, { success: false, code: 'auth.unauthenticated', message: 'Non connecté' }),
      'GET /api/social-accounts': () => json(200, { success: true, data: [] }),
    });
    const user = userEvent.setup();
    renderApp('/create', { routes: [{ path: 'create', element: <CreatePage /> }] });
    await uploadPhoto(user);
    await screen.findByTestId('media-preview');
    await user.type(screen.getByLabelText('Mot-clé 1 (obligatoire)'), 'artisanat');
    await user.click(screen.getByLabelText('Informer'));
    await user.click(screen.getByRole('switch', { name: /Facebook/ }));
    await user.click(generateButton());
    expect(problem()).toBe('Vous devez être connecté pour générer du contenu.');
  });
});

describe('create screen: upload', () => {
  it('refuses a wrong type or a file over 10 MB before sending anything', async () => {
    const xhr = installFakeXhr(() => uploaded(media()));
    mockFetch(createServer([]));
    const user = userEvent.setup({ applyAccept: false });
    renderApp('/create');
    await screen.findByTestId('drop-zone');

    await uploadPhoto(user, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByTestId('media-error').textContent).toBe("Format d'image non valide. Formats acceptés: JPEG, PNG, GIF, WebP, SVG.");
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'grande.png', { type: 'image/png' });
    await uploadPhoto(user, big);
    expect(screen.getByTestId('media-error').textContent).toBe('Fichier trop volumineux. Taille maximale: 10MB.');

    await user.click(screen.getByRole('tab', { name: 'Importer vidéo' }));
    await uploadPhoto(user, photoFile());
    expect(screen.getByTestId('media-error').textContent).toBe('Format de vidéo non valide. Formats acceptés: MP4, WebM, OGG, QuickTime.');
    expect(xhr.sent).toHaveLength(0);
    expect(screen.queryByTestId('media-preview')).toBeNull();
  });

  it('shows the progress, then the preview and the success toast and "Changer"', async () => {
    const xhr = installFakeXhr((form) => uploaded(media({ id: form.get('kind') === 'image' ? media().id : 'x' })));
    xhr.hold = true;
    mockFetch(createServer([]));
    const user = userEvent.setup();
    renderApp('/create');
    await screen.findByTestId('drop-zone');
    await uploadPhoto(user);
    const bar = await screen.findByRole('progressbar', { name: 'Progression du téléversement' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('50'));
    expect(screen.getByText('Téléversement en cours… 50 %')).toBeTruthy();
    expect(xhr.sent[0]?.headers['x-csrf-token']).toBe('csrf-123');
    expect(xhr.sent[0]?.form.get('kind')).toBe('image');
    expect((xhr.sent[0]?.form.get('file') as File | undefined)?.name).toBe('atelier.jpg');
    // The photo/video tabs wait for the upload: a switch would drop the file on its way.
    const videoTab = screen.getByRole('tab', { name: 'Importer vidéo' }) as HTMLButtonElement;
    expect(videoTab.disabled).toBe(true);
    expect((screen.getByRole('tab', { name: 'Importer photo' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(videoTab);
    expect(screen.getByRole('tab', { name: 'Importer photo' }).getAttribute('aria-selected')).toBe('true');
    xhr.release();
    expect((await screen.findByTestId('media-preview')).getAttribute('src')).toBe('/media/w1/photo.jpg');
    expect(await screen.findByText('Image téléversée avec succès')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('button', { name: 'Changer' })).toBeTruthy();
    expect(videoTab.disabled).toBe(false);
  });

  it('an upload the server refuses is said and blocks generation', async () => {
    installFakeXhr(() => ({ status: 400, body: { success: false, code: 'media.unsupportedType', message: 'Ce fichier n’est pas une image valide.' } }));
    mockFetch(createServer([]));
    const user = userEvent.setup();
    renderApp('/create');
    await screen.findByTestId('drop-zone');
    await uploadPhoto(user);
    await waitFor(() => expect(screen.getByTestId('media-error').textContent).toBe('Erreur lors du téléversement: Ce fichier n’est pas une image valide.'));
    await user.click(generateButton());
    expect(problem()).toBe('Veuillez ajouter une photo/une vidéo avant de générer du contenu.');
  });
});

describe('create screen: filters and networks', () => {
  it('previews each filter live on the photo; the video tab has none', async () => {
    installFakeXhr(() => uploaded(media()));
    mockFetch(createServer([]));
    const user = userEvent.setup();
    renderApp('/create');
    await screen.findByTestId('drop-zone');
    await uploadPhoto(user);
    const preview = await screen.findByTestId('media-preview');
    const filters = screen.getByRole('radiogroup', { name: 'Filtres' });
    expect(
      within(filters)
        .getAllByRole('radio')
        .map((radio) => radio.textContent),
    ).toEqual(['Original', 'Vintage', 'Noir & Blanc', 'Vif', 'Fondu', 'Chaud', 'Froid']);
    expect(preview.style.filter).toBe('none');
    await user.click(within(filters).getByRole('radio', { name: 'Noir & Blanc' }));
    expect(preview.style.filter).toBe(photoFilterCss('noir'));
    expect(within(filters).getByRole('radio', { name: 'Noir & Blanc' }).getAttribute('aria-checked')).toBe('true');
    await user.click(within(filters).getByRole('radio', { name: 'Chaud' }));
    expect(preview.style.filter).toBe(photoFilterCss('warm'));

    await user.click(screen.getByRole('tab', { name: 'Importer vidéo' }));
    expect(screen.queryByRole('radiogroup', { name: 'Filtres' })).toBeNull();
  });

  it('a photo a network would refuse (Instagram: a 3:1 panorama) turns that network off with the reason', async () => {
    installFakeXhr(() => uploaded(media({ width: 3000, height: 1000 })));
    mockFetch(createServer([account('instagram')]));
    const user = userEvent.setup();
    renderApp('/create');
    await user.click(await screen.findByRole('switch', { name: /Instagram/ }));
    expect(screen.getByRole('switch', { name: /Instagram/ }).getAttribute('aria-checked')).toBe('true');
    await uploadPhoto(user);
    await screen.findByTestId('media-preview');
    const instagram = screen.getByRole('switch', { name: /Instagram/ }) as HTMLButtonElement;
    expect(instagram.disabled).toBe(true);
    expect(instagram.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByTestId('network-refusal-instagram').textContent).toBe('proportions non acceptées (3) ; acceptées : de 0,8 à 1,91');
    expect((screen.getByRole('switch', { name: /X/ }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('takes a file dropped on the zone', async () => {
    const xhr = installFakeXhr(() => uploaded(media()));
    mockFetch(createServer([]));
    renderApp('/create');
    const zone = await screen.findByTestId('drop-zone');
    fireEvent.drop(zone, { dataTransfer: { files: [photoFile()] } });
    expect(await screen.findByTestId('media-preview')).toBeTruthy();
    expect((xhr.sent[0]?.form.get('file') as File | undefined)?.name).toBe('atelier.jpg');
  });

  it('marks networks without an account "Non connecté"; every network now takes photos and videos', async () => {
    mockFetch(createServer([account('twitter'), account('linkedin', { isConnected: false })]));
    const user = userEvent.setup();
    renderApp('/create');
    const x = await screen.findByRole('switch', { name: /X/ });
    await waitFor(() => expect(x.textContent).toContain('Connecté'));
    expect(x.textContent).not.toContain('Non connecté');
    expect(screen.getByRole('switch', { name: /LinkedIn/ }).textContent).toContain('Non connecté');
    // TikTok takes photo posts and Pinterest video pins: neither is limited to one kind any more.
    const tiktok = screen.getByRole('switch', { name: /TikTok/ }) as HTMLButtonElement;
    expect(tiktok.textContent).not.toContain('uniquement');
    expect(tiktok.disabled).toBe(false);
    await user.click(screen.getByRole('switch', { name: /Pinterest/ }));
    expect(screen.getByRole('switch', { name: /Pinterest/ }).getAttribute('aria-checked')).toBe('true');
    await user.click(screen.getByRole('tab', { name: 'Importer vidéo' }));
    const pinterest = screen.getByRole('switch', { name: /Pinterest/ }) as HTMLButtonElement;
    expect(pinterest.disabled).toBe(false);
    expect(pinterest.getAttribute('aria-checked')).toBe('true');
    // Automatique is the default mode.
    expect(screen.getByRole('tab', { name: 'Automatique' }).getAttribute('aria-selected')).toBe('true');
  });
});
