import zlib from 'node:zlib';
import { expect, test, type Page, type Response } from '@playwright/test';
import { registerThroughApi } from '../support/register-api.ts';

/**
 * The JavaScript a visitor's browser downloads to show /login, and a signed-in user's to show the
 * home page: every script the page asked for until the page is shown and the network is quiet
 * (entry, shared chunks, the page's own chunk), counted in bytes. The figure is each file gzipped
 * at level 9, as the build precompresses it; what Chromium actually received (brotli) is printed
 * beside it.
 *
 * The app runs on Preact's compatibility layer (apps/web/preact-runtime.ts) rather than React: the
 * libraries every page needs — Preact, React Router, TanStack Query and zod, which checks every
 * answer of the API against the shared schemas, the session check first — weigh about 72 KB, in one
 * file. /login and / each measured about 110–120 KB when the budget came down from 180 KB to 150 KB.
 */
const BUDGET_GZIP_BYTES = 150 * 1024;

/** What the Statistiques page may add to the home page's JavaScript, its charting library included. */
const ANALYTICS_GZIP_BYTES = 80 * 1024;

interface ScriptBytes {
  files: number;
  raw: number;
  gzip: number;
  transferred: number;
}

async function scriptsOf(page: Page, open: () => Promise<void>): Promise<ScriptBytes> {
  const scripts: Response[] = [];
  const listener = (response: Response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  };
  page.on('response', listener);
  await open();
  await page.waitForLoadState('networkidle');
  page.off('response', listener);
  const totals: ScriptBytes = { files: scripts.length, raw: 0, gzip: 0, transferred: 0 };
  for (const response of scripts) {
    const body = await response.body();
    totals.raw += body.length;
    totals.gzip += zlib.gzipSync(body, { level: 9 }).length;
    totals.transferred += (await response.request().sizes()).responseBodySize;
  }
  return totals;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
// Two literals on two lines: joined on one line, oxlint would ask for one string.
// oxfmt-ignore
const report = (name: string, bytes: ScriptBytes) =>
  `${name}: ${bytes.files} scripts, ${kb(bytes.raw)} raw, ${kb(bytes.gzip)} gzip, ${kb(bytes.transferred)} received ` +
  `(budget ${kb(BUDGET_GZIP_BYTES)} gzip)`;

test.describe('budget de JavaScript initial', () => {
  test('/login et / chargent chacune au plus leur budget de JavaScript, /analytics au plus 80 Ko de plus, compté en octets', async ({ browser, baseURL }) => {
    const visitor = await browser.newPage();
    const login = await scriptsOf(visitor, async () => {
      await visitor.goto('/login');
      await expect(visitor.getByTestId('login-form')).toBeVisible();
    });
    await visitor.close();

    const member = await browser.newPage();
    await registerThroughApi(member, baseURL ?? '');
    const home = await scriptsOf(member, async () => {
      await member.goto('/');
      await expect(member.getByTestId('home-welcome')).toBeVisible();
    });
    // What the Statistiques page adds, charts included, when the user opens it from the home page.
    const analytics = await scriptsOf(member, async () => {
      await member.getByRole('navigation').first().getByRole('link', { name: 'Statistiques' }).click();
      await expect(member.getByRole('heading', { level: 1, name: 'Statistiques' })).toBeVisible();
    });
    await member.close();

    const lines = [report('/login', login), report('/', home), `/analytics after /: ${analytics.files} scripts, ${kb(analytics.gzip)} gzip (budget ${kb(ANALYTICS_GZIP_BYTES)})`];
    process.stdout.write(`${lines.join('\n')}\n`);
    test.info().annotations.push(...lines.map((description) => ({ type: 'javascript initial', description })));
    // The server sends the precompressed files: what crossed the wire is never the raw size.
    expect(login.transferred).toBeLessThan(login.raw / 2);
    expect(login.gzip, report('/login', login)).toBeLessThanOrEqual(BUDGET_GZIP_BYTES);
    expect(home.gzip, report('/', home)).toBeLessThanOrEqual(BUDGET_GZIP_BYTES);
    expect(analytics.files).toBeGreaterThan(0);
    expect(analytics.gzip, lines[2]).toBeLessThanOrEqual(ANALYTICS_GZIP_BYTES);
  });
});
