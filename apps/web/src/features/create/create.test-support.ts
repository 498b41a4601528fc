import type { GenerationResponse, Media, Network, SocialAccount } from '@publia/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { json, type Handler } from '../../test/fetch-mock.ts';
import { publicationsServer } from '../content/test-fixtures.ts';

export const PHOTO_ID = '11111111-1111-4111-8111-111111111111';
export const FILTERED_ID = '22222222-2222-4222-8222-222222222222';

export function media(overrides: Partial<Media> = {}): Media {
  return {
    id: PHOTO_ID,
    url: '/media/w1/photo.jpg',
    kind: 'image',
    mimeType: 'image/jpeg',
    sizeBytes: 120_000,
    width: 1200,
    height: 900,
    durationSeconds: null,
    filter: 'original',
    sourceId: null,
    createdAt: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

export function account(platform: Network, overrides: Partial<SocialAccount> = {}): SocialAccount {
  return {
    id: `acc-${platform}`,
    platform,
    username: `atelier_${platform}`,
    displayName: null,
    profilePictureUrl: null,
    followers: null,
    isConnected: true,
    lastSynced: null,
    error: null,
    status: 'active',
    sandbox: true,
    settings: {},
    createdAt: '2026-11-01T09:00:00.000Z',
    ...overrides,
  };
}

const SAMPLE_TEXT: Record<Network, string> = {
  instagram: 'Nouvelle collection en atelier ✨\n\nDécouvrez nos pièces faites main.',
  facebook: 'Notre nouvelle collection est arrivée : venez la découvrir !',
  twitter: 'Nouvelle collection faite main, à découvrir en boutique.',
  linkedin: 'Notre atelier présente sa nouvelle collection.\n\nUn travail artisanal, pensé pour durer.',
  tiktok: 'Les coulisses de la collection 🎬',
  pinterest: 'Collection artisanale faite main : bijoux et céramiques.',
  bluesky: 'Nouvelle collection faite main, passez la voir en boutique !',
  mastodon: 'Notre nouvelle collection, faite main à l’atelier. #Artisanat',
};

export function generation(networks: Network[], overrides: Partial<GenerationResponse['data']> = {}, extra: Partial<GenerationResponse> = {}): GenerationResponse {
  const variants = networks.map((platform) => ({ platform, text: SAMPLE_TEXT[platform], hashtags: ['#artisanat', `#${platform}`] }));
  const first = variants[0] ?? { platform: 'instagram' as const, text: '', hashtags: [] };
  return {
    success: true,
    message: 'Contenu généré avec succès!',
    data: {
      text: first.text,
      hashtags: first.hashtags,
      mediaUrl: '/media/w1/photo.jpg',
      processedMediaUrl: '/media/w1/photo.jpg',
      platform: first.platform,
      sessionId: 'session-42',
      remainingRequests: 41,
      variants,
      provider: 'local',
      cached: false,
      ...overrides,
    },
    ...extra,
  };
}

/** The requests of the create screen for a signed-in user with these accounts. */
export function createServer(accounts: SocialAccount[], extra: Record<string, Handler> = {}): Record<string, Handler> {
  return publicationsServer({
    'GET /api/social-accounts': () => json(200, { success: true, data: accounts }),
    // The workspace's link rules, read once a post's text holds a link: links kept as written.
    'GET /api/links/settings': () => json(200, { success: true, data: { shortenLinks: false, defaultCampaign: null } }),
    ...extra,
  });
}

export const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;

/**
 * The routes of editing the draft `c1`: it is read, each save's body goes into `saved` and answers
 * `draft`, and the history the save returns to is empty.
 */
export function editedDraftRoutes(draft: unknown, saved: Array<Record<string, unknown>>): Record<string, Handler> {
  return {
    'GET /api/content/c1': () => json(200, { success: true, data: draft }),
    'PUT /api/content/drafts/c1': (init) => {
      saved.push(bodyOf(init));
      return json(200, { success: true, data: draft });
    },
    'GET /api/content/history': () => json(200, { success: true, data: [], pagination: { page: 1, pageSize: 20, hasMore: false } }),
  };
}

interface SentUpload {
  url: string;
  headers: Record<string, string>;
  form: FormData;
}

/**
 * XMLHttpRequest stand-in for uploads: reports half the bytes sent, then answers what `respond`
 * returns. `hold` keeps the answer back until `release()` so a test can look at the progress bar.
 */
export function installFakeXhr(respond: (form: FormData) => { status: number; body: unknown }) {
  const sent: SentUpload[] = [];
  let held: Array<() => void> = [];
  const control = { sent, hold: false, release: () => held.splice(0).forEach((run) => run()) };

  class FakeXhr {
    status = 0;
    responseText = '';
    timeout = 0;
    private url = '';
    private headers: Record<string, string> = {};
    private listeners: Record<string, Array<(event: unknown) => void>> = {};
    private uploadListeners: Record<string, Array<(event: unknown) => void>> = {};
    upload = {
      addEventListener: (type: string, listener: (event: unknown) => void) => {
        (this.uploadListeners[type] ??= []).push(listener);
      },
    };
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    addEventListener(type: string, listener: (event: unknown) => void) {
      (this.listeners[type] ??= []).push(listener);
    }
    send(form: FormData) {
      sent.push({ url: this.url, headers: this.headers, form });
      setTimeout(() => {
        for (const listener of this.uploadListeners.progress ?? []) listener({ lengthComputable: true, loaded: 50, total: 100 });
        const answer = () => {
          const { status, body } = respond(form);
          this.status = status;
          this.responseText = JSON.stringify(body);
          for (const listener of this.listeners.load ?? []) listener({});
        };
        if (control.hold) held.push(answer);
        else answer();
      }, 0);
    }
  }
  held = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return control;
}

export const uploaded = (item: Media) => ({ status: 201, body: { success: true, message: 'Image téléversée avec succès', data: item } });

export const photoFile = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], 'atelier.jpg', { type: 'image/jpeg' });

