import { buffer as readAll } from 'node:stream/consumers';
import { AwsClient } from 'aws4fetch';
import type { S3Settings } from '../config.ts';
import { isMediaKey } from './keys.ts';
import { StorageError, type Storage } from './types.ts';

const S3_TIMEOUT_MS = 30_000;

async function fail(response: Response, what: string): Promise<StorageError> {
  const body = (await response.text().catch(() => '')).slice(0, 200);
  return new StorageError(`stockage S3 : ${what} refusé (${response.status}) ${body}`.trim());
}

/**
 * Any S3-compatible store (AWS, MinIO, R2, Scaleway…), each call signed with AWS Signature V4.
 * Path style (`endpoint/bucket/key`) for stores that need it, virtual-hosted style otherwise.
 */
export function s3Storage(settings: S3Settings, fetchImpl: typeof fetch = fetch): Storage {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    service: 's3',
    region: settings.region,
    retries: 0,
  });
  const endpoint = new URL(settings.endpoint);
  const base = settings.forcePathStyle
    ? `${settings.endpoint}/${settings.bucket}`
    : `${endpoint.protocol}//${settings.bucket}.${endpoint.host}${endpoint.pathname.replace(/\/+$/, '')}`;
  const objectUrl = (key: string) => {
    if (!isMediaKey(key)) throw new StorageError(`clé de média invalide : ${key}`);
    return `${base}/${key}`;
  };
  const publicBase = settings.publicUrl ?? base;

  async function call(method: string, key: string, init: { body?: Buffer; contentType?: string } = {}) {
    const request = await client.sign(objectUrl(key), {
      method,
      body: init.body,
      headers: init.contentType ? { 'content-type': init.contentType } : {},
    });
    let response: Response;
    try {
      // A stalled store must not hold a request (or an upload) for minutes.
      response = await fetchImpl(request, { signal: AbortSignal.timeout(S3_TIMEOUT_MS) });
    } catch (error) {
      throw new StorageError(`stockage S3 injoignable : ${error instanceof Error ? error.message : String(error)}`);
    }
    return response;
  }

  return {
    async put(key, body, contentType) {
      const bytes = Buffer.isBuffer(body) ? body : await readAll(body);
      const response = await call('PUT', key, { body: bytes, contentType });
      if (!response.ok) throw await fail(response, 'envoi');
      await response.arrayBuffer();
    },
    async get(key) {
      if (!isMediaKey(key)) return null;
      const response = await call('GET', key);
      if (response.status === 404) {
        await response.arrayBuffer();
        return null;
      }
      if (!response.ok) throw await fail(response, 'lecture');
      return Buffer.from(await response.arrayBuffer());
    },
    async delete(key) {
      const response = await call('DELETE', key);
      if (!response.ok && response.status !== 404) throw await fail(response, 'suppression');
      await response.arrayBuffer();
    },
    publicUrl: (key) => `${publicBase}/${key}`,
    keyFromUrl(url) {
      const prefix = `${publicBase}/`;
      if (!url.startsWith(prefix)) return null;
      const key = url.slice(prefix.length);
      return isMediaKey(key) ? key : null;
    },
  };
}
