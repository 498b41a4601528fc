import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { apiAs, connectDemo, type Api } from '../support/api.ts';

const PHOTO = path.resolve(import.meta.dirname, '../fixtures/atelier.jpg');

/** Connects sandbox Instagram and X, and publishes one photo post on both (`baseURL` as for `apiAs`). */
export async function publishOnInstagramAndX(page: Page, title: string, content: string, baseURL?: string): Promise<{ api: Api; id: string }> {
  const api = await apiAs(page, baseURL);
  await connectDemo(api, 'instagram');
  await connectDemo(api, 'twitter');
  return { api, id: await publishPhotoPost(api, title, content) };
}

/** Publishes one photo post on the connected Instagram and X, and waits until both have it. */
export async function publishPhotoPost(api: Api, title: string, content: string): Promise<string> {
  const photo = await api.upload('/api/media', {
    kind: 'image',
    file: { name: 'atelier.jpg', mimeType: 'image/jpeg', buffer: fs.readFileSync(PHOTO) },
  });
  const draft = await api.post('/api/content/drafts', {
    title,
    content,
    mediaId: photo.data.id,
    mediaType: 'image',
    platforms: ['instagram', 'twitter'],
    keywords: ['atelier'],
  });
  const id = draft.data.id;
  await api.post(`/api/content/drafts/${id}/publish`);
  await expect.poll(async () => (await api.get<{ data: { status: string } }>(`/api/content/${id}`)).data.status, { timeout: 60_000, intervals: [1_000] }).toBe('published');
  return id;
}

/** Moves this workspace's sandbox audience forward, as hours passing would: its comments come. */
export async function advanceSandboxClock(page: Page, hours: number) {
  const origin = new URL(page.url()).origin;
  const response = await page.request.post('/sandbox/_clock', { headers: { origin }, data: { advanceHours: hours } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** « Actualiser » until the round (a job) has brought comments. */
export async function refreshUntilComments(page: Page) {
  await expect(async () => {
    await page.getByTestId('sync-button').click();
    await expect(page.getByTestId('comment-card').first()).toBeVisible({ timeout: 8_000 });
  }).toPass({ timeout: 60_000, intervals: [1_000, 2_000] });
}
