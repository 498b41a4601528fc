// Refreshes docs/screenshots/inspiration-*.png on a fresh workspace that follows the server's sample
// feeds, watches three sample competitors and has saved two ideas:
//
//   npm run build && cd e2e && CAPTURE_SCREENSHOTS=1 npx playwright test inspiration/inspiration.capture.ts
//
// Not part of npm test.
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiAs, connectDemo } from '../support/api.ts';
import { registerThroughUi } from '../support/session.ts';
import { settle } from '../support/settle.ts';

const out = (name: string) => path.resolve(import.meta.dirname, '../../docs/screenshots', `${name}.png`);

interface Sectors {
  data: { sectors: { id: string; sources: { url: string }[] }[] };
}

/** A restaurant's watch: its sector's feeds and two neighbours', keywords, competitors, kept ideas. */
async function fillWatch(page: Page) {
  const api = await apiAs(page);
  const { data } = await api.get<Sectors>('/api/inspiration/sources');
  const wanted = data.sectors.filter((sector) => ['restauration', 'commerce-local'].includes(sector.id));
  for (const source of wanted.flatMap((sector) => sector.sources).filter((s) => s.url.includes('/sandbox/feeds/'))) {
    await api.post('/api/inspiration/sources', { url: source.url });
  }
  await api.put('/api/inspiration/keywords', { keywords: ['terrasse', 'circuit court', 'fait maison'] });
  await connectDemo(api, 'instagram');
  await connectDemo(api, 'twitter');
  await api.post('/api/inspiration/competitors', { network: 'instagram', handle: 'boulangerie.dupont' });
  await api.post('/api/inspiration/competitors', { network: 'instagram', handle: 'cafe_des_halles' });
  await api.post('/api/inspiration/competitors', { network: 'twitter', handle: 'petite_epicerie' });
  const generated = await api.post<{ data: { ideas: { title: string; text: string; hashtags: string[] }[] } }>('/api/inspiration/ideas/generate', {
    theme: 'brunch du dimanche',
    objective: 'sell',
    network: 'instagram',
  });
  for (const idea of generated.data.ideas.slice(0, 2)) await api.post('/api/inspiration/ideas', { ...idea, network: 'instagram', objective: 'sell' });
}

/** Waits until the news, the topics and the competitors' posts are there. */
async function pageReady(page: Page) {
  await expect(page.getByTestId('news-item').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('trending-topic').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('competitor-post').first()).toBeVisible({ timeout: 30_000 });
  await settle(page);
}

for (const [size, viewport] of [
  ['desktop', { width: 1440, height: 900 }],
  ['mobile', { width: 390, height: 844 }],
] as const) {
  test(`captures /inspiration (${size})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await registerThroughUi(page, `camille.veille.${size}.${Date.now()}@exemple.fr`, 'Camille Durand');
    await fillWatch(page);
    await page.goto('/inspiration');
    await pageReady(page);
    await page.screenshot({ path: out(`inspiration-${size}`), fullPage: true });
  });
}
