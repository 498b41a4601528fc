import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { contentItem } from '../content/test-fixtures.ts';
import {
  altTextDialog,
  answerEachFile,
  bodyOf,
  clip,
  createServer,
  editedDraftRoutes,
  FILTERED_ID,
  fillAndGenerate,
  generation,
  idOf,
  media,
  photo,
  PHOTO_ID,
  writeAltText,
} from './create.test-support.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const BOWL = 'Un bol en grès bleu posé sur une table en chêne.';
const VASE = 'Un vase blanc à col étroit.';

const altButton = (position: number) => screen.getByRole('button', { name: `Texte alternatif de la photo ${position}` });
/** What the button says of its photo to a screen reader, besides its name. */
const stateOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent;

/** The create screen in Manuelle, whose save answers the draft and keeps its body. */
function manualServer(saved: Array<Record<string, unknown>>) {
  return createServer([], {
    'POST /api/generate-content': () => json(200, generation(['instagram'])),
    'POST /api/content/drafts': (init) => {
      saved.push(bodyOf(init));
      return json(201, { success: true, data: contentItem({ id: 'c1' }) });
    },
  });
}

/** The create screen opened in Manuelle on `manualServer`: answers the saved bodies and the user. */
async function openManualCreate() {
  answerEachFile();
  const saved: Array<Record<string, unknown>> = [];
  mockFetch(manualServer(saved));
  const user = userEvent.setup();
  renderApp('/create');
  await user.click(await screen.findByRole('tab', { name: 'Manuelle' }));
  return { saved, user };
}

