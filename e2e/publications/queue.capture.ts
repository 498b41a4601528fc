// Refreshes docs/screenshots/queue-*.png: the Planifiées page of a new workspace whose queue holds
// three posts on X and LinkedIn (calendar and automations), and the queue's settings. After
// `npm run build`:
//
//   cd e2e && E2E_PORT=4173 CAPTURE_SCREENSHOTS=1 npx playwright test publications/queue.capture.ts
//
// Not part of npm test.
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiAs, connectDemo } from '../support/api.ts';
import { registerThroughUi } from '../support/session.ts';

const out = (name: string) => path.resolve(import.meta.dirname, '../../docs/screenshots', `${name}.png`);

async function shoot(page: Page, name: string, fullPage: boolean) {
  await page.evaluate(() => document.fonts.ready);
  await page.mouse.move(0, 0);
  await page.waitForTimeout(500);
  await page.screenshot({ path: out(name), fullPage });
}

const POSTS = [
  { title: 'Atelier céramique du samedi', platforms: ['twitter', 'linkedin'] },
  { title: 'Nouvelle collection de bols', platforms: ['twitter'] },
  { title: 'Portes ouvertes de l’atelier', platforms: ['linkedin', 'twitter'] },
];

for (const [size, viewport] of [
  ['desktop', { width: 1440, height: 900 }],
  ['mobile', { width: 390, height: 844 }],
] as const) {
  test(`captures the calendar with queued posts and the queue's settings (${size})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await registerThroughUi(page, `file.${size}.${Date.now()}@exemple.fr`, 'Lucie Martin');
    const api = await apiAs(page);
    for (const network of ['twitter', 'linkedin']) await connectDemo(api, network);
    for (const post of POSTS) {
      const { data } = await api.post('/api/content/drafts', { title: post.title, content: `${post.title} : venez nous voir !`, platforms: post.platforms, keywords: ['atelier'] });
      await api.post(`/api/content/${data.id}/queue`);
    }
    await page.goto('/publications/scheduled');
    await expect(page.getByTestId('queued-badge').first()).toBeVisible();
    await shoot(page, `queue-list-${size}`, size === 'desktop');
    // A phone's month shows dots; its week shows the chips.
    await page.getByRole('tab', { name: size === 'desktop' ? 'Mois' : 'Semaine' }).click();
    await expect(page.getByTestId('calendar-chip-queued').filter({ visible: true }).first()).toBeVisible();
    await shoot(page, `queue-calendar-${size}`, true);
    await page.getByTestId('queue-configure').click();
    await expect(page.getByTestId('queue-dialog')).toBeVisible();
    await shoot(page, `queue-settings-${size}`, false);
  });
}
