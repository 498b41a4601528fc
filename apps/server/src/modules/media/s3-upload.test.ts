import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw-rows.ts';
import { startFakeS3, type FakeS3 } from '../../storage/fake-s3.test-support.ts';
import { createTestApp, registerVisitor, withSession, type TestApp, type Visitor } from '../../test/test-app.ts';
import { multipart, solidImage } from './samples.test-support.ts';
import { mediaInputFor } from './service.ts';

const credentials = { accessKeyId: 'AKIAPUBLIA', secretAccessKey: 'cle-secrete-de-test' };
let s3: FakeS3;
let t: TestApp;
let visitor: Visitor;
beforeAll(async () => {
  s3 = await startFakeS3(credentials, 'publia-media');
  t = await createTestApp({
    S3_BUCKET: 'publia-media',
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: 'eu-west-3',
    S3_ACCESS_KEY_ID: credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
    S3_PUBLIC_URL: 'https://cdn.exemple.fr',
  });
  visitor = await registerVisitor(t.app);
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const upload = (bytes: Buffer, kind: string) => {
  const body = multipart({ bytes }, { kind });
  return t.app.inject({ method: 'POST', url: '/api/media', headers: { ...withSession(visitor), ...body.headers }, payload: body.payload });
};

describe('uploads with S3_* set', () => {
  it('go to the bucket under the workspace, with a public URL on S3_PUBLIC_URL', async () => {
    const png = await solidImage(12, 6, [50, 100, 150]);
    const response = await upload(png, 'image');
    expect(response.statusCode).toBe(201);
    const media = response.json().data;
    const key = `${visitor.workspaceId}/${media.url.split('/').pop()}`;
    expect(media.url).toBe(`https://cdn.exemple.fr/${key}`);
    expect(s3.objects.get(key)).toEqual({ body: png, contentType: 'image/png' });
    const input = await mediaInputFor(t.ctx, visitor.workspaceId, media.id);
    expect((await input!.read()).equals(png)).toBe(true);
  });

  it('a refused upload puts nothing in the bucket', async () => {
    const before = s3.objects.size;
    const response = await upload(await solidImage(4, 4, [0, 0, 0]), 'video');
    expect(response.statusCode).toBe(400);
    expect(s3.objects.size).toBe(before);
  });
});

describe('a store that cannot be reached', () => {
  it('answers a French 502 and writes no row', async () => {
    const down = await createTestApp({
      S3_BUCKET: 'publia-media',
      S3_ENDPOINT: 'http://127.0.0.1:9',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    });
    try {
      const someone = await registerVisitor(down.app);
      const body = multipart({ bytes: await solidImage(4, 4, [1, 1, 1]) });
      const response = await down.app.inject({ method: 'POST', url: '/api/media', headers: { ...withSession(someone), ...body.headers }, payload: body.payload });
      expect(response.statusCode).toBe(502);
      expect(response.json().message).toBe('Erreur lors du téléversement: stockage indisponible');
      const rows = await rawRows<{ n: number }>(down.ctx.db, sql`select count(*)::int as n from media`);
      expect(rows[0]?.n).toBe(0);
    } finally {
      await down.close();
    }
  });
});
