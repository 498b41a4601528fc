import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { createStorage } from './index.ts';

const KEY = '11111111-2222-4333-8444-555555555555/66666666-7777-4888-9999-000000000000.jpg';

describe('createStorage', () => {
  it('defaults to DATA_DIR/media served by the app at PUBLIC_URL/media', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://publia.exemple.fr/', DATA_DIR: '/tmp/publia-x' });
    expect(config.s3).toBeNull();
    expect(createStorage(config).publicUrl(KEY)).toBe(`https://publia.exemple.fr/media/${KEY}`);
  });

  it('takes the S3-compatible store when S3_BUCKET is set', () => {
    const config = loadConfig({
      S3_BUCKET: 'medias',
      S3_ENDPOINT: 'https://minio.exemple.fr:9000/',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(createStorage(config).publicUrl(KEY)).toBe(`https://minio.exemple.fr:9000/medias/${KEY}`);
  });

  it('refuses S3_BUCKET without its keys, naming each missing variable', () => {
    expect(() => loadConfig({ S3_BUCKET: 'medias', S3_ACCESS_KEY_ID: 'id' })).toThrow(ConfigError);
    expect(() => loadConfig({ S3_BUCKET: 'medias' })).toThrow(/S3_ACCESS_KEY_ID[\s\S]*S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ S3_BUCKET: 'medias', S3_ENDPOINT: 'pas une url', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' })).toThrow(/S3_ENDPOINT/);
  });
});