export type User = ReturnType<typeof userEvent.setup>;

export const idOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const photo = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1])], name, { type: 'image/jpeg' });
export const clip = (name: string) => new File([new Uint8Array([0, 0, 0, 0x18])], name, { type: 'video/mp4' });

/** The upload stand-in answers each file as a new medium named after it (a video for a .mp4). */
export function answerEachFile() {
  let count = 0;
  return installFakeXhr((form) => {
    count += 1;
    const file = form.get('file') as File;
    const video = file.type.startsWith('video/');
    return uploaded(
      media({
        id: idOf(count),
        url: `/media/w1/${file.name}`,
        kind: video ? 'video' : 'image',
        mimeType: file.type,
        durationSeconds: video ? 12.5 : null,
        width: video ? 1080 : 1200,
        height: video ? 1920 : 900,
      }),
    );
  });
}

/** The files the strip's thumbnails show, in order. */
export const thumbSources = () => screen.getAllByTestId('media-thumb').map((thumb) => thumb.querySelector('img, video')?.getAttribute('src')?.replace('#t=0.1', ''));

/** Uploads the files, fills in the first keyword and the objective, picks the networks and generates. */
export async function fillAndGenerate(user: User, files: File[], networks: RegExp[]) {
  await screen.findByTestId('drop-zone');
  await user.upload(screen.getByTestId('media-input'), files);
  await waitFor(() => expect(screen.getAllByTestId('media-thumb')).toHaveLength(files.length));
  await user.type(screen.getByLabelText('Mot-clé 1 (obligatoire)'), 'artisanat');
  await user.click(screen.getByLabelText('Inspirer'));
  for (const network of networks) await user.click(screen.getByRole('switch', { name: network }));
  await user.click(screen.getByRole('button', { name: 'Générer du contenu' }));
  await screen.findByTestId('generation-info');
}

/** The dialog of the photos' alternative text (always in the page, open or not). */
export const altTextDialog = () => screen.getByTestId('alt-text-dialog');

/** Writes a photo's alternative text through its « ALT » button, and saves it. */
export async function writeAltText(user: User, position: number, text: string) {
  await user.click(screen.getByRole('button', { name: `Texte alternatif de la photo ${position}` }));
  const dialog = altTextDialog();
  fireEvent.input(within(dialog).getByLabelText('Texte alternatif'), { target: { value: text } });
  await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => expect(within(dialog).queryByLabelText('Texte alternatif')).toBeNull());
}
