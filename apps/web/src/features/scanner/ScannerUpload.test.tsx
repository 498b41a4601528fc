import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { installFakeXhr } from '../create/create.test-support.ts';
import { analysisAnswer, anAnalysis, scannerServer, videoFile } from './scanner.test-support.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const spaces = (text: string | null | undefined) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');
const problem = () => screen.getByTestId('scanner-problem').textContent;
const detail = () => screen.getByTestId('scanner-analysis-progress-detail').textContent;
const waiting = (queuePosition: number) => anAnalysis({ status: 'queued', progress: 0, stage: 'probe', result: null, measurements: null, queuePosition });

describe('/scanner: choosing and sending a video', () => {
  it('checks the file in the browser (a file, a video, at most 100 MB) and sends nothing it refuses', async () => {
    const xhr = installFakeXhr(() => ({ status: 202, body: { success: true, data: anAnalysis({ status: 'queued' }) } }));
    mockFetch(scannerServer());
    const user = userEvent.setup({ applyAccept: false });
    renderApp('/scanner');
    expect(await screen.findByRole('heading', { level: 1, name: 'Scanner de vidéo' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Scanner de vidéo · Publia'));
    expect(screen.getByTestId('scanner-file-input').getAttribute('accept')).toBe('video/mp4,video/quicktime,video/webm');

    await user.click(screen.getByRole('button', { name: 'Analyser la vidéo' }));
    expect(problem()).toBe('Veuillez importer une vidéo à analyser');

    await user.upload(screen.getByTestId('scanner-file-input'), new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(problem()).toBe('Le fichier doit être une vidéo (.mp4, .mov, .webm)');
    await user.upload(screen.getByTestId('scanner-file-input'), videoFile('long.mov', 'video/quicktime', 100 * 1024 * 1024 + 1));
    expect(problem()).toBe('La taille du fichier ne doit pas dépasser 100Mo');
    expect(screen.queryByTestId('scanner-preview')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Analyser la vidéo' }));
    expect(problem()).toBe('Veuillez importer une vidéo à analyser');
    expect(xhr.sent).toHaveLength(0);

    // The drop zone is a button: the keyboard opens the file dialog as a click does.
    const drop = screen.getByTestId('scanner-drop-zone');
    expect(drop.tagName).toBe('BUTTON');
    expect(drop.textContent).toContain('Glissez-déposez une vidéo ici');
  });

  it('shows the real upload progress, then follows the analysis stage by stage to its result', async () => {
    const xhr = installFakeXhr(() => ({
      status: 202,
      body: {
        success: true,
        message: 'Vidéo reçue : son analyse commence.',
        data: anAnalysis({ status: 'queued', progress: 0, stage: 'probe', result: null, measurements: null }),
      },
    }));
    xhr.hold = true;
    const answers = [anAnalysis({ status: 'running', progress: 40, stage: 'sound', result: null, measurements: null }), anAnalysis()];
    let asked = 0;
    mockFetch(scannerServer({ 'GET /api/scanner/analyses/a1': () => analysisAnswer(answers[Math.min(asked++, answers.length - 1)]!) }));
    const user = userEvent.setup();
    const { router } = renderApp('/scanner');
    await user.upload(await screen.findByTestId('scanner-file-input'), videoFile());
    expect(screen.getByTestId('scanner-preview').tagName).toBe('VIDEO');
    expect(spaces(screen.getByTestId('scanner-file').textContent)).toBe('atelier.mp4 · 2 Ko');
    expect(screen.getByRole('button', { name: 'Changer de vidéo' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Analyser la vidéo' }));
    const bar = await screen.findByRole('progressbar', { name: 'Envoi de la vidéo' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('50'));
    expect(spaces(screen.getByTestId('scanner-upload-progress-percent').textContent)).toBe('50 %');
    expect(xhr.sent[0]?.url).toBe('/api/scanner/analyses');
    expect(xhr.sent[0]?.headers['x-csrf-token']).toBe('csrf-123');
    expect((xhr.sent[0]!.form.get('file') as File).name).toBe('atelier.mp4');

    xhr.release();
    // Queued, then « Son » at 40 %, then the result: the page asks every second meanwhile.
    await waitFor(() => expect(router.state.location.search).toBe('?analysis=a1'));
    const progress = await screen.findByRole('progressbar', { name: "Progression de l'analyse" });
    expect(progress).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('scanner-analysis-progress-detail').textContent).toBe('Étape : Son'), { timeout: 2500 });
    expect(screen.getByRole('progressbar', { name: "Progression de l'analyse" }).getAttribute('aria-valuenow')).toBe('40');
    expect(await screen.findByTestId('scanner-result', {}, { timeout: 2500 })).toBeTruthy();
    expect(screen.getByTestId('scanner-global-score-value').textContent).toBe('63');
    expect(asked).toBe(2);
  });

  it('says how many analyses the workers take before this one, going down as it is asked again', async () => {
    const answers = [waiting(3), waiting(2), waiting(1), anAnalysis({ status: 'running', progress: 20, stage: 'pictures', result: null, measurements: null })];
    let asked = 0;
    mockFetch(scannerServer({ 'GET /api/scanner/analyses/a1': () => analysisAnswer(answers[Math.min(asked++, answers.length - 1)]!) }));
    renderApp('/scanner?analysis=a1');
    expect(await screen.findByText('En attente : 2 analyses avant la vôtre.')).toBeTruthy();
    expect(spaces(screen.getByRole('progressbar', { name: "Progression de l'analyse" }).getAttribute('aria-valuetext'))).toBe('0 % — En attente : 2 analyses avant la vôtre.');
    await waitFor(() => expect(detail()).toBe('En attente : 1 analyse avant la vôtre.'), { timeout: 2500 });
    await waitFor(() => expect(detail()).toBe('En attente : votre analyse est la prochaine.'), { timeout: 2500 });
    await waitFor(() => expect(detail()).toBe('Étape : Image'), { timeout: 2500 });
  });

  it('shows the server’s French refusal with « Réessayer », which sends the video again', async () => {
    let attempts = 0;
    const xhr = installFakeXhr(() =>
      attempts++ === 0
        ? { status: 400, body: { success: false, code: 'scanner.error.notVideo', message: 'Le fichier doit être une vidéo (.mp4, .mov, .webm)' } }
        : { status: 202, body: { success: true, data: anAnalysis({ status: 'queued', progress: 0, stage: 'probe', result: null, measurements: null }) } },
    );
    mockFetch(
      scannerServer({ 'GET /api/scanner/analyses/a1': () => analysisAnswer(anAnalysis({ status: 'queued', progress: 0, stage: 'probe', result: null, measurements: null })) }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/scanner');
    await user.upload(await screen.findByTestId('scanner-file-input'), videoFile('faux.mp4'));
    await user.click(screen.getByRole('button', { name: 'Analyser la vidéo' }));

    const failed = await screen.findByTestId('scanner-failed');
    expect(within(failed).getByText("La vidéo n'a pas pu être envoyée")).toBeTruthy();
    expect(screen.getByTestId('scanner-failed-message').textContent).toBe('Le fichier doit être une vidéo (.mp4, .mov, .webm)');
    expect(within(failed).getByRole('button', { name: 'Changer de vidéo' })).toBeTruthy();
    await user.click(within(failed).getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(router.state.location.search).toBe('?analysis=a1'));
    expect(xhr.sent).toHaveLength(2);
    expect(await screen.findByText('En attente de démarrage…')).toBeTruthy();
  });

  it('a failed analysis shows its error in French from the catalogue, with « Changer de vidéo »', async () => {
    const failedAnalysis = anAnalysis({
      status: 'failed',
      progress: 20,
      stage: 'probe',
      result: null,
      measurements: null,
      error: { key: 'scanner.error.unreadableMoov', params: {} },
    });
    mockFetch(scannerServer({ 'GET /api/scanner/analyses/a1': () => analysisAnswer(failedAnalysis) }));
    renderApp('/scanner?analysis=a1');
    const failed = await screen.findByTestId('scanner-failed');
    expect(within(failed).getByText("L'analyse n'a pas abouti")).toBeTruthy();
    expect(screen.getByTestId('scanner-failed-message').textContent).toBe(
      'Cette vidéo est illisible : son index MP4 (« moov ») est introuvable, le fichier est sans doute incomplet. Exportez-la de nouveau puis réessayez.',
    );
    // Opened from the address, the file is not at hand: nothing to send again, another video to choose.
    expect(within(failed).queryByRole('button', { name: 'Réessayer' })).toBeNull();
    expect(within(failed).getByRole('button', { name: 'Changer de vidéo' })).toBeTruthy();
  });

  it('a member who may not create sees the analyses but no upload', async () => {
    const handlers = scannerServer();
    handlers['GET /api/auth/me'] = () =>
      json(200, {
        user: { id: 'u1', email: 'lea@exemple.fr', name: 'Léa', createdAt: '2026-01-01T00:00:00.000Z', timeZone: 'Europe/Paris' },
        workspace: { id: 'w1', name: 'Espace', role: 'viewer' },
        csrfToken: 'csrf-123',
      });
    mockFetch(handlers);
    renderApp('/scanner');
    expect(await screen.findByText("Votre rôle permet de consulter les analyses de l'espace, pas d'en lancer de nouvelles.")).toBeTruthy();
    expect(screen.queryByTestId('scanner-drop-zone')).toBeNull();
  });
});
