import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerVisitor, type TestApp } from '../../test/test-app.ts';
import { fileBody, profileApi, userRow } from './profile.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

// One line: the formatter would break before `[format]()`, which oxlint takes for a mistaken property access.
// oxfmt-ignore
const photo = (width: number, height: number, format: 'png' | 'jpeg' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })[format]().toBuffer();

/** The served file behind a picture address (`/media/…` of this instance). */
const served = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });

describe('profile picture', () => {
  it('crops the upload to a centred 256×256 WebP, served at its address; a new one replaces (and deletes) the old', async () => {
    const visitor = await registerVisitor(t.app);
    const api = profileApi(t, visitor);

    const first = await api.upload(fileBody(await photo(600, 300), 'moi.png', 'image/png'));
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('Photo de profil enregistrée.');
    const firstUrl: string = first.json().data.avatarUrl;
    const file = await served(firstUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    const meta = await sharp(file.rawPayload).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'webp', width: 256, height: 256 });
    expect((await api.me()).json().user.avatarUrl).toBe(firstUrl);

    const second = await api.upload(fileBody(await photo(100, 200, 'jpeg')));
    const secondUrl: string = second.json().data.avatarUrl;
    expect(secondUrl).not.toBe(firstUrl);
    expect((await served(firstUrl)).statusCode).toBe(404);
    expect((await served(secondUrl)).statusCode).toBe(200);

    const removed = await api.removeAvatar();
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ message: 'Photo de profil supprimée.', data: { avatarUrl: null } });
    expect((await served(secondUrl)).statusCode).toBe(404);
    expect((await userRow(t, visitor.userId))?.avatar_key).toBeNull();
  });

  it('refuses what is not an image (told by its bytes), a file over 5 MB and a missing file, and keeps the picture', async () => {
    const visitor = await registerVisitor(t.app);
    const api = profileApi(t, visitor);
    await api.upload(fileBody(await photo(50, 50)));
    const before = await userRow(t, visitor.userId);

    const text = await api.upload(fileBody(Buffer.from('bonjour, je ne suis pas une image'), 'photo.png', 'image/png'));
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ code: 'profile.avatarNotImage', field: 'file', message: "Ce fichier n'est pas une image (JPEG, PNG, WebP ou GIF)." });

    const broken = await api.upload(fileBody(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.alloc(100)])));
    expect(broken.statusCode).toBe(400);
    expect(broken.json().code).toBe('profile.avatarNotImage');

    const svg = await api.upload(fileBody(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), 'a.svg', 'image/svg+xml'));
    expect(svg.statusCode).toBe(400);

    const big = await api.upload(fileBody(Buffer.concat([await photo(10, 10), Buffer.alloc(5 * 1024 * 1024)])));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'profile.avatarTooLarge', message: "L'image dépasse la taille maximale de 5 Mo." });

    const none = await t.app.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      headers: { cookie: visitor.cookie, 'x-csrf-token': visitor.csrfToken, 'content-type': 'application/json' },
      payload: {},
    });
    expect(none.statusCode).toBeGreaterThanOrEqual(400);
    expect(none.statusCode).toBeLessThan(500);

    expect(await userRow(t, visitor.userId)).toEqual(before);
  });
});
