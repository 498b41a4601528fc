// Refreshes docs/screenshots/create-*.png: CAPTURE_SCREENSHOTS=1 npx playwright test -c e2e/playwright.config.ts create
// (after `npm run build`); not part of npm test.
import path from 'node:path';
import { expect, test, type Locator } from '@playwright/test';
import { apiAs, connectDemo } from '../support/api.ts';
import { registerThroughUi } from '../support/session.ts';

const out = (name: string) => path.resolve(import.meta.dirname, '../../docs/screenshots', `${name}.png`);
const PHOTO = path.resolve(import.meta.dirname, '../fixtures/atelier.jpg');
/** Scrolls the page so that `target` sits just under the header. */
const scrollTo = (target: Locator) => target.evaluate((node) => window.scrollTo(0, node.getBoundingClientRect().top + window.scrollY - 80));

for (const [size, viewport] of [
  ['desktop', { width: 1440, height: 900 }],
  ['mobile', { width: 390, height: 844 }],
] as const) {
  test(`captures /create (${size})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await registerThroughUi(page, `camille.create.${size}.${Date.now()}@exemple.fr`, 'Camille Durand');
    const api = await apiAs(page);
    await connectDemo(api, 'instagram');
    await connectDemo(api, 'twitter');
    await page.goto('/create');
    await expect(page.getByTestId('network-toggle-instagram')).toContainText('Connecté');
    await page.mouse.move(0, 0);
    await page.screenshot({ path: out(`create-empty-${size}`), fullPage: size === 'desktop' });

    await page.getByTestId('media-input').setInputFiles(PHOTO);
    await expect(page.getByTestId('media-preview')).toBeVisible();
    await page.getByRole('radio', { name: 'Noir & Blanc' }).click();
    await page.getByLabel('Mot-clé 1 (obligatoire)').fill('céramique');
    await page.getByLabel('Mot-clé 2').fill('fait main');
    await page.getByLabel('Description (facultative)').fill('Nos tasses tournées à la main, émaillées dans notre atelier lyonnais.');
    await page.getByText('Inspirer', { exact: true }).click();
    await page.getByTestId('network-toggle-instagram').click();
    await page.getByTestId('network-toggle-twitter').click();
    await page.getByTestId('network-toggle-linkedin').click();
    await page.waitForTimeout(5_500); // the upload toast goes
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: out(`create-filter-${size}`), fullPage: size === 'desktop' });

    await page.getByRole('button', { name: 'Générer du contenu' }).click();
    await expect(page.getByTestId('generation-info')).toBeVisible();
    await page.waitForTimeout(5_500);
    if (size === 'mobile') await scrollTo(page.getByTestId('generation-info'));
    else await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: out(`create-generated-${size}`), fullPage: size === 'desktop' });

    // Saved in Manuelle, then opened again (?draft): everything the screen held comes back.
    await page.getByRole('tab', { name: 'Manuelle' }).click();
    await page.getByRole('button', { name: 'Enregistrer en attente' }).click();
    await expect(page).toHaveURL(/\/publications\/pending$/, { timeout: 5_000 });
    const list = await api.get<{ data: Array<{ id: string }> }>('/api/content/history?status=pending');
    await page.goto(`/create?draft=${list.data[0]?.id ?? ''}`);
    await expect(page.getByLabel('Titre')).toHaveValue('Céramique, fait main');
    await page.mouse.move(0, 0);
    // On a phone: the information it came back with, then its title above the save button.
    if (size === 'mobile') await scrollTo(page.getByRole('heading', { name: 'Informations' }));
    await page.screenshot({ path: out(`create-draft-${size}`), fullPage: size === 'desktop' });
    if (size === 'mobile') {
      await scrollTo(page.getByTestId('post-editor-linkedin'));
      await page.screenshot({ path: out(`create-draft-title-${size}`) });
    }
  });
}
