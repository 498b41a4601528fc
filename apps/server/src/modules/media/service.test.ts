import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerVisitor, withSession, type TestApp, type Visitor } from '../../test/test-app.ts';
import { mp4Video, multipart, solidImage } from './samples.test-support.ts';
import { mediaInputFor, resolveMediaReference } from './service.ts';

let t: TestApp;
let visitor: Visitor;
let other: Visitor;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://publia.exemple.fr' });
  visitor = await registerVisitor(t.app);
  other = await registerVisitor(t.app);
});
afterAll(async () => t?.close());

async function upload(bytes: Buffer) {
  const body = multipart({ bytes });
  return (await t.app.inject({ method: 'POST', url: '/api/media', headers: { ...withSession(visitor), ...body.headers }, payload: body.payload })).json().data;
}

describe('what the content module and the publishing engine call', () => {
  it('resolves a media by id or by its public URL, only in its own workspace', async () => {
    const photo = await upload(await solidImage(10, 10, [5, 6, 7]));
    expect(await resolveMediaReference(t.ctx, visitor.workspaceId, { mediaId: photo.id })).toEqual(photo);
    expect(await resolveMediaReference(t.ctx, visitor.workspaceId, { mediaUrl: photo.url })).toEqual(photo);
    expect(await resolveMediaReference(t.ctx, other.workspaceId, { mediaId: photo.id })).toBeNull();
    expect(await resolveMediaReference(t.ctx, other.workspaceId, { mediaUrl: photo.url })).toBeNull();
    expect(await resolveMediaReference(t.ctx, visitor.workspaceId, { mediaUrl: 'https://ailleurs.exemple/photo.png' })).toBeNull();
    expect(await resolveMediaReference(t.ctx, visitor.workspaceId, {})).toBeNull();
  });

  it('hands a network client the file: URL, type, size, dimensions, duration and the bytes', async () => {
    const bytes = mp4Video({ width: 720, height: 1280, seconds: 9 });
    const video = await upload(bytes);
    const input = await mediaInputFor(t.ctx, visitor.workspaceId, video.id);
    expect(input).toMatchObject({ type: 'video', url: video.url, mimeType: 'video/mp4', sizeBytes: bytes.length, width: 720, height: 1280, durationSeconds: 9 });
    expect((await input!.read()).equals(bytes)).toBe(true);
    expect(await mediaInputFor(t.ctx, other.workspaceId, video.id)).toBeNull();
  });
});
