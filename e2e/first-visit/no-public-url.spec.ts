import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { connectThroughConsent } from '../networks/connect-helpers.ts';
import { addCard } from '../support/card.ts';
import { startExtraServer, type ExtraServer } from '../support/extra-server.ts';
import { registerThroughApi } from '../support/register-api.ts';

/**
 * A first visit to an instance started as the README's quick start leaves it: no PUBLIC_URL, and
 * HOST's default (every address). Publia's address is then http://localhost:PORT, and a browser
 * that opens it at another loopback name (127.0.0.1) is sent there first: sign-up, the networks'
 * consent pages, the media and the card page all live on that one origin.
 */

const PHOTO = path.resolve(import.meta.dirname, '../fixtures/atelier.jpg');
/** `at`: the network goes by « @handles », and the account is shown with one. */
const NETWORKS = [
  { key: 'instagram', label: 'Instagram', at: true },
  { key: 'facebook', label: 'Facebook', at: false },
  { key: 'twitter', label: 'X', at: true },
  { key: 'linkedin', label: 'LinkedIn', at: false },
  { key: 'tiktok', label: 'TikTok', at: true },
  { key: 'pinterest', label: 'Pinterest', at: true },
  { key: 'bluesky', label: 'Bluesky', at: true },
  { key: 'mastodon', label: 'Mastodon', at: true },
];

/**
 * What the networks that ask who one is before their consent page are told: Bluesky's handle (the
 * sandbox's consent then names the same account), Mastodon's instance.
 */
const CONNECT_FORMS: Record<string, (username: string) => (page: Page) => Promise<void>> = {
  bluesky: (username) => async (page) => {
    const form = page.getByTestId('connect-form-bluesky-oauth');
    await form.getByTestId('connect-field-oauth-handle').fill(`${username}.bsky.social`);
    await form.getByRole('button', { name: 'Continuer vers Bluesky' }).click();
  },
  mastodon: () => async (page) => {
    const form = page.getByTestId('connect-form-mastodon-instance');
    await form.getByLabel('Votre instance').fill('piaille.fr');
    await form.getByRole('button', { name: "Continuer vers l'instance" }).click();
  },
};

/** The photo on the create screen, its thumbnail actually drawn (an image the page's policy blocks stays 0 pixels wide). */
async function uploadPhotoAndSeeIt(page: Page): Promise<void> {
  await page.goto('/create');
  await page.getByTestId('media-input').setInputFiles(PHOTO);
  const preview = page.getByTestId('media-preview');
  await expect(preview).toBeVisible();
  expect(new URL((await preview.getAttribute('src'))!, page.url()).origin).toBe(new URL(page.url()).origin);
  await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
}

async function firstVisit(browser: Browser, opened: string, canonical: string): Promise<void> {
  const context = await browser.newContext({ baseURL: opened });
  const page = await context.newPage();
  try {
    await page.goto('/login');
    await expect(page).toHaveURL(`${canonical}/login`);
    await registerThroughApi(page, canonical, { name: 'Claire Martin' });

    for (const [index, network] of NETWORKS.entries()) {
      await connectThroughConsent(page, network.label, `visite${index}`, { connectForm: CONNECT_FORMS[network.key]?.(`visite${index}`) });
      await expect(page).toHaveURL(new RegExp(`^${canonical}/settings`));
      await expect(page.getByTestId(`integration-${network.key}`)).toContainText(`${network.at ? '@' : ''}visite${index}`);
    }

    await uploadPhotoAndSeeIt(page);

    await page.goto('/settings/subscription');
    await addCard(page, '4242 4242 4242 4242');
    await expect(page).toHaveURL(`${canonical}/settings/subscription`);
    await expect(page.getByText('Votre carte a été ajoutée.')).toBeVisible();
    await expect(page.getByTestId('payment-method')).toHaveCount(1);
  } finally {
    await context.close();
  }
}

test.describe('première visite sans PUBLIC_URL', () => {
  // One instance for both addresses, its tests one after the other in one worker.
  test.describe.configure({ mode: 'default' });
  let server: ExtraServer;
  let port: string;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startExtraServer({ PUBLIC_URL: undefined, HOST: undefined });
    port = new URL(server.baseURL).port;
  });
  test.afterAll(async () => server?.stop());

  for (const hostname of ['127.0.0.1', 'localhost']) {
    test(`ouvert sur http://${hostname}:PORT : inscription, chaque réseau connecté, une photo et sa vignette, une carte de test`, async ({ browser }) => {
      test.slow(); // eight OAuth round trips, an upload and the card page
      await firstVisit(browser, `http://${hostname}:${port}`, `http://localhost:${port}`);
    });
  }
});