describe('create screen: alternative text of the photos', () => {
  it('is written for the second photo, follows it when reordered, goes with a removed photo, and is saved on its medium', async () => {
    const { saved, user } = await openManualCreate();
    await fillAndGenerate(user, [photo('vase.jpg'), photo('bol.jpg')], [/Instagram/]);
    await user.upload(screen.getByTestId('media-add-input'), clip('atelier.mp4'));
    await waitFor(() => expect(screen.getAllByTestId('media-thumb')).toHaveLength(3));

    // One button per photo, none for the video.
    expect(screen.getAllByTestId('alt-text-button')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Texte alternatif de la photo 3' })).toBeNull();
    expect(stateOf(altButton(2))).toBe('Pas encore de texte alternatif');

    // The keyboard reaches it right after its thumbnail, and opens it.
    screen.getByRole('button', { name: 'Afficher le média 2' }).focus();
    await user.tab();
    expect(document.activeElement).toBe(altButton(2));
    await user.keyboard('{Enter}');
    const dialog = altTextDialog();
    expect(within(dialog).getByRole('heading', { name: 'Texte alternatif de la photo 2' })).toBeTruthy();
    const box = within(dialog).getByLabelText('Texte alternatif');
    expect(box.getAttribute('aria-describedby')).toBe('create-alt-text-hint create-alt-text-counter');
    expect(within(dialog).getByText(/Décrivez ce que montre la photo pour les personnes qui ne la voient pas\./)).toBeTruthy();
    expect(within(dialog).getByTestId('alt-text-counter').textContent).toBe('0 / 500 caractères');
    // Line breaks become spaces: the networks take the text on one line.
    fireEvent.input(box, { target: { value: ` Un bol en grès bleu\nposé sur une table en chêne. ` } });
    expect(within(dialog).getByTestId('alt-text-counter').textContent).toBe(`${BOWL.length} / 500 caractères`);
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(within(dialog).queryByLabelText('Texte alternatif')).toBeNull());
    expect(stateOf(altButton(2))).toBe('Texte alternatif écrit');
    expect(altButton(2).getAttribute('data-written')).toBe('true');
    expect(stateOf(altButton(1))).toBe('Pas encore de texte alternatif');

    // « Annuler » keeps the text saved before.
    await user.click(altButton(2));
    fireEvent.input(within(dialog).getByLabelText('Texte alternatif'), { target: { value: 'Autre chose' } });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await user.click(altButton(2));
    expect((within(dialog).getByLabelText('Texte alternatif') as HTMLTextAreaElement).value).toBe(BOWL);
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));

    // The bowl becomes the cover: its text goes with it.
    await user.click(screen.getByRole('button', { name: 'Déplacer le média 2 vers la gauche' }));
    expect(stateOf(altButton(1))).toBe('Texte alternatif écrit');
    expect(stateOf(altButton(2))).toBe('Pas encore de texte alternatif');
    await user.click(altButton(1));
    expect((within(dialog).getByLabelText('Texte alternatif') as HTMLTextAreaElement).value).toBe(BOWL);
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));

    // The vase, now second, gets a text, then is removed: its text goes with it.
    await writeAltText(user, 2, VASE);
    await user.click(screen.getByRole('button', { name: 'Retirer le média 2' }));
    expect(screen.getAllByTestId('alt-text-button')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Enregistrer en attente' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.media).toEqual([
      { id: idOf(2), url: '/media/w1/bol.jpg', type: 'image', altText: BOWL },
      { id: idOf(3), url: '/media/w1/atelier.mp4', type: 'video' },
    ]);
  });

  it('over 500 characters says by how much and refuses « Enregistrer », keeping the text; an emptied text is no longer sent', async () => {
    const { saved, user } = await openManualCreate();
    await fillAndGenerate(user, [photo('vase.jpg')], [/Instagram/]);

    await user.click(altButton(1));
    const dialog = altTextDialog();
    const box = within(dialog).getByLabelText('Texte alternatif') as HTMLTextAreaElement;
    fireEvent.input(box, { target: { value: 'é'.repeat(503) } });
    expect(within(dialog).getByRole('alert').textContent).toBe('Trop long de 3 caractères : 500 au plus.');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByTestId('alt-text-counter').getAttribute('data-over')).toBe('true');
    const save = within(dialog).getByRole('button', { name: 'Enregistrer' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await user.click(save);
    expect(within(dialog).getByLabelText('Texte alternatif')).toBe(box);
    expect(box.value).toHaveLength(503);

    fireEvent.input(box, { target: { value: 'é'.repeat(500) } });
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.click(save);
    await waitFor(() => expect(within(dialog).queryByLabelText('Texte alternatif')).toBeNull());
    expect(stateOf(altButton(1))).toBe('Texte alternatif écrit');

    // Emptied: the photo has no text any more, and the body no field.
    await writeAltText(user, 1, '   ');
    expect(stateOf(altButton(1))).toBe('Pas encore de texte alternatif');
    await user.click(screen.getByRole('button', { name: 'Enregistrer en attente' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.media).toEqual([{ id: idOf(1), url: '/media/w1/vase.jpg', type: 'image' }]);
  });

  it('?draft shows the texts saved, a filtered copy’s on the upload it comes from, and saves each with its photo’s copy', async () => {
    const draft = contentItem({
      id: 'c1',
      platforms: ['instagram'],
      variants: { instagram: 'Pour Instagram.' },
      mediaId: FILTERED_ID,
      media: [
        { id: FILTERED_ID, url: '/media/w1/noir.jpg', type: 'image', altText: BOWL },
        { id: idOf(5), url: '/media/w1/5.jpg', type: 'image' },
      ],
      publicationMode: 'manuelle',
    });
    const saved: Array<Record<string, unknown>> = [];
    mockFetch(
      createServer([], {
        [`GET /api/media/${FILTERED_ID}`]: () => json(200, { success: true, data: media({ id: FILTERED_ID, url: '/media/w1/noir.jpg', filter: 'noir', sourceId: PHOTO_ID }) }),
        [`GET /api/media/${PHOTO_ID}`]: () => json(200, { success: true, data: media() }),
        [`GET /api/media/${idOf(5)}`]: () => json(200, { success: true, data: media({ id: idOf(5), url: '/media/w1/5.jpg' }) }),
        // The second photo gets its copy of the set's filter when saved.
        [`POST /api/media/${idOf(5)}/filter`]: () => json(201, { success: true, data: media({ id: idOf(6), url: '/media/w1/5-noir.jpg', filter: 'noir', sourceId: idOf(5) }) }),
        ...editedDraftRoutes(draft, saved),
      }),
    );
    const user = userEvent.setup();
    renderApp('/create?draft=c1');
    await screen.findByLabelText('Texte pour Instagram');
    expect(stateOf(altButton(1))).toBe('Texte alternatif écrit');
    expect(stateOf(altButton(2))).toBe('Pas encore de texte alternatif');
    await user.click(altButton(1));
    expect((within(altTextDialog()).getByLabelText('Texte alternatif') as HTMLTextAreaElement).value).toBe(BOWL);
    await user.click(within(altTextDialog()).getByRole('button', { name: 'Annuler' }));

    await writeAltText(user, 2, VASE);
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    // Each filtered copy goes with the text written for its upload.
    expect(saved[0]?.media).toEqual([
      { id: FILTERED_ID, url: '/media/w1/noir.jpg', type: 'image', altText: BOWL },
      { id: idOf(6), url: '/media/w1/5-noir.jpg', type: 'image', altText: VASE },
    ]);
  });
});
