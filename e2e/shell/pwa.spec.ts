import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { freePort } from '../support/free-port.ts';

/** Waits until /sw.js is installed and active (its precache filled), and says where it answers. */
async function activeWorker(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { scope: registration.scope, script: registration.active?.scriptURL ?? '' };
  });
}

test.describe('application installable', () => {
  test('/sw.js et le manifeste sont servis tels quels, jamais gardés longtemps, icônes comprises', async ({ request, baseURL }) => {
    const worker = await request.get('/sw.js');
    expect(worker.status()).toBe(200);
    expect(worker.headers()['content-type']).toMatch(/javascript/);
    expect(worker.headers()['cache-control']).toBe('no-cache');
    expect(await worker.text()).not.toContain('<!doctype html>');

    const response = await request.get('/manifest.webmanifest');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers()['cache-control']).toBe('no-cache');
    const manifest = (await response.json()) as { name: string; lang: string; start_url: string; display: string; icons: { src: string; sizes: string; purpose?: string }[] };
    expect(manifest).toMatchObject({ name: 'Publia', lang: 'fr', start_url: '/', display: 'standalone' });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const image = await request.get(new URL(icon.src, baseURL).href);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
    }
  });

  test("hors ligne, un rechargement montre l'application et le message hors ligne au lieu de l'erreur du navigateur", async ({ page, context, baseURL }) => {
    await page.goto('/login');
    await expect(page.getByTestId('login-form')).toBeVisible();
    expect(await activeWorker(page)).toEqual({ scope: `${baseURL}/`, script: `${baseURL}/sw.js` });

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('offline-banner')).toContainText('Vous êtes hors ligne.');
    await expect(page).toHaveTitle('Publia');
    // The kept app itself: its screen for a session check that cannot reach the server.
    await expect(page.getByRole('heading', { level: 1, name: 'Erreur de connexion' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Réessayer la connexion' })).toBeVisible();

    // The network back: the notice goes.
    await context.setOffline(false);
    await expect(page.getByTestId('offline-banner')).toBeHidden();
  });

  test('une nouvelle version déployée fait demander « Voulez-vous mettre à jour? », et recharge après « Mettre à jour »', async ({ page }) => {
    // A second server starts (a fresh database) within the test: up to a minute on a busy machine.
    test.setTimeout(240_000);
    // Its own server on a copy of the build, so that "deploying" (rewriting sw.js) touches no other test.
    const publia = await startPubliaOnCopy();
    try {
      await page.goto(`${publia.url}/login`);
      await expect(page.getByTestId('login-form')).toBeVisible();
      await activeWorker(page);

      // A new build: the same worker with other bytes, as a deployment changes it.
      fs.appendFileSync(path.join(publia.dist, 'sw.js'), '\n// version suivante\n');
      await page.reload();
      const prompt = page.getByRole('alertdialog', { name: 'Une nouvelle version est disponible. Voulez-vous mettre à jour?' });
      await expect(prompt).toBeVisible({ timeout: 20_000 });

      const reloaded = page.waitForEvent('load');
      await prompt.getByRole('button', { name: 'Mettre à jour' }).click();
      await reloaded;
      await expect(page.getByTestId('login-form')).toBeVisible();
      await expect(prompt).toBeHidden();
      // The new worker is the one in charge now.
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
    } finally {
      await publia.stop();
    }
  });
});

/** The built server on a free port, serving a copy of apps/web/dist, with its own data directory. */
async function startPubliaOnCopy() {
  const root = path.resolve(import.meta.dirname, '../..');
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'publia-pwa-dist-'));
  const data = fs.mkdtempSync(path.join(os.tmpdir(), 'publia-pwa-data-'));
  fs.cpSync(path.join(root, 'apps/web/dist'), dist, { recursive: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: data, WEB_DIST_DIR: dist, PUBLIC_URL: url, LOG_LEVEL: 'warn' };
  // Never the suite's PostgreSQL if one is configured: an embedded database in its own directory.
  delete env.DATABASE_URL;
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    stdio: 'ignore',
    env,
  });
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dist, { recursive: true, force: true });
    fs.rmSync(data, { recursive: true, force: true });
  };
  const deadline = Date.now() + 150_000;
  for (;;) {
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline || server.exitCode !== null) {
      await stop();
      throw new Error(`le serveur de test n'a pas démarré (${url})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, dist, stop };
}
