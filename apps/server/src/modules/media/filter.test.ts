import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw-rows.ts';
import { createTestApp, registerVisitor, withSession, type TestApp, type Visitor } from '../../test/test-app.ts';
import { mp4Video, multipart, solidImage } from './samples.test-support.ts';

let t: TestApp;
let visitor: Visitor;
beforeAll(async () => {
  t = await createTestApp();
  visitor = await registerVisitor(t.app);
});
afterAll(async () => t?.close());

async function upload(bytes: Buffer) {
  const body = multipart({ bytes });
  const response = await t.app.inject({ method: 'POST', url: '/api/media', headers: { ...withSession(visitor), ...body.headers }, payload: body.payload });
  expect(response.statusCode).toBe(201);
  return response.json().data;
}

const applyFilter = (who: Visitor, id: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/media/${id}/filter`, headers: withSession(who), payload: payload as object });

async function servedPixel(url: string): Promise<number[]> {
  const served = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
  const { data } = await sharp(served.rawPayload).raw().toBuffer({ resolveWithObject: true });
  return [data[0]!, data[1]!, data[2]!];
}

describe('POST /api/media/:id/filter', () => {
  it('makes a new photo with the filter and keeps the source; same filter twice is the same photo', async () => {
    const source = await upload(await solidImage(16, 16, [200, 120, 40], 'jpeg'));
    const response = await applyFilter(visitor, source.id, { filter: 'noir' });
    expect(response.statusCode).toBe(200);
    const noir = response.json().data;
    expect(noir).toMatchObject({ kind: 'image', mimeType: 'image/jpeg', filter: 'noir', sourceId: source.id, width: 16, height: 16 });
    expect(noir.id).not.toBe(source.id);
    expect(noir.url).not.toBe(source.url);
    const [r, g, b] = await servedPixel(noir.url);
    expect(Math.max(Math.abs(r! - g!), Math.abs(g! - b!))).toBeLessThanOrEqual(2);
    const [sr, , sb] = await servedPixel(source.url);
    expect(sr! - sb!).toBeGreaterThan(100);

    expect((await applyFilter(visitor, source.id, { filter: 'noir' })).json().data.id).toBe(noir.id);
    // Filters do not stack: the vintage of the noir version is the vintage of the source.
    const vintage = (await applyFilter(visitor, noir.id, { filter: 'vintage' })).json().data;
    expect(vintage).toMatchObject({ filter: 'vintage', sourceId: source.id });
    const original = (await applyFilter(visitor, vintage.id, { filter: 'original' })).json().data;
    expect(original).toEqual(source);
  });

  it('stores one copy when the same filter is asked twice at the same instant', async () => {
    const source = await upload(await solidImage(64, 64, [30, 90, 160], 'jpeg'));
    const [first, second] = await Promise.all([applyFilter(visitor, source.id, { filter: 'vintage' }), applyFilter(visitor, source.id, { filter: 'vintage' })]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json().data).toEqual(first.json().data);
    const rows = await rawRows<{ storage_key: string }>(t.ctx.db, sql`select storage_key from media where source_id = ${source.id} and filter = 'vintage'`);
    expect(rows).toHaveLength(1);
    // Nothing left behind in the storage: the workspace's folder holds the source and the one copy.
    const folder = path.join(t.dataDir, 'media', visitor.workspaceId);
    const stored = fs.readdirSync(folder).map((name) => `${visitor.workspaceId}/${name}`);
    const known = await rawRows<{ storage_key: string }>(t.ctx.db, sql`select storage_key from media where workspace_id = ${visitor.workspaceId}`);
    expect(stored.sort()).toEqual(known.map((row) => row.storage_key).sort());
    expect(stored).toContain(rows[0]!.storage_key);
  });

  it('keeps a PNG a PNG', async () => {
    const source = await upload(await solidImage(8, 8, [10, 200, 90]));
    const warm = (await applyFilter(visitor, source.id, { filter: 'warm' })).json().data;
    expect(warm).toMatchObject({ mimeType: 'image/png', filter: 'warm' });
    expect(warm.url).toMatch(/\.png$/);
  });

  it('refuses a video, an unknown filter, and another workspace’s photo', async () => {
    const video = await upload(mp4Video({ width: 320, height: 240, seconds: 1 }));
    const refused = await applyFilter(visitor, video.id, { filter: 'noir' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("Les filtres ne s'appliquent qu'aux photos.");

    const photo = await upload(await solidImage(4, 4, [1, 2, 3]));
    const unknown = await applyFilter(visitor, photo.id, { filter: 'sepia' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().field).toBe('filter');

    const other = await registerVisitor(t.app);
    const foreign = await applyFilter(other, photo.id, { filter: 'noir' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Média introuvable.');
  });
});
