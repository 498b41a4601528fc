import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { contentItem } from '../content/test-fixtures.ts';
import { answerEachFile, bodyOf, clip, createServer, editedDraftRoutes, fillAndGenerate, generation, idOf, media, photo, thumbSources } from './create.test-support.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('create screen: several media', () => {
  it('takes several files at once, shows them in order with the cover first, moves and removes them', async () => {
    const xhr = answerEachFile();
    mockFetch(createServer([]));
    const user = userEvent.setup();
    renderApp('/create');
    await screen.findByTestId('drop-zone');
    await user.upload(screen.getByTestId('media-input'), [photo('a.jpg'), photo('b.jpg'), photo('c.jpg')]);
    await waitFor(() => expect(thumbSources()).toEqual(['/media/w1/a.jpg', '/media/w1/b.jpg', '/media/w1/c.jpg']));
    expect(xhr.sent).toHaveLength(3);
    expect(within(screen.getAllByTestId('media-thumb')[0] as HTMLElement).getByText('Couverture')).toBeTruthy();
    expect(screen.getByTestId('media-cover-note').textContent).toContain('Le premier média est la couverture');

    // The keyboard's way: the buttons, named after the medium's place.
    expect((screen.getByRole('button', { name: 'Déplacer le média 1 vers la gauche' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Déplacer le média 1 vers la droite' }));
    expect(thumbSources()).toEqual(['/media/w1/b.jpg', '/media/w1/a.jpg', '/media/w1/c.jpg']);
    await user.click(screen.getByRole('button', { name: 'Déplacer le média 3 vers la gauche' }));
    expect(thumbSources()).toEqual(['/media/w1/b.jpg', '/media/w1/c.jpg', '/media/w1/a.jpg']);
    await user.click(screen.getByRole('button', { name: 'Retirer le média 1' }));
    expect(thumbSources()).toEqual(['/media/w1/c.jpg', '/media/w1/a.jpg']);
    expect(screen.getByTestId('media-preview').getAttribute('src')).toBe('/media/w1/c.jpg');

    // « Ajouter »: one more at the end (a video in a set is the file's own kind).
    await user.upload(screen.getByTestId('media-add-input'), clip('d.mp4'));
    await waitFor(() => expect(thumbSources()).toEqual(['/media/w1/c.jpg', '/media/w1/a.jpg', '/media/w1/d.mp4']));
    expect(xhr.sent[3]?.form.get('kind')).toBe('video');

    // The mouse's way: a thumbnail dragged onto another place.
    fireEvent.dragStart(screen.getByRole('button', { name: 'Afficher le média 3' }), { dataTransfer: { effectAllowed: 'all' } });
    fireEvent.dragOver(screen.getByRole('button', { name: 'Afficher le média 1' }));
    fireEvent.drop(screen.getByRole('button', { name: 'Afficher le média 1' }));
    expect(thumbSources()).toEqual(['/media/w1/d.mp4', '/media/w1/c.jpg', '/media/w1/a.jpg']);
  });

  it('says under the picker what each chosen network takes, and turns off a network the set exceeds with its reason', async () => {
    answerEachFile();
    mockFetch(createServer([]));
    const user = userEvent.setup();
    renderApp('/create');
    for (const network of [/^X/, /Instagram/, /Pinterest/, /Facebook/]) await user.click(await screen.findByRole('switch', { name: network }));
    expect(screen.getByTestId('media-rule-twitter').textContent).toBe('X : de 2 à 4 photos, une vidéo se publie seule');
    expect(screen.getByTestId('media-rule-instagram').textContent).toBe('Instagram : photos et vidéos mêlées, 10 au plus');
    expect(screen.getByTestId('media-rule-pinterest').textContent).toBe('Pinterest : de 2 à 5 photos, une vidéo se publie seule');

    await user.upload(screen.getByTestId('media-input'), [photo('1.jpg'), photo('2.jpg'), photo('3.jpg'), photo('4.jpg'), photo('5.jpg')]);
    await waitFor(() => expect(screen.getAllByTestId('media-thumb')).toHaveLength(5));
    const x = screen.getByRole('switch', { name: /^X/ }) as HTMLButtonElement;
    expect(x.disabled).toBe(true);
    expect(x.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByTestId('network-refusal-twitter').textContent).toBe('5 médias, au-delà des 4 que ce réseau accepte dans une publication');
    expect(screen.getByRole('switch', { name: /Pinterest/ }).getAttribute('aria-checked')).toBe('true');

    // A video among photos: Instagram mixes them, Facebook and Pinterest do not.
    await user.upload(screen.getByTestId('media-add-input'), clip('6.mp4'));
    await waitFor(() => expect(screen.getAllByTestId('media-thumb')).toHaveLength(6));
    expect(screen.getByRole('switch', { name: /Instagram/ }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('network-refusal-facebook').textContent).toBe("ce réseau n'accepte pas de vidéo parmi plusieurs médias : une vidéo se publie seule");
    expect(screen.getByTestId('network-refusal-pinterest').textContent).toBe('6 médias, au-delà des 5 que ce réseau accepte dans une publication');
  });

  it('shows the video options only with a video and the network chosen, and saves them', async () => {
    answerEachFile();
    let saved: Record<string, unknown> | null = null;
    mockFetch(
      createServer([], {
        'POST /api/generate-content': () => json(200, generation(['instagram', 'facebook'])),
        'POST /api/content/drafts': (init) => {
          saved = bodyOf(init);
          return json(201, { success: true, data: contentItem({ id: 'c1' }) });
        },
      }),
    );
    const user = userEvent.setup();
    renderApp('/create');
    await user.click(await screen.findByRole('tab', { name: 'Importer vidéo' }));
    await user.upload(screen.getByTestId('media-input'), clip('reel.mp4'));
    await screen.findByTestId('media-preview');
    expect(screen.queryByTestId('video-options')).toBeNull();
    await user.type(screen.getByLabelText('Mot-clé 1 (obligatoire)'), 'atelier');
    await user.click(screen.getByLabelText('Inspirer'));
    await user.click(screen.getByRole('switch', { name: /Instagram/ }));
    const share = screen.getByRole('switch', { name: 'Partager aussi dans le fil' });
    expect(share.getAttribute('aria-checked')).toBe('true');
    expect(screen.queryByRole('switch', { name: 'Publier en Reel' })).toBeNull();
    await user.click(screen.getByRole('switch', { name: /Facebook/ }));
    await user.click(screen.getByRole('switch', { name: 'Publier en Reel' }));
    await user.click(share);
    const cover = screen.getByLabelText('Image de couverture à … s') as HTMLInputElement;
    expect(cover.max).toBe('12.5');
    await user.type(cover, '20');
    expect(screen.getByText('La vidéo dure 12.5 s : choisissez un moment de 0 à 12.5 s.')).toBeTruthy();
    await user.clear(cover);
    await user.type(cover, '3');
    await user.click(screen.getByRole('tab', { name: 'Manuelle' }));
    await user.click(screen.getByRole('button', { name: 'Générer du contenu' }));
    await user.click(await screen.findByRole('button', { name: 'Enregistrer en attente' }));
    await waitFor(() => expect(saved).not.toBeNull());
    expect(saved).toMatchObject({ mediaType: 'video', publishOptions: { shareToFeed: false, facebookReel: true, coverAtSeconds: 3 } });
  });
});

describe('create screen: first comment and X thread', () => {
  it('counts the first comment against the smallest limit, says who receives it, counts each thread post, and saves them', async () => {
    answerEachFile();
    let saved: Record<string, unknown> | null = null;
    mockFetch(
      createServer([], {
        'POST /api/generate-content': () => json(200, generation(['twitter', 'instagram', 'linkedin'])),
        'POST /api/content/drafts': (init) => {
          saved = bodyOf(init);
          return json(201, { success: true, data: contentItem({ id: 'c1' }) });
        },
      }),
    );
    const user = userEvent.setup();
    renderApp('/create');
    await user.click(await screen.findByRole('tab', { name: 'Manuelle' }));
    await fillAndGenerate(user, [photo('a.jpg'), photo('b.jpg'), photo('c.jpg')], [/^X/, /Instagram/, /LinkedIn/]);

    const comment = screen.getByLabelText('Premier commentaire (facultatif)');
    expect(screen.getByTestId('first-comment-note').textContent).toBe('Publié sur : Instagram, LinkedIn. Non publié sur X (pas de premier commentaire possible).');
    await user.type(comment, 'Lien en bio 👉');
    // LinkedIn's 1 250 is the smallest of Instagram's 2 200 and LinkedIn's.
    expect(screen.getByTestId('first-comment-counter').textContent).toBe(`13 / ${(1250).toLocaleString('fr-FR')} caractères`);

    const xEditor = screen.getByTestId('post-editor-twitter');
    await user.click(within(xEditor).getByRole('button', { name: 'Ajouter au fil' }));
    await user.click(within(xEditor).getByRole('button', { name: 'Ajouter au fil' }));
    await user.click(within(xEditor).getByRole('button', { name: 'Ajouter au fil' }));
    const second = screen.getByLabelText('Publication 2/4 du fil');
    await user.type(second, 'Deuxième : https://exemple.fr/atelier 🎉');
    // X's weighing: the address counts 23, the emoji 2.
    expect(screen.getByTestId('thread-counter-2').textContent).toBe('37 / 280 caractères');
    await user.type(screen.getByLabelText('Publication 4/4 du fil'), 'Dernière');
    await user.click(screen.getByRole('button', { name: 'Monter la publication 4 du fil' }));
    expect((screen.getByLabelText('Publication 3/4 du fil') as HTMLTextAreaElement).value).toBe('Dernière');

    // A post over 280 (weighted) blocks the save, with its reason.
    const long = screen.getByLabelText('Publication 4/4 du fil');
    await user.click(long);
    await user.paste('é'.repeat(281));
    expect(screen.getByTestId('thread-counter-4').getAttribute('data-over')).toBe('true');
    expect(screen.getByTestId('post-refusals').textContent).toContain('X : la publication n° 4 du fil compte 281 caractères pondérés, au-delà des 280 autorisés');
    expect((screen.getByRole('button', { name: 'Enregistrer en attente' }) as HTMLButtonElement).disabled).toBe(true);
    await user.clear(long);
    expect(screen.queryByTestId('post-refusals')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Enregistrer en attente' }));
    await waitFor(() => expect(saved).not.toBeNull());
    // Empty thread posts are dropped; the media go in order, the first also as mediaId/mediaUrl/mediaType.
    expect(saved).toMatchObject({
      firstComment: 'Lien en bio 👉',
      thread: ['Deuxième : https://exemple.fr/atelier 🎉', 'Dernière'],
      mediaId: idOf(1),
      mediaUrl: '/media/w1/a.jpg',
      mediaType: 'image',
      media: [
        { id: idOf(1), url: '/media/w1/a.jpg', type: 'image' },
        { id: idOf(2), url: '/media/w1/b.jpg', type: 'image' },
        { id: idOf(3), url: '/media/w1/c.jpg', type: 'image' },
      ],
      publishOptions: {},
    });
  });

  it('no first comment field without a network that takes one; no thread without X', async () => {
    answerEachFile();
    mockFetch(createServer([], { 'POST /api/generate-content': () => json(200, generation(['pinterest'])) }));
    const user = userEvent.setup();
    renderApp('/create');
    await fillAndGenerate(user, [photo('a.jpg')], [/Pinterest/]);
    expect(screen.getByTestId('post-editor-pinterest')).toBeTruthy();
    expect(screen.queryByLabelText('Premier commentaire (facultatif)')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ajouter au fil' })).toBeNull();
  });
});

describe('create screen: editing a post with several media', () => {
  it('?draft restores the media in order, the first comment, the thread and the options, and saves them back', async () => {
    const ids = [idOf(7), idOf(8), idOf(9)];
    const draft = contentItem({
      id: 'c1',
      platforms: ['twitter', 'instagram'],
      variants: { twitter: 'Pour X.', instagram: 'Pour Instagram.' },
      mediaId: ids[0] as string,
      media: ids.map((id, index) => ({ id, url: `/media/w1/${index}.jpg`, type: 'image' as const })),
      firstComment: 'Lien en bio',
      thread: ['Suite 1', 'Suite 2'],
      publishOptions: {},
      publicationMode: 'manuelle',
    });
    const saved: Array<Record<string, unknown>> = [];
    mockFetch(
      createServer([], {
        ...Object.fromEntries(ids.map((id, index) => [`GET /api/media/${id}`, () => json(200, { success: true, data: media({ id, url: `/media/w1/${index}.jpg` }) })])),
        ...editedDraftRoutes(draft, saved),
      }),
    );
    const user = userEvent.setup();
    renderApp('/create?draft=c1');
    await screen.findByLabelText('Texte pour X');
    expect(thumbSources()).toEqual(['/media/w1/0.jpg', '/media/w1/1.jpg', '/media/w1/2.jpg']);
    expect((screen.getByLabelText('Premier commentaire (facultatif)') as HTMLTextAreaElement).value).toBe('Lien en bio');
    expect((screen.getByLabelText('Publication 2/3 du fil') as HTMLTextAreaElement).value).toBe('Suite 1');
    expect((screen.getByLabelText('Publication 3/3 du fil') as HTMLTextAreaElement).value).toBe('Suite 2');

    await user.click(screen.getByRole('button', { name: 'Déplacer le média 3 vers la gauche' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      mediaId: ids[0],
      media: [{ id: ids[0] }, { id: ids[2] }, { id: ids[1] }],
      firstComment: 'Lien en bio',
      thread: ['Suite 1', 'Suite 2'],
    });
  });
});
