import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, json, mockFetch } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { contentItem } from '../content/test-fixtures.ts';
import { account, createServer, media } from './create.test-support.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement).value;

describe('create screen: ?keywords and ?description', () => {
  it('opens a new post with the keywords and the description of the address, nothing loaded', async () => {
    const fetchMock = mockFetch(createServer([account('instagram')]));
    renderApp(`/create?keywords=artisanat,bijoux%20d%E2%80%99art&description=${encodeURIComponent('Salon des métiers d’art\n\nTrois jours à Lyon.')}`);
    await screen.findByLabelText('Mot-clé 1 (obligatoire)');
    expect(valueOf('Mot-clé 1 (obligatoire)')).toBe('artisanat');
    expect(valueOf('Mot-clé 2')).toBe('bijoux d’art');
    expect(valueOf('Mot-clé 3')).toBe('');
    expect(valueOf('Description (facultative)')).toBe('Salon des métiers d’art\n\nTrois jours à Lyon.');
    // A new post: no draft nor original is asked for.
    expect(callsOf(fetchMock).filter((call) => call.startsWith('GET /api/content/') && call !== 'GET /api/content/counts')).toEqual([]);
  });

  it('without them the form starts empty, and ?draft keeps its own way in', async () => {
    mockFetch(createServer([account('instagram')]));
    const { unmount } = renderApp('/create');
    await screen.findByLabelText('Mot-clé 1 (obligatoire)');
    expect(valueOf('Mot-clé 1 (obligatoire)')).toBe('');
    expect(valueOf('Description (facultative)')).toBe('');
    unmount();

    const draft = contentItem({ id: 'c1', mediaId: null, topics: ['hiver'], description: 'Du brouillon', platforms: ['instagram'], variants: { instagram: 'Texte.' } });
    mockFetch(createServer([account('instagram')], { 'GET /api/content/c1': () => json(200, { success: true, data: draft }) }));
    renderApp('/create?draft=c1&keywords=artisanat&description=Autre');
    expect(await screen.findByText("Modification d'un brouillon")).toBeTruthy();
    expect(valueOf('Mot-clé 1 (obligatoire)')).toBe('hiver');
    expect(valueOf('Description (facultative)')).toBe('Du brouillon');
  });

  it("?media= starts the new post with that uploaded video (the scanner's « Créer une publication »)", async () => {
    const video = media({ id: 'm-video', kind: 'video', mimeType: 'video/mp4', url: '/media/w1/clip.mp4', width: 1080, height: 1920, durationSeconds: 12 });
    const fetchMock = mockFetch(createServer([account('tiktok')], { 'GET /api/media/m-video': () => json(200, { success: true, data: video }) }));
    renderApp('/create?media=m-video&description=Atelier%20c%C3%A9ramique&keywords=poterie,atelier');
    const preview = await screen.findByTestId('media-preview');
    expect(preview.tagName).toBe('VIDEO');
    expect(preview.getAttribute('src')).toBe('/media/w1/clip.mp4');
    expect(screen.getByRole('tab', { name: 'Importer vidéo' }).getAttribute('aria-selected')).toBe('true');
    expect(valueOf('Mot-clé 1 (obligatoire)')).toBe('poterie');
    expect(valueOf('Mot-clé 2')).toBe('atelier');
    expect(valueOf('Description (facultative)')).toBe('Atelier céramique');
    expect(callsOf(fetchMock)).toContain('GET /api/media/m-video');
  });

  it('?media= naming a file that cannot be read says so instead of an empty form', async () => {
    mockFetch(
      createServer([account('tiktok')], {
        'GET /api/media/gone': () => json(404, { success: false, code: 'media.notFound', message: 'Média introuvable' }),
      }),
    );
    renderApp('/create?media=gone');
    expect((await screen.findByRole('alert')).textContent).toContain('Erreur lors du chargement du contenu');
    expect(screen.queryByTestId('media-preview')).toBeNull();
  });
});
