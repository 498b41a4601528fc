import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const PAGE = '<!doctype html><html lang="fr"><title>Publia</title><div id="root"></div>';
const WORKER = "self.addEventListener('fetch', () => {});\n";
const MANIFEST = JSON.stringify({ name: 'Publia', start_url: '/' });

let dist: string;
let t: TestApp;
beforeAll(async () => {
  // What vite-plugin-pwa adds to the build: the service worker and the manifest at the root.
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'publia-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), PAGE);
  fs.writeFileSync(path.join(dist, 'sw.js'), WORKER);
  fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), MANIFEST);
  t = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the installable app files', () => {
  it('/sw.js is the worker itself, as JavaScript, asked again by the browser every time', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(WORKER);
  });

  it('/manifest.webmanifest is the manifest, with its own type, asked again every time', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({ name: 'Publia', start_url: '/' });
  });
});
