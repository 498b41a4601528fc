import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, json, mockFetch } from '../../test/fetch-mock.ts';
import { currentPath, renderApp } from '../../test/render-app.tsx';
import { anApproval, approvalRules, contentItem } from '../content/test-fixtures.ts';
import { account, bodyOf, createServer, generation, installFakeXhr, media, photoFile, uploaded } from './create.test-support.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

type User = ReturnType<typeof userEvent.setup>;

async function fillAndGenerate(user: User) {
  await screen.findByTestId('drop-zone');
  await user.upload(screen.getByTestId('media-input'), photoFile());
  await screen.findByTestId('media-preview');
  await user.type(screen.getByLabelText('Mot-clé 1 (obligatoire)'), 'artisanat');
  await user.click(screen.getByLabelText('Inspirer'));
  await user.click(screen.getByRole('switch', { name: /X/ }));
  await user.click(screen.getByRole('button', { name: 'Générer du contenu' }));
  await screen.findByTestId('generation-info');
}

const sent = (fetchMock: ReturnType<typeof mockFetch>, method: string, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => String(url).split('?')[0]?.endsWith(path) && init?.method === method).map(([, init]) => bodyOf(init as RequestInit));

describe('create screen: the approval', () => {
  it('required, for an editor: « Demander une validation » replaces publishing and the queue; the post is saved pending, then asked', async () => {
    installFakeXhr(() => uploaded(media()));
    const fetchMock = mockFetch(
      createServer([account('twitter')], {
        ...approvalRules('editor', 'required'),
        'POST /api/generate-content': () => json(200, generation(['twitter'])),
        'POST /api/content/drafts': () => json(201, { success: true, data: contentItem({ id: 'c9', platforms: ['twitter'], needsApproval: true }) }),
        'POST /api/content/c9/approval/request': () =>
          json(200, { success: true, message: 'Validation demandée : les administrateurs ont été prévenus.', data: contentItem({ id: 'c9', approval: anApproval() }) }),
        'GET /api/content/history': () => json(200, { success: true, data: [], pagination: { page: 1, pageSize: 20, hasMore: false } }),
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/create');
    await fillAndGenerate(user);
    expect(screen.queryByRole('button', { name: 'Publier maintenant' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ajouter à la file' })).toBeNull();
    expect(screen.getByText(/un administrateur valide chaque publication avant sa sortie/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Demander une validation' }));
    const dialog = await screen.findByTestId('request-approval-dialog');
    await waitFor(() => expect(dialog.hasAttribute('open')).toBe(true));
    // Automatique: what was meant is to publish, once approved.
    expect((within(dialog).getByRole('radio', { name: 'Publier dès la validation' }) as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).getByText('Un administrateur relira « Artisanat » avant sa sortie.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Demander une validation' }));

    expect(await screen.findByText('Validation demandée : les administrateurs ont été prévenus.')).toBeTruthy();
    expect(sent(fetchMock, 'POST', '/api/content/drafts')).toEqual([expect.objectContaining({ status: 'pending', platforms: ['twitter'], publicationMode: 'automatique' })]);
    expect(sent(fetchMock, 'POST', '/api/content/c9/approval/request')).toEqual([{ intent: 'publish' }]);
    expect(callsOf(fetchMock).some((call) => call.endsWith('/publish') || call.endsWith('/queue'))).toBe(false);
    await waitFor(() => expect(currentPath(router)).toBe('/publications/pending'), { timeout: 3000 });
  });

  it('the request may schedule: the date and time chosen go with it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-11-22T13:20:00Z') });
    installFakeXhr(() => uploaded(media()));
    const fetchMock = mockFetch(
      createServer([account('twitter')], {
        ...approvalRules('editor', 'required'),
        'POST /api/generate-content': () => json(200, generation(['twitter'])),
        'POST /api/content/drafts': () => json(201, { success: true, data: contentItem({ id: 'c9', platforms: ['twitter'] }) }),
        'POST /api/content/c9/approval/request': () =>
          json(200, { success: true, message: 'Validation demandée : les administrateurs ont été prévenus.', data: contentItem({ id: 'c9', approval: anApproval() }) }),
        'GET /api/content/history': () => json(200, { success: true, data: [], pagination: { page: 1, pageSize: 20, hasMore: false } }),
      }),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp('/create');
    await fillAndGenerate(user);
    await user.click(screen.getByRole('button', { name: 'Demander une validation' }));
    const dialog = await screen.findByTestId('request-approval-dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Programmer le …' }));
    fireEvent.input(within(dialog).getByLabelText('Date'), { target: { value: '2026-11-24' } });
    fireEvent.input(within(dialog).getByLabelText('Heure'), { target: { value: '18:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Demander une validation' }));
    expect(await screen.findByText('Validation demandée : les administrateurs ont été prévenus.')).toBeTruthy();
    expect(sent(fetchMock, 'POST', '/api/content/c9/approval/request')).toEqual([{ intent: 'schedule', scheduledFor: '2026-11-24T17:00:00.000Z' }]);
  });

  it('a request the server refuses leaves the post saved, says both, and goes to the pending list', async () => {
    installFakeXhr(() => uploaded(media()));
    mockFetch(
      createServer([account('twitter')], {
        ...approvalRules('editor', 'optional'),
        'POST /api/generate-content': () => json(200, generation(['twitter'])),
        'POST /api/content/drafts': () => json(201, { success: true, data: contentItem({ id: 'c9', platforms: ['twitter'] }) }),
        'POST /api/content/c9/approval/request': () =>
          json(409, { success: false, code: 'approval.modeOff', message: "La validation des publications n'est pas activée dans cet espace." }),
        'GET /api/content/history': () => json(200, { success: true, data: [], pagination: { page: 1, pageSize: 20, hasMore: false } }),
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/create');
    await fillAndGenerate(user);
    await user.click(screen.getByRole('button', { name: 'Demander une validation' }));
    const dialog = await screen.findByTestId('request-approval-dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Demander une validation' }));
    expect(await screen.findByText("La validation des publications n'est pas activée dans cet espace.")).toBeTruthy();
    expect(await screen.findByText(/Publication enregistrée : la demande de validation n'a pas pu partir/)).toBeTruthy();
    await waitFor(() => expect(currentPath(router)).toBe('/publications/pending'), { timeout: 3000 });
  });

  it('optional: an editor keeps « Publier maintenant » and the queue, and may ask as well', async () => {
    installFakeXhr(() => uploaded(media()));
    mockFetch(createServer([account('twitter')], { ...approvalRules('editor', 'optional'), 'POST /api/generate-content': () => json(200, generation(['twitter'])) }));
    const user = userEvent.setup();
    renderApp('/create');
    await fillAndGenerate(user);
    expect(screen.getByRole('button', { name: 'Publier maintenant' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ajouter à la file' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Demander une validation' })).toBeTruthy();
  });

  it('required, for an admin: nothing changes (publishing approves)', async () => {
    installFakeXhr(() => uploaded(media()));
    mockFetch(createServer([account('twitter')], { ...approvalRules('admin', 'required'), 'POST /api/generate-content': () => json(200, generation(['twitter'])) }));
    const user = userEvent.setup();
    renderApp('/create');
    await fillAndGenerate(user);
    expect(screen.getByRole('button', { name: 'Publier maintenant' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ajouter à la file' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Demander une validation' })).toBeNull();
  });

  it('required, in Manuelle: « Enregistrer en attente » stays beside the request', async () => {
    installFakeXhr(() => uploaded(media()));
    mockFetch(createServer([account('twitter')], { ...approvalRules('editor', 'required'), 'POST /api/generate-content': () => json(200, generation(['twitter'])) }));
    const user = userEvent.setup();
    renderApp('/create');
    await screen.findByTestId('drop-zone');
    await user.click(screen.getByRole('tab', { name: 'Manuelle' }));
    await fillAndGenerate(user);
    expect(screen.getByRole('button', { name: 'Enregistrer en attente' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Demander une validation' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ajouter à la file' })).toBeNull();
  });
});
