// Refreshes docs/screenshots/scanner-*.png: a creator's vertical video with a caption and a voice,
// uploaded (throttled, so that the progress bar is seen), analysed, then optimised for Instagram.
//
//   npm run build && cd e2e && CAPTURE_SCREENSHOTS=1 npx playwright test scanner/scanner.capture.ts
//
// Not part of npm test.
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { registerThroughUi } from '../support/session.ts';
import { settle } from '../support/settle.ts';
import { scannerVideo } from './scanner-video.ts';

const out = (name: string) => path.resolve(import.meta.dirname, '../../docs/screenshots', `${name}.png`);

for (const [size, viewport] of [
  ['desktop', { width: 1440, height: 900 }],
  ['mobile', { width: 390, height: 844 }],
] as const) {
  test(`captures /scanner (${size})`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    // A horizontal clip with an opening black second: Instagram refuses nothing but its shape is off, X's hook is weak.
    const video = await scannerVideo({ width: 960, height: 540, durationSeconds: 12, scenes: 4, blackOpeningSeconds: 1, burnedText: 'Nouvelle collection printemps' });
    await registerThroughUi(page, `lea.scanner.${size}.${Date.now()}@exemple.fr`, 'Léa Martin');
    await page.goto('/scanner');
    await page.getByTestId('scanner-file-input').setInputFiles(video);
    await expect(page.getByTestId('scanner-preview')).toBeVisible();

    // A slow line while the file goes up, so that the upload's progress bar can be seen.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 120 * 1024 });
    await page.getByRole('button', { name: 'Analyser la vidéo' }).click();
    const upload = page.getByTestId('scanner-upload-progress');
    await expect(upload).toBeVisible();
    await expect(upload).toContainText(/[2-9]\d\s?%/, { timeout: 30_000 });
    await page.screenshot({ path: out(`scanner-upload-${size}`), fullPage: true });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

    await expect(page.getByTestId('scanner-analysis-progress')).toBeVisible({ timeout: 60_000 });
    await page.screenshot({ path: out(`scanner-analysing-${size}`), fullPage: true });

    await expect(page.getByTestId('scanner-result')).toBeVisible({ timeout: 90_000 });
    await settle(page);
    await page.screenshot({ path: out(`scanner-result-${size}`), fullPage: true });
    const table = page.getByTestId('network-verdict').first().locator('xpath=ancestor::section[1]');
    await table.screenshot({ path: out(`scanner-networks-${size}`) });

    await page.locator('[data-testid="network-verdict"][data-network="instagram"]').getByRole('button', { name: 'Optimiser pour Instagram' }).click();
    await expect(page.getByTestId('fix-progress')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('fix-result')).toBeVisible({ timeout: 90_000 });
    await settle(page);
    await page.getByTestId('fix-result').scrollIntoViewIfNeeded();
    await page.getByTestId('fix-result').screenshot({ path: out(`scanner-fix-${size}`) });
  });
}
