import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { apiAs, connectDemo } from './api.ts';

const DAY = 24 * 60 * 60 * 1000;
const PHOTO = path.resolve(import.meta.dirname, '../fixtures/atelier.jpg');

/**
 * A workspace with something on every page: demo accounts, a post pending validation (hence an
 * unread notification), one scheduled in two days, one in the posting queue and one published; a watch
 * (sample feeds, a competitor, an idea). Called signed in; `baseURL` as for `apiAs`.
 */
export async function fillSampleWorkspace(page: Page, baseURL?: string): Promise<{ pendingId: string; scheduledId: string; publishedId: string }> {
  const api = await apiAs(page, baseURL);
  for (const network of ['instagram', 'twitter', 'linkedin']) await connectDemo(api, network);
  // Instagram takes no post without a photo.
  const photo = await api.upload('/api/media', {
    kind: 'image',
    file: { name: 'atelier.jpg', mimeType: 'image/jpeg', buffer: fs.readFileSync(PHOTO) },
  });
  const draft = (title: string, content: string) =>
    api.post('/api/content/drafts', {
      title,
      content,
      mediaId: photo.data.id,
      mediaType: 'image',
      platforms: ['instagram', 'twitter'],
      keywords: ['atelier', 'ceramique'],
    });

  const pending = await draft('Atelier céramique du samedi', 'Venez modeler votre première tasse samedi à 10 h.\n\n#atelier #ceramique #faitmain');
  const scheduled = await draft('Soldes de fin d’année', 'Jusqu’à -30 % sur les tasses de la collection.');
  await api.post(`/api/content/drafts/${scheduled.data.id}/schedule`, { scheduledFor: new Date(Date.now() + 2 * DAY).toISOString() });
  const queued = await draft('Portes ouvertes de l’atelier', 'Entrez, regardez, touchez : l’atelier ouvre ses portes.');
  await api.post(`/api/content/${queued.data.id}/queue`);
  const published = await draft('Nouvelle collection', 'Nos bols émaillés à la main arrivent en boutique.');
  await api.post(`/api/content/drafts/${published.data.id}/publish`);
  // The watch: two sample feeds, a competitor read with the Instagram account, a saved idea.
  const { data } = await api.get<{ data: { sectors: { sources: { url: string }[] }[] } }>('/api/inspiration/sources');
  for (const source of data.sectors[0]!.sources.slice(0, 2)) await api.post('/api/inspiration/sources', { url: source.url });
  await api.post('/api/inspiration/competitors', { network: 'instagram', handle: 'atelier_lumiere' });
  await api.post('/api/inspiration/ideas', { title: 'Les coulisses de l’atelier', text: 'Le four à 6 h du matin, avant l’ouverture.', network: 'instagram' });
  return { pendingId: pending.data.id, scheduledId: scheduled.data.id, publishedId: published.data.id };
}
