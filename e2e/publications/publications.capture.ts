// Refreshes the screenshots of the signed-in pages with content (publications, history, the bell,
// the home blocks): CAPTURE_SCREENSHOTS=1 npx playwright test publications/ (run from e2e/ after
// `npm run build`); not part of npm test.
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { fillSampleWorkspace } from '../support/sample-workspace.ts';
import { registerThroughUi } from '../support/session.ts';

const out = (name: string) => path.resolve(import.meta.dirname, '../../docs/screenshots', `${name}.png`);

async function shoot(page: Page, name: string, fullPage = false) {
  await page.mouse.move(0, 0);
  await page.waitForTimeout(300); // the last fade-in
  await page.screenshot({ path: out(name), fullPage });
}

for (const [size, viewport] of [
  ['desktop', { width: 1440, height: 900 }],
  ['mobile', { width: 390, height: 844 }],
] as const) {
  test(`captures the publications, the history and the bell (${size})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await registerThroughUi(page, `camille.publications.${size}.${Date.now()}@exemple.fr`, 'Camille Durand');
    const { pendingId } = await fillSampleWorkspace(page);
    const desktop = size === 'desktop';

    await page.goto('/');
    await expect(page.getByTestId('home-latest-post').first()).toBeVisible();
    await page.getByTestId('notification-bell-button').click();
    await expect(page.getByTestId('notification-item').first()).toBeVisible();
    await shoot(page, `bell-${size}`);
    await page.keyboard.press('Escape');
    if (!desktop) {
      await page.getByTestId('home-latest-posts').evaluate((node) => window.scrollTo(0, node.getBoundingClientRect().top + window.scrollY - 80));
      await shoot(page, 'home-mobile-blocks');
    }

    await page.goto('/publications/pending');
    const card = page.getByTestId(`pending-card-${pendingId}`);
    await expect(card.getByTestId('pending-content')).toBeVisible();
    await shoot(page, `publications-pending-${size}`, desktop);

    await card.getByRole('button', { name: 'Aperçu' }).click();
    await expect(page.getByTestId('preview-text')).toBeVisible();
    await shoot(page, `publications-preview-${size}`);
    await page.keyboard.press('Escape');

    await card.getByRole('button', { name: desktop ? 'Supprimer' : 'Planifier' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await shoot(page, desktop ? 'publications-delete-confirm-desktop' : 'publications-schedule-modal-mobile');
    await page.keyboard.press('Escape');

    await page.goto('/publications/scheduled');
    await expect(page.getByTestId('calendar-month')).toBeVisible();
    await shoot(page, `publications-scheduled-${size}`, desktop);
    if (desktop) {
      await page.getByRole('tab', { name: 'Semaine' }).click();
      await expect(page.getByTestId('calendar-week')).toBeVisible();
      await shoot(page, 'publications-scheduled-week-desktop');
    }

    await page.goto('/history');
    await expect(page.getByTestId('history-status').filter({ hasText: 'Publié' })).toBeVisible({ timeout: 20_000 });
    await shoot(page, `history-${size}`, desktop);

    // A network nothing went to: its own empty state, not "no match" (nothing was searched).
    await page.getByRole('tab', { name: 'Pinterest' }).click();
    await expect(page.getByTestId('empty-state')).toContainText('Aucune publication sur Pinterest');
    await shoot(page, `history-empty-network-${size}`);

    if (!desktop) {
      // Where a notification leads: the post brought into view and highlighted.
      await page.goto(`/history?post=${pendingId}`);
      await expect(page.getByTestId(`history-card-${pendingId}`)).toHaveAttribute('data-highlighted', 'true');
      await page.waitForTimeout(600); // the smooth scroll
      await shoot(page, 'publications-history-highlight-mobile');
    }
  });
}
