import { createHash, createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeS3 {
  endpoint: string;
  objects: Map<string, { body: Buffer; contentType: string | undefined }>;
  /** Every request as received, refused ones included. */
  requests: { method: string; path: string; status: number }[];
  close(): Promise<void>;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/**
 * Checks AWS Signature V4 the way S3 does, written here from the specification and independent of
 * the client under test: canonical request, string to sign, derived key, and the payload hash.
 */
function verifySignature(req: http.IncomingMessage, body: Buffer, credentials: { accessKeyId: string; secretAccessKey: string }): string | null {
  const auth = req.headers.authorization ?? '';
  const match = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(auth);
  if (!match) return 'AuthorizationHeaderMalformed';
  const [, keyId, day, region, signedHeaders, signature] = match as unknown as string[];
  if (keyId !== credentials.accessKeyId) return 'InvalidAccessKeyId';
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) return 'XAmzContentSHA256Mismatch';
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  if (!amzDate.startsWith(day!)) return 'AuthorizationHeaderMalformed';
  const url = new URL(req.url ?? '/', 'http://fake');
  const query = [...url.searchParams]
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .sort()
    .join('&');
  const names = signedHeaders!.split(';');
  if (!names.includes('host') || !names.includes('x-amz-date')) return 'AuthorizationHeaderMalformed';
  const headers = names
    .map(
      (name) =>
        `${name}:${String(req.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonical = [req.method, url.pathname, query, headers, signedHeaders, payloadHash].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day!), region!), 's3'), 'aws4_request');
  return hmac(key, toSign).toString('hex') === signature ? null : 'SignatureDoesNotMatch';
}

/** A path-style S3 endpoint on localhost that keeps objects in memory and refuses unsigned calls. */
export async function startFakeS3(credentials: { accessKeyId: string; secretAccessKey: string }, bucket: string): Promise<FakeS3> {
  const objects: FakeS3['objects'] = new Map();
  const requests: FakeS3['requests'] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = new URL(req.url ?? '/', 'http://fake').pathname;
      const answer = (status: number, payload: Buffer | string = '', type = 'application/xml') => {
        requests.push({ method: req.method ?? '', path, status });
        res.writeHead(status, { 'content-type': type }).end(payload);
      };
      const refused = verifySignature(req, body, credentials);
      if (refused) return answer(403, `<Error><Code>${refused}</Code></Error>`);
      const prefix = `/${bucket}/`;
      if (!path.startsWith(prefix)) return answer(404, '<Error><Code>NoSuchBucket</Code></Error>');
      const key = decodeURIComponent(path.slice(prefix.length));
      if (req.method === 'PUT') {
        objects.set(key, { body, contentType: req.headers['content-type'] });
        return answer(200);
      }
      const stored = objects.get(key);
      if (req.method === 'DELETE') {
        objects.delete(key);
        return answer(204);
      }
      if (req.method === 'GET' && stored) return answer(200, stored.body, stored.contentType ?? 'application/octet-stream');
      return answer(404, '<Error><Code>NoSuchKey</Code></Error>');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
