import type { ContentItem, ContentNote } from '@publia/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, json, mockFetch } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { anApproval, approvalRules, contentItem, page, publicationsServer } from '../content/test-fixtures.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const paul = { id: 'u1', name: 'Paul Admin' };
const asked = contentItem({ id: 'c1', title: 'Soldes d’hiver', approval: anApproval() });
const approved = contentItem({
  id: 'c2',
  title: 'Atelier ouvert',
  approval: anApproval({ status: 'approved', decidedBy: paul, decidedAt: '2026-11-20T11:00:00.000Z' }),
});
const refused = contentItem({
  id: 'c3',
  title: 'Promo flash',
  approval: anApproval({ status: 'rejected', decidedBy: paul, decidedAt: '2026-11-20T12:30:00.000Z', comment: 'Le prix affiché est faux : 39 €, pas 29 €.' }),
});
/** Required mode, never asked: only an admin may let it out. */
const blocked = contentItem({ id: 'c4', title: 'Nouvelle collection', needsApproval: true });

const card = (id: string) => screen.findByTestId(`pending-card-${id}`);
const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as unknown;

function note(overrides: Partial<ContentNote> = {}): ContentNote {
  return {
    id: 'n1',
    author: { id: 'u2', name: 'Léa Martin' },
    initials: 'LM',
    text: 'Le visuel est prêt, peux-tu relire le texte ?',
    createdAt: '2026-11-20T10:00:00.000Z',
    kind: 'requested',
    ...overrides,
  };
}

