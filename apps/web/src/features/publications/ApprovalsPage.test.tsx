import type { ContentItem } from '@publia/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, json, mockFetch } from '../../test/fetch-mock.ts';
import { currentPath, renderApp } from '../../test/render-app.tsx';
import { anApproval, approvalRules, contentItem, page, publicationsServer } from '../content/test-fixtures.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const older = contentItem({
  id: 'c1',
  title: 'Soldes d’hiver',
  content: 'Jusqu’à -30 % sur la céramique.',
  approval: anApproval({ requestedAt: '2026-11-19T08:00:00.000Z', intent: 'schedule', scheduledFor: '2026-11-25T09:30:00.000Z' }),
});
const newer = contentItem({
  id: 'c2',
  title: 'Atelier ouvert',
  content: 'Portes ouvertes samedi.',
  approval: anApproval({ requestedBy: { id: 'u3', name: 'Hugo Petit' }, requestedAt: '2026-11-20T10:00:00.000Z' }),
});

const queue = (items: ContentItem[]) => () => json(200, { success: true, data: items });
const tabs = () => within(screen.getByRole('navigation', { name: 'Sections des publications' })).getAllByRole('link');

describe('the approval queue (« À valider »)', () => {
  it('an admin sees the tab with the number waiting; it lists the requests oldest first, who asked and what should follow', async () => {
    const fetchMock = mockFetch(
      publicationsServer({ ...approvalRules('admin', 'required'), 'GET /api/content/history': () => page([]), 'GET /api/content/approvals': queue([older, newer]) }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/publications/pending');
    await waitFor(() => expect(screen.getByTestId('approvals-count').textContent).toBe('2'));
    expect(tabs().map((tab) => tab.textContent)).toEqual(['En attente', 'À valider2', 'Planifiées', 'Conseils', 'Historique']);

    await user.click(screen.getByRole('link', { name: /^À valider/ }));
    expect(currentPath(router)).toBe('/publications/approvals');
    const cards = await screen.findAllByTestId(/^approval-card-/);
    expect(cards.map((card) => card.dataset.testid)).toEqual(['approval-card-c1', 'approval-card-c2']);
    const first = cards[0]!;
    expect(within(first).getByRole('heading', { name: 'Soldes d’hiver' })).toBeTruthy();
    expect(within(first).getByTestId('approval-content').textContent).toBe('Jusqu’à -30 % sur la céramique.');
    expect(within(first).getByTestId('approval-badge').textContent).toBe('En attente de validation');
    const panel = within(first).getByTestId('approval-panel').textContent;
    expect(panel).toMatch(/Demandée par Léa Martin le 19 novembre 2026 .*09:00/);
    expect(panel).toMatch(/Une fois validée : programmée le 25 novembre 2026 .*10:30/);
    expect(within(cards[1]!).getByTestId('approval-panel').textContent).toMatch(/Demandée par Hugo Petit .*Une fois validée : publiée aussitôt/);
    expect(within(first).getByRole('button', { name: 'Approuver' })).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Refuser' })).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Discussion' })).toBeTruthy();
    expect(callsOf(fetchMock)).toContain('GET /api/content/approvals');
  });

  it('approving from the queue says the server’s words and reads the queue and its count again', async () => {
    let items = [older, newer];
    mockFetch(
      publicationsServer({
        ...approvalRules('admin', 'optional'),
        'GET /api/content/approvals': () => json(200, { success: true, data: items }),
        'POST /api/content/c1/approval/approve': () => {
          items = [newer];
          return json(200, {
            success: true,
            message: 'Publication validée et programmée pour le 25 novembre 2026 à 10:30.',
            data: { ...older, status: 'scheduled', scheduledFor: '2026-11-25T09:30:00.000Z', approval: { ...older.approval!, status: 'approved' } },
          });
        },
      }),
    );
    const user = userEvent.setup();
    renderApp('/publications/approvals');
    await user.click(within(await screen.findByTestId('approval-card-c1')).getByRole('button', { name: 'Approuver' }));
    expect(await screen.findByText('Publication validée et programmée pour le 25 novembre 2026 à 10:30.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('approval-card-c1')).toBeNull());
    expect(screen.getByTestId('approvals-count').textContent).toBe('1');
  });

  it('an empty queue says « Rien à valider », and the tab shows no count', async () => {
    mockFetch(publicationsServer({ ...approvalRules('admin', 'required') }));
    renderApp('/publications/approvals');
    const empty = await screen.findByTestId('empty-state');
    expect(within(empty).getByRole('heading', { name: 'Rien à valider' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'À valider' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByTestId('approvals-count')).toBeNull();
    expect(document.title).toContain('À valider');
  });

  it('an editor has no such tab; nor has an admin of a workspace without approval and nothing waiting', async () => {
    mockFetch(publicationsServer({ ...approvalRules('editor', 'required'), 'GET /api/content/history': () => page([]) }));
    const view = renderApp('/publications/pending');
    await screen.findByTestId('empty-state');
    expect(tabs().map((tab) => tab.textContent)).toEqual(['En attente', 'Planifiées', 'Conseils', 'Historique']);
    view.unmount();

    const fetchMock = mockFetch(publicationsServer({ ...approvalRules('admin', 'none'), 'GET /api/content/history': () => page([]) }));
    renderApp('/publications/pending');
    await screen.findByTestId('empty-state');
    await waitFor(() => expect(callsOf(fetchMock)).toContain('GET /api/workspace/approval'));
    expect(tabs().map((tab) => tab.textContent)).toEqual(['En attente', 'Planifiées', 'Conseils', 'Historique']);
  });

  it('a request left when approval was turned off still shows to the admins', async () => {
    mockFetch(publicationsServer({ ...approvalRules('admin', 'none'), 'GET /api/content/history': () => page([]), 'GET /api/content/approvals': queue([newer]) }));
    renderApp('/publications/pending');
    await waitFor(() => expect(screen.getByTestId('approvals-count').textContent).toBe('1'));
  });
});
