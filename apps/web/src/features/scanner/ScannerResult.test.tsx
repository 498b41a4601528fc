import { apiMessagesEn } from '@publia/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, json, mockFetch } from '../../test/fetch-mock.ts';
import { currentPath, renderApp } from '../../test/render-app.tsx';
import { media } from '../create/create.test-support.ts';
import { aFix, analysisAnswer, anAnalysis, aSummary, scannerServer } from './scanner.test-support.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const spaces = (text: string | null | undefined) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');
const row = (network: string) => screen.getAllByTestId('network-verdict').find((item) => item.dataset.network === network)!;

describe('/scanner: the result', () => {
  it('shows the global score, the seven criteria in order, each network’s verdict and the best network starred', async () => {
    mockFetch(scannerServer({ 'GET /api/scanner/analyses/a1': () => analysisAnswer(anAnalysis()) }));
    const user = userEvent.setup();
    renderApp('/scanner?analysis=a1');

    const score = await screen.findByTestId('scanner-global-score');
    expect(score.dataset.band).toBe('medium');
    expect(within(score).getByText('Score global : 63 sur 100')).toBeTruthy();
    expect(screen.getByTestId('scanner-band').textContent).toBe('Quelques points à améliorer');

    const cards = screen.getAllByTestId('criterion-card');
    expect(cards.map((card) => card.querySelector('h3')?.textContent)).toEqual(['Durée', 'Clarté du message', 'Hook', 'Qualité visuelle', 'Audio', 'Émotion', 'Sous-titres']);
    expect(cards.map((card) => within(card).getByTestId('criterion-score').textContent)).toEqual(['45/100', '72/100', '81/100', '90/100', '58/100', '66/100', '30/100']);
    expect(cards.map((card) => card.dataset.band)).toEqual(['low', 'medium', 'high', 'high', 'low', 'medium', 'low']);
    // The reasons are the catalogue's sentences, numbers written the French way.
    expect(within(cards[0]!).getByTestId('criterion-feedback').textContent).toBe('la vidéo dure 75,5 s ; durée acceptée : de 3 à 60 s');
    expect(within(cards[0]!).getByText("L'analyse n'est pas terminée : attendez son résultat.")).toBeTruthy();

    // Instagram refuses, with the broken rule; Facebook and TikTok accept; each network that takes video can have it optimised.
    expect(within(row('instagram')).getByTestId('verdict-badge').textContent).toBe('Refusé');
    expect(within(row('instagram')).getByTestId('verdict-failures').textContent).toBe('la vidéo dure 75,5 s ; durée acceptée : de 3 à 60 s');
    expect(within(row('instagram')).getByTestId('verdict-fit').textContent).toBe('Adéquation 40/100');
    expect(within(row('tiktok')).getByTestId('verdict-badge').textContent).toBe('Accepté');
    expect(within(row('instagram')).getByRole('button', { name: 'Optimiser pour Instagram' })).toBeTruthy();
    expect(within(row('tiktok')).getByRole('button', { name: 'Optimiser pour TikTok' })).toBeTruthy();
    expect(within(row('pinterest')).getByRole('button', { name: 'Optimiser pour Pinterest' })).toBeTruthy();

    const recommended = screen.getAllByTestId('recommended-network');
    expect(recommended.map((item) => item.dataset.network)).toEqual(['tiktok', 'facebook']);
    expect(within(recommended[0]!).getByRole('img', { name: 'Meilleur réseau' }).textContent).toBe('★');
    expect(within(recommended[1]!).queryByRole('img', { name: 'Meilleur réseau' })).toBeNull();

    expect(screen.getByTestId('suggested-title').textContent).toBe('Atelier céramique : le tour en 60 secondes');
    expect(screen.getByRole('button', { name: 'Copier le titre' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copier la description' })).toBeTruthy();
    expect(screen.getAllByTestId('scanner-tip').map((tip) => tip.textContent)).toEqual(['le texte compte 3000 caractères, au-delà des 2200 acceptés']);

    // The measurements, folded away.
    const measures = screen.getByTestId('scanner-measurements');
    await user.click(within(measures).getByText('Mesures détaillées'));
    const text = spaces(measures.textContent);
    expect(text).toContain('Résolution1080 × 1920');
    expect(text).toContain('Images par seconde30 i/s');
    expect(text).toContain('Codecs (vidéo / son)h264 (High) / aac');
    expect(text).toMatch(/Intensité sonore \(LUFS\)[−-]19,3/);
    expect(text).toContain('Part de parole62 %');
    expect(text).toContain('Changements de plan3');
    expect(text).toContain("Texte lu à l'écranatelier céramique");
  });

  it('« Optimiser pour Instagram » queues the fix, follows it, then offers the result to download', async () => {
    let fixAsked = false;
    const done = aFix({
      status: 'done',
      progress: 100,
      stage: 'done',
      url: '/media/w1/scanner/a1-instagram.mp4',
      sizeBytes: 9_500_000,
      verdict: { network: 'instagram', accepted: true, failures: [], fit: 88 },
      changes: [{ key: 'network.durationOutOfRange', params: { duration: 60, min: 3, max: 60 } }],
    });
    const fetchMock = mockFetch(
      scannerServer({
        'GET /api/scanner/analyses/a1': () => analysisAnswer(anAnalysis({ fixes: fixAsked ? [done] : [] })),
        'POST /api/scanner/analyses/a1/fixes': () => {
          fixAsked = true;
          return json(202, { success: true, message: 'La version pour Instagram est en préparation.', data: aFix() });
        },
      }),
    );
    const user = userEvent.setup();
    renderApp('/scanner?analysis=a1');
    await user.click(await screen.findByRole('button', { name: 'Optimiser pour Instagram' }));

    const call = fetchMock.mock.calls.find(([url, init]) => String(url).endsWith('/fixes') && init?.method === 'POST');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ network: 'instagram' });
    expect(await screen.findByText('La version pour Instagram est en préparation.')).toBeTruthy();
    // Queued at once in the row, then done after the next reading.
    expect(within(row('instagram')).getByRole('progressbar', { name: 'Optimisation pour Instagram' })).toBeTruthy();
    const result = await within(row('instagram')).findByTestId('fix-result', {}, { timeout: 2500 });
    expect(within(result).getByTestId('fix-verdict').textContent).toBe('Acceptée par Instagram après optimisation');
    expect(within(result).getByTestId('fix-changes').textContent).toBe('la vidéo dure 60 s ; durée acceptée : de 3 à 60 s');
    expect(spaces(within(result).getByText(/^Taille/).textContent)).toBe('Taille : 9,1 Mo');
    const download = within(result).getByRole('link', { name: 'Télécharger la version pour Instagram' });
    expect(download.getAttribute('href')).toBe('/media/w1/scanner/a1-instagram.mp4');
    expect(download.hasAttribute('download')).toBe(true);
    expect(within(result).getByTestId('fix-player').getAttribute('src')).toBe('/media/w1/scanner/a1-instagram.mp4');
    expect(callsOf(fetchMock).filter((entry) => entry === 'POST /api/scanner/analyses/a1/fixes')).toHaveLength(1);
  });

  it('« Créer une publication » opens the create page with the video, the suggested title and three keywords', async () => {
    const video = media({ id: 'm1', kind: 'video', mimeType: 'video/mp4', url: '/media/w1/atelier.mp4', durationSeconds: 75 });
    const fetchMock = mockFetch(
      scannerServer({
        'GET /api/scanner/analyses/a1': () => analysisAnswer(anAnalysis()),
        'POST /api/scanner/analyses/a1/publication': () => json(200, { success: true, data: { mediaId: 'm1', fix: null, compressed: false } }),
        'GET /api/media/m1': () => json(200, { success: true, data: video }),
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/scanner?analysis=a1');
    await user.click(await screen.findByRole('button', { name: 'Créer une publication' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/create'));
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('media')).toBe('m1');
    expect(search.get('description')).toBe('Atelier céramique : le tour en 60 secondes');
    expect(search.get('keywords')).toBe('céramique,atelier,poterie');
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/publication'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({});
    // The create page starts with that video.
    expect((await screen.findByTestId('media-preview')).getAttribute('src')).toBe('/media/w1/atelier.mp4');
  });

  it('a video over the create page’s limit is compressed first: the page says so, waits, then goes on', async () => {
    let compressing = false;
    const compression = aFix({ id: 'f9', purpose: 'publication', network: 'instagram', status: 'running', progress: 30 });
    mockFetch(
      scannerServer({
        'GET /api/scanner/analyses/a1': () =>
          analysisAnswer(anAnalysis({ fixes: compressing ? [{ ...compression, status: 'done', progress: 100, stage: 'done', mediaId: 'm2' }] : [] })),
        'POST /api/scanner/analyses/a1/publication': () => {
          compressing = true;
          return json(200, {
            success: true,
            message: 'La vidéo pèse 13 Mo, au-delà des 10 Mo acceptés à la création : elle est compressée avant de vous y emmener.',
            data: { mediaId: null, fix: compression, compressed: true },
          });
        },
        'GET /api/media/m2': () => json(200, { success: true, data: media({ id: 'm2', kind: 'video', url: '/media/w1/small.mp4' }) }),
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/scanner?analysis=a1');
    await user.click(await screen.findByRole('button', { name: 'Créer une publication' }));

    const notice = await screen.findByTestId('publication-compressing');
    expect(within(notice).getByText('La vidéo pèse 13 Mo, au-delà des 10 Mo acceptés à la création : elle est compressée avant de vous y emmener.')).toBeTruthy();
    expect(within(notice).getByRole('progressbar', { name: 'Compression pour la création' }).getAttribute('aria-valuenow')).toBe('30');
    await waitFor(() => expect(currentPath(router)).toMatch(/^\/create\?media=m2&/), { timeout: 2500 });
  });

  it('speaks the interface’s language: English labels and the English catalogue’s sentences', async () => {
    mockFetch(scannerServer({ 'GET /api/scanner/analyses/a1': () => analysisAnswer(anAnalysis()) }));
    renderApp('/scanner?analysis=a1', { locale: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Video scanner' })).toBeTruthy();
    const cards = await screen.findAllByTestId('criterion-card');
    expect(cards.map((card) => card.querySelector('h3')?.textContent)).toEqual([
      'Duration',
      'Clarity of the message',
      'Opening hook',
      'Visual quality',
      'Sound',
      'Emotion',
      'Subtitles',
    ]);
    const english = apiMessagesEn['network.durationOutOfRange'].replace('{duration}', '75.5').replace('{min}', '3').replace('{max}', '60');
    expect(within(row('instagram')).getByTestId('verdict-failures').textContent).toBe(english);
    expect(within(row('instagram')).getByTestId('verdict-badge').textContent).toBe('Refused');
    expect(screen.getByRole('button', { name: 'Create a post' })).toBeTruthy();
  });
});

describe('/scanner: previous analyses', () => {
  it('lists them with their score, the storage used and the retention, and deletes one after confirming', async () => {
    let items = [aSummary(), aSummary({ id: 'a2', fileName: null, status: 'failed', globalScore: null, bestPerformingNetwork: null, durationSeconds: null })];
    const fetchMock = mockFetch(
      scannerServer({
        'GET /api/scanner/analyses': () => json(200, { success: true, data: { items, storageBytes: 13_002_342 } }),
        'DELETE /api/scanner/analyses/a2': () => {
          items = items.filter((item) => item.id !== 'a2');
          return json(200, { success: true, message: 'Analyse supprimée.' });
        },
      }),
    );
    const user = userEvent.setup();
    renderApp('/scanner');
    const section = await screen.findByTestId('past-analyses');
    expect(within(section).getByRole('heading', { name: 'Analyses précédentes' })).toBeTruthy();
    expect(within(section).getByText('Les analyses et leurs fichiers sont supprimés au bout de 30 jours.')).toBeTruthy();
    expect(spaces((await within(section).findByTestId('scanner-storage')).textContent)).toBe('Espace utilisé : 12,4 Mo');

    const rows = await within(section).findAllByTestId('past-analysis');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Score global : 63 sur 100')).toBeTruthy();
    expect(spaces(rows[0]!.textContent)).toContain('Analysée le 20 novembre 2026');
    expect(spaces(rows[0]!.textContent)).toContain('Supprimée le 20 décembre 2026');
    expect(rows[0]!.textContent).toContain('Meilleur réseau : TikTok');
    expect(within(rows[0]!).getByRole('link', { name: "Ouvrir l'analyse de atelier.mp4" }).getAttribute('href')).toBe('/scanner?analysis=a1');
    expect(within(rows[1]!).getByTestId('past-analysis-status').textContent).toBe('Échec');

    await user.click(within(rows[1]!).getByRole('button', { name: "Supprimer l'analyse de Vidéo sans nom" }));
    const dialog = await screen.findByTestId('scanner-delete-dialog');
    expect(within(dialog).getByText('Supprimer cette analyse ?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(within(section).getAllByTestId('past-analysis')).toHaveLength(1));
    expect(await screen.findByText('Analyse supprimée.')).toBeTruthy();
    expect(callsOf(fetchMock)).toContain('DELETE /api/scanner/analyses/a2');
  });
});
