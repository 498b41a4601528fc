// Refreshes docs/screenshots/formats-*.png: CAPTURE_SCREENSHOTS=1 npx playwright test -c e2e/playwright.config.ts create
// (after `npm run build`); not part of npm test.
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiAs, connectDemo } from '../support/api.ts';
import { registerThroughUi } from '../support/session.ts';

const out = (name: string) => path.resolve(import.meta.dirname, '../../docs/screenshots', `${name}.png`);
const PHOTOS = ['vase', 'bol', 'tasse'].map((name) => path.resolve(import.meta.dirname, `../fixtures/${name}.jpg`));
/** Scrolls the page so that `target` sits just under the header. */
const scrollTo = (target: Locator) => target.evaluate((node) => window.scrollTo(0, node.getBoundingClientRect().top + window.scrollY - 80));

/** A carousel of three photos for X, Instagram and LinkedIn, with a first comment and a thread of three posts. */
async function writePost(page: Page) {
  await page.goto('/create');
  await page.getByTestId('media-input').setInputFiles(PHOTOS);
  await expect(page.getByTestId('media-thumb')).toHaveCount(3);
  await page.getByLabel('Mot-clé 1 (obligatoire)').fill('céramique');
  await page.getByLabel('Description (facultative)').fill('Trois pièces de la nouvelle collection, tournées et émaillées à l’atelier.');
  await page.getByText('Inspirer', { exact: true }).click();
  for (const network of ['instagram', 'twitter', 'linkedin']) await page.getByTestId(`network-toggle-${network}`).click();
  await page.getByRole('tab', { name: 'Manuelle' }).click();
  await page.getByRole('button', { name: 'Générer du contenu' }).click();
  await expect(page.getByLabel('Texte pour X')).not.toHaveValue('');
  await page.getByLabel('Premier commentaire (facultatif)').fill('Toutes les pièces sont à découvrir à l’atelier, 12 rue des Potiers, du mardi au samedi.');
  await page.getByRole('button', { name: 'Ajouter au fil' }).click();
  await page.getByRole('button', { name: 'Ajouter au fil' }).click();
  await page.getByLabel('Publication 2/3 du fil').fill('1/ Tout commence par l’argile, pétrie puis centrée sur le tour.');
  await page.getByLabel('Publication 3/3 du fil').fill('2/ Après un premier séchage, chaque pièce est émaillée à la main puis cuite à 1 280 °C.');
}

for (const [size, viewport] of [
  ['desktop', { width: 1440, height: 900 }],
  ['mobile', { width: 390, height: 844 }],
] as const) {
  test(`captures a carousel, a first comment and an X thread: create screen, previews, networks (${size})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await registerThroughUi(page, `camille.formats.${size}.${Date.now()}@exemple.fr`, 'Camille Durand');
    const api = await apiAs(page);
    for (const network of ['instagram', 'twitter', 'linkedin']) await connectDemo(api, network);
    await writePost(page);
    await page.waitForTimeout(5_500); // the upload toast goes
    await page.mouse.move(0, 0);

    await scrollTo(page.getByTestId('media-strip'));
    await page.screenshot({ path: out(`formats-create-carousel-${size}`) });
    // The cover's alternative text, in its dialog, then the strip with the written mark.
    await page.getByRole('button', { name: 'Texte alternatif de la photo 1' }).click();
    await page.getByTestId('alt-text-dialog').getByLabel('Texte alternatif', { exact: true }).fill('Un vase en grès émaillé, posé sur une étagère en chêne.');
    await page.waitForTimeout(300);
    await page.screenshot({ path: out(`formats-create-alt-text-${size}`) });
    await page.getByTestId('alt-text-save').click();
    await expect(page.getByTestId('alt-text-dialog')).not.toBeVisible();
    await page.screenshot({ path: out(`formats-create-alt-written-${size}`) });
    await scrollTo(page.getByTestId('first-comment'));
    await page.screenshot({ path: out(`formats-create-first-comment-${size}`) });
    await scrollTo(page.getByTestId('thread-editor'));
    await page.screenshot({ path: out(`formats-create-thread-${size}`) });

    // « Aperçu » on the create screen itself, before anything is saved.
    await scrollTo(page.getByTestId('create-preview'));
    await page.screenshot({ path: out(`formats-create-actions-${size}`) });
    await page.getByTestId('create-preview').click();
    await page.getByRole('dialog').getByRole('tab', { name: 'Instagram' }).click();
    await expect(page.getByRole('dialog').getByTestId('preview-instagram')).toBeVisible();
    await page.waitForTimeout(300);
    await page.screenshot({ path: out(`formats-create-preview-${size}`) });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The previews, from the pending list.
    await page.getByRole('button', { name: 'Enregistrer en attente' }).click();
    await expect(page).toHaveURL(/\/publications\/pending$/, { timeout: 10_000 });
    await page.getByRole('button', { name: 'Aperçu' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'X' }).click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: out(`formats-preview-thread-${size}`) });
    await dialog.getByRole('tab', { name: 'Instagram' }).click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: out(`formats-preview-carousel-${size}`) });
    await page.keyboard.press('Escape');

    // Published (through the API: the pending list's actions have their own captures), as each network shows it.
    const pending = await api.get<{ data: { id: string }[] }>('/api/content/history?status=pending');
    await api.post(`/api/content/drafts/${pending.data[0]!.id}/publish`);
    let urls: Record<string, string> = {};
    await expect
      .poll(
        async () => {
          const list = await api.get<{ data: { targets: { platform: string; url: string | null; parts: { status: string }[] }[] }[] }>('/api/content/history?status=published');
          const targets = list.data[0]?.targets ?? [];
          urls = Object.fromEntries(targets.map((target) => [target.platform, target.url ?? '']));
          return targets.length === 3 && targets.every((target) => target.url && target.parts.every((part) => part.status === 'published'));
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    await page.goto(urls.instagram!);
    await expect(page.getByTestId('sandbox-carousel')).toBeVisible();
    await page.screenshot({ path: out(`formats-sandbox-instagram-${size}`), fullPage: true });
    await page.goto(urls.twitter!);
    await expect(page.getByTestId('sandbox-thread')).toBeVisible();
    await page.screenshot({ path: out(`formats-sandbox-x-thread-${size}`), fullPage: true });
  });
}