describe('pending publications: the approval', () => {
  it('shows where each item stands: waiting, approved by whom, refused with the admin’s comment', async () => {
    mockFetch(publicationsServer({ ...approvalRules('editor', 'optional'), 'GET /api/content/history': () => page([asked, approved, refused]) }));
    renderApp('/publications/pending');

    const waiting = await card('c1');
    expect(within(waiting).getByTestId('approval-badge').textContent).toBe('En attente de validation');
    // The status badge gives way to the approval's.
    expect(within(waiting).queryByText('En attente')).toBeNull();
    const panel = within(waiting).getByTestId('approval-panel');
    // Asked at 10:00 UTC: 11:00 in Paris.
    expect(panel.textContent).toMatch(/Demandée par Léa Martin le 20 novembre 2026 .*11:00/);
    expect(panel.textContent).toContain('Une fois validée : publiée aussitôt');
    // Already asked: not twice.
    expect(within(waiting).queryByRole('button', { name: 'Demander une validation' })).toBeNull();

    const ok = await card('c2');
    expect(within(ok).getByTestId('approval-badge').textContent).toBe('Validée');
    expect(within(ok).getByTestId('approval-panel').textContent).toMatch(/Validée par Paul Admin le 20 novembre 2026 .*12:00/);

    const no = await card('c3');
    expect(within(no).getByTestId('approval-badge').textContent).toBe('Refusée');
    expect(within(no).getByTestId('approval-panel').textContent).toMatch(/Refusée par Paul Admin le 20 novembre 2026 .*13:30/);
    expect(within(no).getByTestId('rejection-comment').textContent).toBe('Le prix affiché est faux : 39 €, pas 29 €.');
    // Refused: it can be asked again, once changed.
    expect(within(no).getByRole('button', { name: 'Demander une validation' })).toBeTruthy();
    // Optional: an editor may still publish it directly.
    expect(within(no).getByRole('button', { name: 'Publier' })).toBeTruthy();
  });

  it('required: an editor asks for approval instead of publishing, planning or queueing, and is told why', async () => {
    mockFetch(publicationsServer({ ...approvalRules('editor', 'required'), 'GET /api/content/history': () => page([blocked, asked]) }));
    renderApp('/publications/pending');
    const shown = await card('c4');
    expect(within(shown).getByRole('button', { name: 'Demander une validation' })).toBeTruthy();
    expect(within(shown).queryByRole('button', { name: 'Publier' })).toBeNull();
    expect(within(shown).queryByRole('button', { name: 'Planifier' })).toBeNull();
    expect(within(shown).queryByRole('button', { name: 'Ajouter à la file' })).toBeNull();
    expect(within(shown).getByTestId('approval-required').textContent).toBe(
      "Un administrateur doit valider cette publication avant qu'elle soit publiée, planifiée ou ajoutée à la file.",
    );
    expect(screen.getByTestId('approval-required-notice').textContent).toContain('un administrateur valide chaque publication');
    // Editing and the discussion stay.
    expect(within(shown).getByRole('link', { name: 'Modifier' })).toBeTruthy();
    expect(within(shown).getByRole('button', { name: 'Discussion' })).toBeTruthy();
  });

  it('an admin in required mode keeps Publier (publishing approves) and sees no request button', async () => {
    mockFetch(publicationsServer({ ...approvalRules('admin', 'required'), 'GET /api/content/history': () => page([blocked]) }));
    renderApp('/publications/pending');
    const shown = await card('c4');
    expect(within(shown).getByRole('button', { name: 'Publier' })).toBeTruthy();
    expect(within(shown).queryByRole('button', { name: 'Demander une validation' })).toBeNull();
    expect(screen.queryByTestId('approval-required-notice')).toBeNull();
  });

  it('without approval nothing changes: no request, no discussion', async () => {
    mockFetch(publicationsServer({ ...approvalRules('editor', 'none'), 'GET /api/content/history': () => page([contentItem()]) }));
    renderApp('/publications/pending');
    const shown = await card('c1');
    expect(within(shown).getByRole('button', { name: 'Publier' })).toBeTruthy();
    expect(within(shown).queryByRole('button', { name: 'Demander une validation' })).toBeNull();
    expect(within(shown).queryByRole('button', { name: 'Discussion' })).toBeNull();
  });

  it('« Demander une validation » sends what to do once approved, the date in UTC and the note, then says so', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-11-22T13:20:00Z') });
    let items: ContentItem[] = [blocked];
    const bodies: unknown[] = [];
    const fetchMock = mockFetch(
      publicationsServer({
        ...approvalRules('editor', 'required'),
        'GET /api/content/history': () => page(items),
        'POST /api/content/c4/approval/request': (init) => {
          bodies.push(bodyOf(init));
          items = [{ ...blocked, approval: anApproval({ intent: 'schedule', scheduledFor: '2026-11-25T09:30:00.000Z' }) }];
          return json(200, { success: true, message: 'Validation demandée : les administrateurs ont été prévenus.', data: items[0] });
        },
      }),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp('/publications/pending');
    await user.click(within(await card('c4')).getByRole('button', { name: 'Demander une validation' }));
    const dialog = await screen.findByTestId('request-approval-dialog');
    expect(within(dialog).getByRole('heading', { name: 'Demander une validation' })).toBeTruthy();
    expect((within(dialog).getByRole('radio', { name: 'Publier dès la validation' }) as HTMLInputElement).checked).toBe(true);
    // The date fields show only for « Programmer le … ».
    expect(within(dialog).queryByLabelText('Date')).toBeNull();
    await user.click(within(dialog).getByRole('radio', { name: 'Programmer le …' }));
    const date = within(dialog).getByLabelText('Date') as HTMLInputElement;
    // The same picking as « Planifier »: today, the next full hour, nothing before today.
    expect(date.value).toBe('2026-11-22');
    expect(date.min).toBe('2026-11-22');
    fireEvent.input(date, { target: { value: '2026-11-25' } });
    fireEvent.input(within(dialog).getByLabelText('Heure'), { target: { value: '10:30' } });
    await user.type(within(dialog).getByLabelText('Note pour les administrateurs (facultatif)'), 'Pour le lancement de mercredi');
    await user.click(within(dialog).getByRole('button', { name: 'Demander une validation' }));

    expect(await screen.findByText('Validation demandée : les administrateurs ont été prévenus.')).toBeTruthy();
    expect(bodies).toEqual([{ intent: 'schedule', scheduledFor: '2026-11-25T09:30:00.000Z', note: 'Pour le lancement de mercredi' }]);
    expect(screen.queryByTestId('request-approval-dialog')?.hasAttribute('open')).not.toBe(true);
    // The list is read again: the card now waits for validation.
    await waitFor(() => expect(within(screen.getByTestId('pending-card-c4')).getByTestId('approval-badge').textContent).toBe('En attente de validation'));
    expect(within(screen.getByTestId('pending-card-c4')).getByTestId('approval-panel').textContent).toMatch(/programmée le 25 novembre 2026 .*10:30/);
    expect(callsOf(fetchMock).filter((call) => call.startsWith('GET /api/content/history')).length).toBeGreaterThan(1);
  });

  it('the request keeps the default (publish), refuses a past date, and shows the server’s refusal', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-11-22T13:20:00Z') });
    const bodies: unknown[] = [];
    mockFetch(
      publicationsServer({
        ...approvalRules('editor', 'optional'),
        'GET /api/content/history': () => page([contentItem()]),
        'POST /api/content/c1/approval/request': (init) => {
          bodies.push(bodyOf(init));
          return json(409, { success: false, code: 'approval.alreadyRequested', message: 'Une validation est déjà demandée pour cette publication.' });
        },
      }),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp('/publications/pending');
    await user.click(within(await card('c1')).getByRole('button', { name: 'Demander une validation' }));
    const dialog = await screen.findByTestId('request-approval-dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Programmer le …' }));
    fireEvent.input(within(dialog).getByLabelText('Heure'), { target: { value: '09:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Demander une validation' }));
    expect(within(dialog).getByTestId('schedule-error').textContent).toBe("La date et l'heure de programmation doivent être dans le futur");
    expect(bodies).toEqual([]);

    await user.click(within(dialog).getByRole('radio', { name: 'Publier dès la validation' }));
    await user.click(within(dialog).getByRole('button', { name: 'Demander une validation' }));
    expect(await screen.findByText('Une validation est déjà demandée pour cette publication.')).toBeTruthy();
    expect(bodies).toEqual([{ intent: 'publish' }]);
    // Refused: the dialog stays, to try again or cancel.
    expect(screen.getByTestId('request-approval-dialog').hasAttribute('open')).toBe(true);
  });

  it('an admin approves a requested item: the server’s message, then the lists are read again', async () => {
    let items: ContentItem[] = [asked];
    const fetchMock = mockFetch(
      publicationsServer({
        ...approvalRules('admin', 'required'),
        'GET /api/content/history': () => page(items),
        'POST /api/content/c1/approval/approve': () => {
          items = [];
          return json(200, {
            success: true,
            message: 'Publication validée : publication en cours.',
            data: { ...asked, status: 'publishing', approval: anApproval({ status: 'approved', decidedBy: paul, decidedAt: '2026-11-20T11:00:00.000Z' }) },
          });
        },
      }),
    );
    const user = userEvent.setup();
    renderApp('/publications/pending');
    await user.click(within(await card('c1')).getByRole('button', { name: 'Approuver' }));
    expect(await screen.findByText('Publication validée : publication en cours.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('pending-card-c1')).toBeNull());
    expect(callsOf(fetchMock)).toContain('POST /api/content/c1/approval/approve');
  });

  it('an approval the server refuses is said in its words', async () => {
    mockFetch(
      publicationsServer({
        ...approvalRules('admin', 'required'),
        'GET /api/content/history': () => page([asked]),
        'POST /api/content/c1/approval/approve': () =>
          json(409, { success: false, code: 'approval.selfApproval', message: 'Vous ne pouvez pas valider votre propre publication : un autre administrateur doit le faire.' }),
      }),
    );
    const user = userEvent.setup();
    renderApp('/publications/pending');
    await user.click(within(await card('c1')).getByRole('button', { name: 'Approuver' }));
    expect(await screen.findByText('Vous ne pouvez pas valider votre propre publication : un autre administrateur doit le faire.')).toBeTruthy();
  });

  it('« Refuser » needs a comment, sent trimmed; the server’s message follows', async () => {
    const bodies: unknown[] = [];
    mockFetch(
      publicationsServer({
        ...approvalRules('admin', 'optional'),
        'GET /api/content/history': () => page([asked]),
        'POST /api/content/c1/approval/reject': (init) => {
          bodies.push(bodyOf(init));
          return json(200, { success: true, message: 'Publication refusée : son auteur a été prévenu.', data: refused });
        },
      }),
    );
    const user = userEvent.setup();
    renderApp('/publications/pending');
    await user.click(within(await card('c1')).getByRole('button', { name: 'Refuser' }));
    const dialog = await screen.findByTestId('reject-dialog');
    expect(within(dialog).getByRole('heading', { name: 'Refuser cette publication ?' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Refuser' }));
    expect(within(dialog).getByText('Le commentaire est obligatoire pour refuser.')).toBeTruthy();
    expect(within(dialog).getByLabelText("Commentaire pour l'auteur").getAttribute('aria-invalid')).toBe('true');
    expect(bodies).toEqual([]);

    await user.type(within(dialog).getByLabelText("Commentaire pour l'auteur"), '  Le prix est faux.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Refuser' }));
    expect(await screen.findByText('Publication refusée : son auteur a été prévenu.')).toBeTruthy();
    expect(bodies).toEqual([{ comment: 'Le prix est faux.' }]);
    await waitFor(() => expect(screen.queryByTestId('reject-dialog')?.hasAttribute('open')).not.toBe(true));
  });

  it('« Discussion » lists the notes (initials, name, date in the user’s zone, what the approval did) and adds one', async () => {
    let notes: ContentNote[] = [
      note(),
      note({ id: 'n2', author: paul, initials: 'PA', kind: 'note', text: 'Je regarde ça ce midi.', createdAt: '2026-11-20T10:30:00.000Z' }),
      note({ id: 'n3', author: paul, initials: 'PA', kind: 'rejected', text: 'Le prix est faux.', createdAt: '2026-11-20T12:30:00.000Z' }),
    ];
    const bodies: unknown[] = [];
    mockFetch(
      publicationsServer({
        ...approvalRules('editor', 'optional'),
        'GET /api/content/history': () => page([refused]),
        'GET /api/content/c3/notes': () => json(200, { success: true, data: notes }),
        'POST /api/content/c3/notes': (init) => {
          bodies.push(bodyOf(init));
          const added = note({ id: 'n4', author: { id: 'u2', name: 'Léa Martin' }, kind: 'note', text: 'Corrigé, merci !', createdAt: '2026-11-20T13:00:00.000Z' });
          notes = [...notes, added];
          return json(201, { success: true, data: added });
        },
      }),
    );
    const user = userEvent.setup();
    renderApp('/publications/pending');
    const shown = await card('c3');
    const toggle = within(shown).getByRole('button', { name: 'Discussion' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(shown).queryByTestId('discussion-panel')).toBeNull();
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const dialog = within(shown).getByTestId('discussion-panel');
    expect(within(dialog).getByRole('heading', { name: 'Discussion' })).toBeTruthy();
    const list = await within(dialog).findByRole('list', { name: 'Messages de la discussion' });
    const rows = within(list).getAllByTestId('discussion-note');
    expect(rows).toHaveLength(3);
    expect(rows[0]?.textContent).toMatch(/^LMLéa Martina demandé une validation20 novembre 2026 .*11:00Le visuel est prêt/);
    expect(rows[1]?.textContent).toMatch(/^PAPaul Admin20 novembre 2026 .*11:30Je regarde ça ce midi\.$/);
    expect(rows[2]?.textContent).toMatch(/^PAPaul Admina refusé la publication20 novembre 2026 .*13:30Le prix est faux\.$/);

    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(within(dialog).getByText("Écrivez quelques mots avant d'envoyer.")).toBeTruthy();
    expect(bodies).toEqual([]);
    await user.type(within(dialog).getByLabelText('Votre message'), 'Corrigé, merci !');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(within(dialog).getAllByTestId('discussion-note')).toHaveLength(4));
    expect(bodies).toEqual([{ text: 'Corrigé, merci !' }]);
    expect((within(dialog).getByLabelText('Votre message') as HTMLTextAreaElement).value).toBe('');
  });

  it('a viewer reads the discussion without writing in it, and has no approval buttons', async () => {
    mockFetch(
      publicationsServer({
        ...approvalRules('viewer', 'required'),
        'GET /api/content/history': () => page([asked]),
        'GET /api/content/c1/notes': () => json(200, { success: true, data: [note()] }),
      }),
    );
    const user = userEvent.setup();
    renderApp('/publications/pending');
    const shown = await card('c1');
    expect(within(shown).queryByRole('button', { name: 'Approuver' })).toBeNull();
    expect(within(shown).queryByRole('button', { name: 'Demander une validation' })).toBeNull();
    await user.click(within(shown).getByRole('button', { name: 'Discussion' }));
    const dialog = within(shown).getByTestId('discussion-panel');
    expect(await within(dialog).findAllByTestId('discussion-note')).toHaveLength(1);
    expect(within(dialog).queryByLabelText('Votre message')).toBeNull();
    expect(within(dialog).getByTestId('discussion-read-only')).toBeTruthy();
  });

  it('the notification’s link (?approval=) makes the card stand out with its discussion open, the admin’s answers at hand', async () => {
    const fetchMock = mockFetch(
      publicationsServer({
        ...approvalRules('admin', 'required'),
        'GET /api/content/history': () => page([contentItem({ id: 'c0', title: 'Autre' }), asked]),
        'GET /api/content/c1/notes': () => json(200, { success: true, data: [note()] }),
        'POST /api/content/c1/approval/approve': () =>
          json(200, {
            success: true,
            message: 'Publication validée.',
            data: { ...asked, approval: anApproval({ status: 'approved', decidedBy: paul, decidedAt: '2026-11-20T11:00:00.000Z' }) },
          }),
      }),
    );
    const user = userEvent.setup();
    renderApp('/publications/pending?approval=c1');
    const shown = await card('c1');
    expect(shown.dataset.highlighted).toBe('true');
    expect((await card('c0')).dataset.highlighted).toBeUndefined();
    const panel = within(shown).getByTestId('discussion-panel');
    expect((await within(panel).findByTestId('discussion-note')).textContent).toContain('Le visuel est prêt');
    expect(within(await card('c0')).queryByTestId('discussion-panel')).toBeNull();
    // Nothing modal: the card's buttons stay at hand.
    expect(screen.getByTestId('discussion-dialog').hasAttribute('open')).toBe(false);
    await user.click(within(shown).getByRole('button', { name: 'Approuver' }));
    expect(await screen.findByText('Publication validée.')).toBeTruthy();
    expect(callsOf(fetchMock)).toContain('POST /api/content/c1/approval/approve');
  });

  it('the link of an item no longer in the list opens its discussion apart, all the same', async () => {
    const gone = contentItem({
      id: 'c7',
      title: 'Déjà publiée',
      status: 'published',
      approval: anApproval({ status: 'approved', decidedBy: paul, decidedAt: '2026-11-20T11:00:00.000Z' }),
    });
    mockFetch(
      publicationsServer({
        ...approvalRules('editor', 'required'),
        'GET /api/content/history': () => page([asked]),
        'GET /api/content/c7': () => json(200, { success: true, data: gone }),
        'GET /api/content/c7/notes': () => json(200, { success: true, data: [note({ kind: 'approved', author: paul, initials: 'PA', text: '' })] }),
      }),
    );
    renderApp('/publications/pending?approval=c7');
    const dialog = await screen.findByTestId('discussion-dialog');
    await waitFor(() => expect(dialog.hasAttribute('open')).toBe(true));
    expect(within(dialog).getByText("Les échanges de l'équipe sur « Déjà publiée ».")).toBeTruthy();
    expect((await within(dialog).findByTestId('discussion-note')).textContent).toContain('a validé la publication');
  });
});
