import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { apiAs, connectDemo, type Api } from '../support/api.ts';
import { registerThroughApi } from '../support/register-api.ts';

/**
 * What a business publishes every week beyond one photo: a carousel (its cover described by an
 * alternative text), an X thread, a post as a LinkedIn Page with its first comment — written on the
 * create screen, published through the sandboxes' APIs, and looked at on each sandbox's post page,
 * as "Voir sur le réseau" shows it.
 */
const fixture = (name: string) => path.resolve(import.meta.dirname, `../fixtures/${name}.jpg`);
const THREE_PHOTOS = ['vase', 'bol', 'tasse'].map(fixture);

interface Part {
  position: number;
  kind: string;
  status: string;
  url: string | null;
}
interface Target {
  platform: string;
  status: string;
  url: string | null;
  parts: Part[];
}
interface Item {
  id: string;
  content: string;
  media: { id: string | null; url: string; altText?: string }[];
  targets: Target[];
}

/** Automatique mode (the default): the texts are generated, then edited, then published at once. */
async function startPost(page: Page, photos: string[], networks: string[]) {
  await page.goto('/create');
  await page.getByTestId('media-input').setInputFiles(photos);
  await expect(page.getByTestId('media-thumb')).toHaveCount(photos.length);
  await page.getByLabel('Mot-clé 1 (obligatoire)').fill('céramique');
  await page.getByText('Inspirer', { exact: true }).click();
  for (const network of networks) await page.getByTestId(`network-toggle-${network}`).click();
  await page.getByRole('button', { name: 'Générer du contenu' }).click();
}

