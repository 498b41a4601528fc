import type { ScannerMessage } from '@publia/shared';
import { outgoingFetch, PrivateAddressError } from '../../lib/outgoing/safe-fetch.ts';
import { signedHeaders } from './sign.ts';

export interface SignedRequest {
  url: string;
  messageId: string;
  timestamp: Date;
  /** The JSON body exactly as signed. */
  body: string;
  /** whsec_… secrets that sign it (two during a rotation's overlap). */
  secrets: readonly string[];
  timeoutMs: number;
  /** Private and loopback addresses are refused unless ALLOW_PRIVATE_URLS, or the URL is this server's own sandbox. */
  allowPrivate: boolean;
  excerptChars: number;
}

export interface SendOutcome {
  delivered: boolean;
  statusCode: number | null;
  durationMs: number;
  responseExcerpt: string | null;
  /** Why it failed, as a catalogue message (`webhooks.error.*`); null when delivered. */
  error: ScannerMessage | null;
  /** False when trying again cannot help (a refused address): the caller stops retrying. */
  retryable: boolean;
}

const USER_AGENT = 'Publia-Webhooks/1.0 (+https://github.com/publia)';
/** What the resolver answers for a name it cannot resolve (now, or at all). */
const UNRESOLVED_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_FAIL', 'EAI_NONAME']);

async function excerpt(response: Response, chars: number): Promise<string | null> {
  try {
    const text = await response.text();
    return text ? text.slice(0, chars) : null;
  } catch {
    return null;
  }
}

/**
 * One signed POST to a receiver, never following a redirect, under a time limit. Any 2xx is a
 * delivery; everything else is a failure told as a catalogue message (the receiver's status, a
 * redirect, no answer in time, no connection, a refused address). Never throws.
 */
export async function sendSigned(request: SignedRequest): Promise<SendOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const failed = (error: ScannerMessage, retryable: boolean, statusCode: number | null = null, responseExcerpt: string | null = null): SendOutcome => ({
    delivered: false,
    statusCode,
    durationMs: elapsed(),
    responseExcerpt,
    error,
    retryable,
  });
  let response: Response;
  try {
    response = await outgoingFetch(
      request.url,
      {
        method: 'POST',
        redirect: 'manual',
        signal: AbortSignal.timeout(request.timeoutMs),
        headers: {
          'content-type': 'application/json',
          'user-agent': USER_AGENT,
          ...signedHeaders(request.messageId, request.timestamp, request.body, request.secrets),
        },
        body: request.body,
      },
      { allowPrivate: request.allowPrivate },
    );
  } catch (error) {
    if (error instanceof PrivateAddressError) return failed({ key: 'webhooks.error.privateAddress', params: { host: hostOf(request.url) } }, false);
    const name = (error as { name?: string }).name;
    if (name === 'TimeoutError' || name === 'AbortError') return failed({ key: 'webhooks.error.timeout', params: { seconds: Math.round(request.timeoutMs / 1000) } }, true);
    const code = (error as { cause?: { code?: string } }).cause?.code ?? 'ECONNECTION';
    if (UNRESOLVED_CODES.has(code)) return failed({ key: 'webhooks.error.unresolved', params: { host: hostOf(request.url) } }, true);
    return failed({ key: 'webhooks.error.connection', params: { code } }, true);
  }
  const responseExcerpt = await excerpt(response, request.excerptChars);
  if (response.status >= 200 && response.status < 300) {
    return { delivered: true, statusCode: response.status, durationMs: elapsed(), responseExcerpt, error: null, retryable: false };
  }
  if (response.status >= 300 && response.status < 400) {
    return failed({ key: 'webhooks.error.redirect', params: { status: response.status } }, true, response.status, responseExcerpt);
  }
  return failed({ key: 'webhooks.error.status', params: { status: response.status } }, true, response.status, responseExcerpt);
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url.slice(0, 100);
  }
}
