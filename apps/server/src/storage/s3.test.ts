import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3, type FakeS3 } from './fake-s3.test-support.ts';
import { newMediaKey } from './keys.ts';
import { s3Storage } from './s3.ts';
import { StorageError } from './types.ts';

const credentials = { accessKeyId: 'AKIAPUBLIATEST', secretAccessKey: 'secret/key+with=signs' };
const workspaceId = '11111111-2222-4333-8444-555555555555';
let s3: FakeS3;
beforeAll(async () => {
  s3 = await startFakeS3(credentials, 'medias');
});
afterAll(async () => s3?.close());

const settings = () => ({ bucket: 'medias', endpoint: s3.endpoint, region: 'fr-par', forcePathStyle: true, ...credentials });

describe('S3-compatible storage', () => {
  it('puts, reads and deletes with signed requests, keeping the content type', async () => {
    const storage = s3Storage(settings());
    const key = newMediaKey(workspaceId, 'png');
    const bytes = Buffer.from('octets de la photo');
    await storage.put(key, bytes, 'image/png');
    expect(s3.objects.get(key)).toEqual({ body: bytes, contentType: 'image/png' });
    expect((await storage.get(key))?.equals(bytes)).toBe(true);
    await storage.delete(key);
    expect(s3.objects.has(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    expect(s3.requests.slice(-4).map((r) => `${r.method} ${r.status}`)).toEqual(['PUT 200', 'GET 200', 'DELETE 204', 'GET 404']);
  });

  it('a wrong secret is refused by the store and surfaces as a StorageError', async () => {
    const storage = s3Storage({ ...settings(), secretAccessKey: 'pas-le-bon' });
    const key = newMediaKey(workspaceId, 'jpg');
    await expect(storage.put(key, Buffer.from('x'), 'image/jpeg')).rejects.toThrow(StorageError);
    expect(s3.requests.at(-1)).toMatchObject({ method: 'PUT', status: 403 });
    expect(s3.objects.has(key)).toBe(false);
  });

  it('an unreachable store is a StorageError too', async () => {
    const storage = s3Storage({ ...settings(), endpoint: 'http://127.0.0.1:9' });
    await expect(storage.put(newMediaKey(workspaceId, 'jpg'), Buffer.from('x'), 'image/jpeg')).rejects.toThrow(StorageError);
  });

  it('public URLs: S3_PUBLIC_URL when set, else the bucket on its endpoint; our own URLs map back to keys', () => {
    const key = newMediaKey(workspaceId, 'mp4');
    const cdn = s3Storage({ ...settings(), publicUrl: 'https://cdn.exemple.fr/medias' });
    expect(cdn.publicUrl(key)).toBe(`https://cdn.exemple.fr/medias/${key}`);
    expect(cdn.keyFromUrl(`https://cdn.exemple.fr/medias/${key}`)).toBe(key);
    expect(cdn.keyFromUrl(`https://cdn.exemple.fr/medias/../${key}`)).toBeNull();
    expect(cdn.keyFromUrl(`https://autre.exemple.fr/medias/${key}`)).toBeNull();
    expect(s3Storage(settings()).publicUrl(key)).toBe(`${s3.endpoint}/medias/${key}`);
    const aws = s3Storage({ ...settings(), endpoint: 'https://s3.eu-west-3.amazonaws.com', forcePathStyle: false });
    expect(aws.publicUrl(key)).toBe(`https://medias.s3.eu-west-3.amazonaws.com/${key}`);
  });

  it('signs virtual-hosted requests for the bucket host', async () => {
    const seen: Request[] = [];
    const storage = s3Storage({ ...settings(), endpoint: 'https://s3.eu-west-3.amazonaws.com', forcePathStyle: false }, async (input) => {
      seen.push(input as Request);
      return new Response(null, { status: 200 });
    });
    const key = newMediaKey(workspaceId, 'webp');
    await storage.put(key, Buffer.from('x'), 'image/webp');
    expect(seen[0]?.url).toBe(`https://medias.s3.eu-west-3.amazonaws.com/${key}`);
    expect(seen[0]?.headers.get('authorization')).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIAPUBLIATEST\/\d{8}\/fr-par\/s3\/aws4_request, SignedHeaders=.*host.*, Signature=[0-9a-f]{64}$/,
    );
  });

  it('never touches a key it did not make', async () => {
    const storage = s3Storage(settings());
    await expect(storage.put('../autre-bucket/x.png', Buffer.from('x'), 'image/png')).rejects.toThrow(StorageError);
    expect(await storage.get(`${workspaceId}/../../x.png`)).toBeNull();
  });
});
