import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { apiAs, connectDemo } from '../support/api.ts';
import { registerThroughApi } from '../support/register-api.ts';

/** Moves this workspace's sandbox audience forward, as two days passing would. */
async function advanceSandboxClock(page: Page, hours: number) {
  const origin = new URL(page.url()).origin;
  const response = await page.request.post('/sandbox/_clock', { headers: { origin }, data: { advanceHours: hours } });
  expect(response.ok(), await response.text()).toBe(true);
}

test.describe('statistiques : les chiffres réels des réseaux', () => {
  test('publier sur deux réseaux, avancer l’horloge du bac à sable, synchroniser, lire les chiffres et les exporter', async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    await registerThroughApi(page, baseURL!);
    const api = await apiAs(page, baseURL);
    await connectDemo(api, 'twitter');
    await connectDemo(api, 'linkedin');

    // Before anything is published, the page says so rather than drawing zeros.
    await page.goto('/analytics');
    await expect(page.getByRole('heading', { level: 1, name: 'Statistiques' })).toBeVisible();
    await expect(page.getByTestId('empty-state')).toContainText('Rien à mesurer pour l’instant');
    await expect(page.getByTestId('best-post-row')).toHaveCount(0);

    const draft = await api.post('/api/content/drafts', {
      title: 'Atelier céramique du samedi',
      content: 'Venez modeler votre première tasse samedi à 10 h.',
      platforms: ['twitter', 'linkedin'],
      keywords: ['atelier', 'ceramique'],
    });
    const id = draft.data.id;
    await api.post(`/api/content/drafts/${id}/publish`);
    await expect.poll(async () => (await api.get<{ data: { status: string } }>(`/api/content/${id}`)).data.status, { timeout: 60_000, intervals: [1_000] }).toBe('published');

    await advanceSandboxClock(page, 48);

    await page.goto('/analytics');
    await page.getByTestId('sync-button').click();
    // The round runs as a job; the page asks again until it has ended.
    const rows = page.getByTestId('best-post-row');
    await expect(rows.first()).toBeVisible({ timeout: 60_000 });
    await expect(rows).toHaveCount(2);
    await expect(page.getByTestId('last-sync')).not.toContainText('Pas encore');

    // The Impressions card holds a real, non-zero figure.
    const impressions = page.getByTestId('card-value').first();
    await expect(impressions).not.toHaveText(/^(0|—)$/);

    // LinkedIn gives no saves: said, not drawn as zeros.
    await expect(page.getByTestId('unavailable-figures')).toContainText('LinkedIn');

    // The chart has points: its accessible table lists the period's days with values.
    const chart = page.getByTestId('chart-impressions');
    await expect(chart.locator('canvas').first()).toBeVisible();
    await expect(chart.locator('table tbody tr').first()).toBeVisible();

    // The CSV of the period: French convention, the post on both networks.
    const downloadPromise = page.waitForEvent('download');
    await page.getByTestId('export-button').click();
    await page.getByTestId('export-csv').click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^publia-statistiques-30d-.*\.csv$/);
    const csv = fs.readFileSync(await download.path());
    expect(csv.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = csv.toString('utf8').slice(1).trim().split(/\r\n/);
    expect(lines[0]).toContain(';');
    expect(lines.filter((line) => line.includes('Atelier céramique du samedi'))).toHaveLength(2);

    // The post's detail: back to the list keeps the period.
    await rows
      .first()
      .getByRole('link', { name: /Détails/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/analytics\\?.*post=${id}`));
    const detail = page.getByTestId('post-detail');
    await expect(detail).toContainText('Venez modeler votre première tasse');
    await expect(detail.getByTestId('target-twitter')).toBeVisible();
    await expect(detail.getByTestId('target-linkedin')).toBeVisible();
    await page.getByTestId('back-to-analytics').click();
    await expect(page).not.toHaveURL(/post=/);
    await expect(rows.first()).toBeVisible();
  });
});
