import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { NETWORKS } from '@publia/shared';
import { registerThroughApi } from '../support/register-api.ts';
import { scannerVideo } from './scanner-video.ts';

/** axe's serious and critical violations of the page as it is, one line per rule and element. */
async function blocking(page: Page): Promise<string[]> {
  // Legacy mode: axe runs in the page, without finishing in a blank page of its own (for
  // cross-origin frames, which the page has none of) — half of each run's time.
  const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id} ${node.target.join(' ')}`));
}

test.describe('scanner de vidéo', () => {
  test('importer une vidéo, suivre l’analyse, lire les sept critères et le verdict par réseau, optimiser pour Instagram, créer une publication', async ({ page, baseURL }) => {
    // An analysis and a fix of a real video (ffmpeg, OCR): past 150 s on a busy two-core machine.
    test.setTimeout(240_000);
    const video = await scannerVideo();
    await registerThroughApi(page, baseURL!);
    await page.goto('/scanner');
    await expect(page.getByRole('heading', { level: 1, name: 'Scanner de vidéo' })).toBeVisible();

    // Nothing chosen: its own message.
    await page.getByRole('button', { name: 'Analyser la vidéo' }).click();
    await expect(page.getByTestId('scanner-problem')).toHaveText('Veuillez importer une vidéo à analyser');

    // A text file named like a video: the server reads the bytes and refuses it in French.
    const fake = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'publia-e2e-fake-')), 'film.mp4');
    fs.writeFileSync(fake, 'Ceci est un texte, pas une vidéo.');
    await page.getByTestId('scanner-file-input').setInputFiles(fake);
    await page.getByRole('button', { name: 'Analyser la vidéo' }).click();
    await expect(page.getByTestId('scanner-failed-message')).toHaveText('Le fichier doit être une vidéo (.mp4, .mov, .webm)');

    // The real video: uploaded with a progress bar, then analysed with its stages shown.
    await page.getByRole('button', { name: 'Changer de vidéo' }).first().click();
    await page.getByTestId('scanner-file-input').setInputFiles(video);
    await expect(page.getByTestId('scanner-preview')).toBeVisible();
    await page.getByRole('button', { name: 'Analyser la vidéo' }).click();
    await expect(page.getByRole('progressbar', { name: "Progression de l'analyse" })).toBeVisible({ timeout: 20_000 });
    const result = page.getByTestId('scanner-result');
    await expect(result).toBeVisible({ timeout: 60_000 });

    // Seven criteria in `SCANNER_CRITERIA`'s order, each scored out of 100 with its reason.
    const cards = page.getByTestId('criterion-card');
    await expect(cards).toHaveCount(7);
    const names = await cards.evaluateAll((all) => all.map((card) => card.getAttribute('data-criterion')));
    expect(names).toEqual(['duration', 'clarity', 'hook', 'quality', 'audio', 'emotion', 'subtitles']);
    for (const score of await page.getByTestId('criterion-score').allTextContents()) expect(score).toMatch(/^\d{1,3}\/100$/);
    await expect(page.getByTestId('criterion-feedback').first()).not.toBeEmpty();
    await expect(page.getByTestId('scanner-global-score-value')).toHaveText(/^\d{1,3}$/);

    // The networks: one row each; a 16:9 video of 6 s is a video Pin Pinterest takes; the best network starred.
    await expect(page.getByTestId('network-verdict')).toHaveCount(NETWORKS.length);
    await expect(page.locator('[data-testid="network-verdict"][data-network="pinterest"]')).toHaveAttribute('data-accepted', 'true');
    await expect(page.getByRole('img', { name: 'Meilleur réseau' })).toHaveCount(1);
    await expect(page.getByTestId('suggested-title')).not.toBeEmpty();
    await expect(page.getByTestId('scanner-tip').first()).toBeVisible();

    // « Optimiser pour Instagram »: a fix with its progress, then its proof.
    const instagram = page.locator('[data-testid="network-verdict"][data-network="instagram"]');
    await instagram.getByRole('button', { name: 'Optimiser pour Instagram' }).click();
    const fixed = page.getByTestId('fix-result');
    await expect(fixed).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId('fix-verdict')).toHaveText(/Acceptée par Instagram après optimisation/);
    await expect(page.getByTestId('fix-changes')).not.toBeEmpty();
    await expect(page.getByRole('link', { name: 'Télécharger la version pour Instagram' })).toHaveAttribute('href', /\/media\/.+\.mp4$/);

    // The result with its fix passes axe, in the light theme and in the dark one.
    expect(await blocking(page)).toEqual([]);
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    expect(await blocking(page)).toEqual([]);
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));

    // To /create with the video and the suggested words.
    const title = ((await page.getByTestId('suggested-title').textContent()) ?? '').trim();
    await page.getByTestId('fix-publish').click();
    await expect(page).toHaveURL(/\/create\?media=[0-9a-f-]+/, { timeout: 20_000 });
    await expect(page.getByTestId('media-preview')).toBeVisible();
    await expect(page.locator('#create-description')).toHaveValue(title);

    // Back on the scanner, the analysis is in the list of past analyses.
    await page.goto('/scanner');
    await expect(page.getByTestId('past-analysis')).toHaveCount(1);
    await expect(page.getByTestId('scanner-storage')).toContainText('Mo');
  });
});