/** The published item whose text starts so, once every target and every part of it is out. */
async function publishedItem(api: Api, start: string): Promise<Item> {
  let found: Item | undefined;
  await expect
    .poll(
      async () => {
        const list = await api.get<{ data: Item[] }>('/api/content/history?status=published');
        found = list.data.find((item) => item.content.startsWith(start));
        const targets = found?.targets ?? [];
        return targets.length > 0 && targets.every((target) => target.status === 'published' && target.parts.every((part) => part.status === 'published'));
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}

/** axe on the create screen as it stands (its set of media, first comment, thread): no serious or critical violation. */
async function expectAccessible(page: Page) {
  // Legacy mode: axe runs in the page, without finishing in a blank page of its own (for
  // cross-origin frames, which the screen has none of) — half of each run's time.
  const results = await new AxeBuilder({ page }).setLegacyMode(true).include('main').analyze();
  const blocking = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(blocking.flatMap((violation) => violation.nodes.map((node) => `${violation.id} ${node.target.join(' ')}`))).toEqual([]);
}

const targetOf = (item: Item, platform: string) => item.targets.find((target) => target.platform === platform)!;

test.describe('formats des réseaux', () => {
  test('un carrousel de trois photos sur Instagram et LinkedIn, dans l’ordre choisi, vu sur leurs pages', async ({ page, baseURL }) => {
    // Three photos uploaded and published on two networks, two audits: past 60 s on a busy machine.
    test.setTimeout(120_000);
    await registerThroughApi(page, baseURL!);
    const api = await apiAs(page, baseURL);
    await connectDemo(api, 'instagram');
    await connectDemo(api, 'linkedin');
    await startPost(page, THREE_PHOTOS, ['instagram', 'linkedin']);
    // The bowl (second) goes first: it becomes the cover.
    const thumbs = page.getByTestId('media-thumb').locator('img');
    const uploaded = await thumbs.evaluateAll((images) => images.map((image) => (image as HTMLImageElement).getAttribute('src')));
    await page.getByRole('button', { name: 'Déplacer le média 2 vers la gauche' }).click();
    const chosen = [uploaded[1], uploaded[0], uploaded[2]];
    await expect.poll(() => thumbs.evaluateAll((images) => images.map((image) => (image as HTMLImageElement).getAttribute('src')))).toEqual(chosen);
    await expect(page.getByTestId('media-thumb').first()).toContainText('Couverture');
    // The cover's alternative text, written in its dialog (looked at by axe while open).
    const altText = 'Un bol en grès émaillé bleu, vu de haut, sur une table en chêne.';
    await page.getByRole('button', { name: 'Texte alternatif de la photo 1' }).click();
    const altDialog = page.getByTestId('alt-text-dialog');
    await altDialog.getByLabel('Texte alternatif', { exact: true }).fill(altText);
    await expect(altDialog.getByTestId('alt-text-counter')).toHaveText(`${altText.length} / 500 caractères`);
    await expectAccessible(page);
    await altDialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(altDialog).not.toBeVisible();
    await expect(page.getByRole('button', { name: 'Texte alternatif de la photo 1' })).toHaveAttribute('data-written', 'true');
    const text = `Trois pièces de la semaine ${Date.now()}`;
    await page.getByLabel('Texte pour Instagram').fill(text);
    await page.getByLabel('Texte pour LinkedIn').fill(text);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Publier maintenant' }).click();
    await expect(page.getByText('Publié sur Instagram')).toBeVisible({ timeout: 20_000 });

    const item = await publishedItem(api, text);
    expect(item.media.map((medium) => medium.url)).toEqual(chosen);
    expect(item.media.map((medium) => medium.altText)).toEqual([altText, undefined, undefined]);
    for (const platform of ['instagram', 'linkedin']) {
      await page.goto(targetOf(item, platform).url!);
      const slides = page.getByTestId('sandbox-carousel').getByTestId('sandbox-carousel-item');
      await expect(slides).toHaveCount(3);
      await expect(page.getByTestId('sandbox-post-text')).toContainText(text);
      if (platform === 'instagram') {
        // Instagram fetched each photo from its public address, in the order of the set.
        const shown = await slides.locator('img').evaluateAll((images) => images.map((image) => new URL((image as HTMLImageElement).src).pathname));
        expect(shown).toEqual(chosen.map((url) => new URL(url!, page.url()).pathname));
        // The cover went out with its alternative text (the image container's alt_text).
        await expect(slides.first().locator('img')).toHaveAttribute('alt', altText);
      }
    }
  });

  test('un fil X de trois publications, chacune répondant à la précédente, vu sur la page de la première', async ({ page, baseURL }) => {
    await registerThroughApi(page, baseURL!);
    const api = await apiAs(page, baseURL);
    await connectDemo(api, 'twitter');
    await startPost(page, [fixture('atelier')], ['twitter']);
    const stamp = Date.now();
    const parts = [`Un fil sur nos tasses ${stamp} (1/3)`, `Elles sont tournées à la main (2/3)`, `Puis émaillées et cuites à 1 280 °C (3/3)`];
    await page.getByLabel('Texte pour X').fill(parts[0]!);
    await page.getByRole('button', { name: 'Ajouter au fil' }).click();
    await page.getByRole('button', { name: 'Ajouter au fil' }).click();
    await page.getByLabel('Publication 2/3 du fil').fill(parts[1]!);
    await page.getByLabel('Publication 3/3 du fil').fill(parts[2]!);
    await expect(page.getByTestId('thread-counter-3')).toHaveText(/^\d+ \/ 280 caractères$/);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Publier maintenant' }).click();
    await expect(page.getByText('Publié sur X', { exact: true })).toBeVisible({ timeout: 20_000 });

    const item = await publishedItem(api, parts[0]!);
    const x = targetOf(item, 'twitter');
    expect(x.parts.map((part) => [part.position, part.kind, part.status])).toEqual([
      [1, 'thread', 'published'],
      [2, 'thread', 'published'],
    ]);
    // The history says so, network by network.
    await page.goto('/history');
    await expect(page.getByTestId(`history-card-${item.id}`)).toContainText('Fil 3/3');
    await page.goto(x.url!);
    const thread = page.getByTestId('sandbox-thread').getByRole('listitem');
    await expect(thread).toHaveCount(2);
    await expect(thread.nth(0)).toContainText(parts[1]!);
    await expect(thread.nth(1)).toContainText(parts[2]!);
  });

  test('en tant que Page LinkedIn, avec un premier commentaire, vu sous la publication de la Page', async ({ page, baseURL }) => {
    await registerThroughApi(page, baseURL!);
    const api = await apiAs(page, baseURL);
    await connectDemo(api, 'linkedin');
    // The account publishes as the Page it administers, chosen in the account's settings.
    await page.goto('/networks');
    await page.getByTestId('account-settings').first().click();
    await page.getByTestId('account-option-author').selectOption({ label: 'Atelier Lumière' });
    await page.getByTestId('account-settings-save').click();
    await expect(page.getByText('Atelier Lumière').first()).toBeVisible();

    await startPost(page, [fixture('atelier')], ['linkedin']);
    const text = `Portes ouvertes de l’atelier ${Date.now()}`;
    const comment = 'Inscriptions par message : 12 places par créneau.';
    await page.getByLabel('Texte pour LinkedIn').fill(text);
    await page.getByLabel('Premier commentaire (facultatif)').fill(comment);
    await expect(page.getByTestId('first-comment-note')).toContainText('LinkedIn');
    await page.getByRole('button', { name: 'Publier maintenant' }).click();
    await expect(page.getByText('Publié sur LinkedIn', { exact: true })).toBeVisible({ timeout: 20_000 });

    const item = await publishedItem(api, text);
    const linkedin = targetOf(item, 'linkedin');
    expect(linkedin.parts.map((part) => [part.kind, part.status])).toEqual([['first_comment', 'published']]);
    await page.goto(linkedin.url!);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Atelier Lumière');
    await expect(page.getByTestId('sandbox-post-text')).toContainText(text);
    await expect(page.getByTestId('sandbox-comments')).toContainText(comment);
  });
});
