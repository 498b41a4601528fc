import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectedSandboxClient } from '../../networks/test-support.ts';
import { definition } from '../../networks/tiktok/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let token: string;

const photos = (count: number) => Array.from({ length: count }, (_, index) => `https://media.exemple.fr/p/${index}.jpg`);
const valid = () => ({
  media_type: 'PHOTO',
  post_mode: 'DIRECT_POST',
  post_info: { description: 'Essai', privacy_level: 'SELF_ONLY' },
  source_info: { source: 'PULL_FROM_URL', photo_cover_index: 0, photo_images: photos(2) },
});
const init = async (body: unknown) => {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/sandbox/tiktok/v2/post/publish/content/init/',
    headers: { authorization: `Bearer ${token}` },
    payload: body as object,
  });
  return { status: answer.statusCode, error: answer.json().error as { code: string; message: string } };
};

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** The init quota is 6 a minute per token: a fresh account for each case. */
const withFreshAccount = async (name: string) => {
  token = (await connectedSandboxClient(t, definition, name)).account.accessToken;
};

describe('faux TikTok : ce que content/init refuse d’une publication photo', () => {
  it.each([
    ['36 photos', (body: ReturnType<typeof valid>) => ({ ...body, source_info: { ...body.source_info, photo_images: photos(36) } }), 'at most 35'],
    ['aucune photo', (body: ReturnType<typeof valid>) => ({ ...body, source_info: { ...body.source_info, photo_images: [] } }), 'at least one'],
    ['une adresse non web', (body: ReturnType<typeof valid>) => ({ ...body, source_info: { ...body.source_info, photo_images: ['ftp://exemple.fr/a.jpg'] } }), 'http(s)'],
    ['sans indice de couverture', (body: ReturnType<typeof valid>) => ({ ...body, source_info: { source: 'PULL_FROM_URL', photo_images: photos(2) } }), 'photo_cover_index'],
    ['un indice de couverture hors du lot', (body: ReturnType<typeof valid>) => ({ ...body, source_info: { ...body.source_info, photo_cover_index: 2 } }), 'photo_cover_index'],
    ['un envoi de fichier', (body: ReturnType<typeof valid>) => ({ ...body, source_info: { ...body.source_info, source: 'FILE_UPLOAD' } }), 'PULL_FROM_URL'],
    ['un titre de 91 caractères', (body: ReturnType<typeof valid>) => ({ ...body, post_info: { ...body.post_info, title: 'x'.repeat(91) } }), 'title'],
    ['un autre type de média', (body: ReturnType<typeof valid>) => ({ ...body, media_type: 'VIDEO' }), 'media_type'],
  ])('%s → invalid_params', async (name, change, words) => {
    await withFreshAccount(`refus_${name.replace(/\W+/g, '_')}`);
    const answer = await init(change(valid()));
    expect(answer.status).toBe(400);
    expect(answer.error.code).toBe('invalid_params');
    expect(answer.error.message).toContain(words);
  });

  it('un niveau de visibilité hors des choix du créateur → privacy_level_option_mismatch (HTTP 200)', async () => {
    await withFreshAccount('refus_visibilite');
    const answer = await init({ ...valid(), post_info: { description: 'Essai', privacy_level: 'EVERYONE' } });
    expect(answer).toMatchObject({ status: 200, error: { code: 'privacy_level_option_mismatch' } });
  });

  it('un envoi en brouillon (MEDIA_UPLOAD) demande la permission video.upload', async () => {
    await withFreshAccount('refus_brouillon');
    const answer = await init({ ...valid(), post_mode: 'MEDIA_UPLOAD' });
    expect(answer).toMatchObject({ status: 401, error: { code: 'scope_not_authorized' } });
  });

  it('une publication valide est acceptée', async () => {
    await withFreshAccount('photo_acceptee');
    expect(await init(valid())).toMatchObject({ status: 200, error: { code: 'ok' } });
  });
});
