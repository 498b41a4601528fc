import { frenchMessage } from '@publia/shared';
import type { NetworkContext } from '../context.ts';
import { callNetwork, type ErrorReader, type NetworkAnswer, type NetworkRequest } from '../http.ts';
import { NetworkError } from '../network-error.ts';
import { readTikTokError } from './errors.ts';

/**
 * TikTok's real hosts. www.tiktok.com serves both the consent page and the public video pages,
 * so `baseUrls.auth` also builds the "Voir sur le réseau" links; the upload host comes back in
 * `upload_url` and is used as given.
 */
export const TIKTOK_BASE_URLS = { auth: 'https://www.tiktok.com', api: 'https://open.tiktokapis.com' };

export interface TikTokCall {
  path: string;
  method?: 'GET' | 'POST';
  query?: NetworkRequest['query'];
  form?: NetworkRequest['form'];
  /** Sent as `application/json; charset=UTF-8`, as the Content Posting API asks. */
  json?: unknown;
  bearer?: string;
  /** A POST that only reads (creator info, status, video query): a time-out there delivered nothing. */
  readOnly?: boolean;
  readError?: ErrorReader;
}

export async function tiktokApi(context: NetworkContext, call: TikTokCall): Promise<NetworkAnswer> {
  const request: NetworkRequest = {
    method: call.method ?? 'POST',
    url: `${context.baseUrls.api}${call.path}`,
    query: call.query,
    form: call.form,
    bearer: call.bearer,
  };
  if (call.json !== undefined) request.body = Buffer.from(JSON.stringify(call.json));
  if (call.form) request.headers = { 'cache-control': 'no-cache' };
  else if (request.method === 'POST') request.headers = { 'content-type': 'application/json; charset=UTF-8' };
  try {
    return await callNetwork(context, request, call.readError ?? ((answer) => readTikTokError(answer)));
  } catch (error) {
    if (call.readOnly && error instanceof NetworkError && error.details.maybeDelivered) {
      throw new NetworkError('tiktok', 'transient', frenchMessage('network.timeout', { seconds: Math.round(context.timeoutMs / 1000) }));
    }
    throw error;
  }
}

/**
 * Quotes the integers too long for a JavaScript number (16 digits and more) that stand outside
 * strings in a JSON text, so that JSON.parse keeps every digit.
 */
export function quoteLongIntegers(json: string): string {
  let out = '';
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const char = json[i]!;
    if (inString) {
      out += char;
      if (char === '\\') out += json[++i] ?? '';
      else if (char === '"') inString = false;
      continue;
    }
    if (char === '"') inString = true;
    const digits = /^-?\d{16,}(?![.eE\d])/.exec(json.slice(i, i + 40));
    if (!inString && digits && !/[\w.]/.test(json[i - 1] ?? '')) {
      out += `"${digits[0]}"`;
      i += digits[0].length - 1;
      continue;
    }
    out += char;
  }
  return out;
}

/**
 * TikTok's post ids are int64 (19 digits), which JSON.parse would round: the context returned
 * reads them as strings instead.
 */
export const preciseIds = (context: NetworkContext): NetworkContext => ({
  ...context,
  fetch: async (input, init) => {
    const response = await context.fetch(input, init);
    if (!(response.headers.get('content-type') ?? '').includes('json')) return response;
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    return new Response(quoteLongIntegers(await response.text()), { status: response.status, headers });
  },
});
