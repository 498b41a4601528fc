import type { GenerationResponse, Media, Network, SocialAccount } from '@publia/shared';
import { vi } from 'vitest';
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
  return publicationsServer({ 'GET /api/social-accounts': () => json(200, { success: true, data: accounts }), ...extra });
}

export const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;

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
