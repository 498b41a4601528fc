import { inflateSync } from 'node:zlib';
import { SANDBOX_CARDS } from '@publia/shared';
import type { LightMyRequestResponse } from 'fastify';
import { registerVisitor, withSession, type TestApp, type Visitor } from '../../test/test-app.ts';
import { textOfPdf } from './pdf-text.test-support.ts';

export interface BillingClient {
  visitor: Visitor;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  put(url: string, payload: unknown): Promise<LightMyRequestResponse>;
  del(url: string): Promise<LightMyRequestResponse>;
}

/** The calls the subscription page makes, as a signed-in member. */
export function billingClient(t: TestApp, visitor: Visitor): BillingClient {
  const headers = withSession(visitor);
  return {
    visitor,
    get: (url) => t.app.inject({ method: 'GET', url, headers }),
    post: (url, payload = {}) => t.app.inject({ method: 'POST', url, headers, payload: payload as object }),
    put: (url, payload) => t.app.inject({ method: 'PUT', url, headers, payload: payload as object }),
    del: (url) => t.app.inject({ method: 'DELETE', url, headers }),
  };
}

export async function newAdmin(t: TestApp): Promise<BillingClient> {
  return billingClient(t, await registerVisitor(t.app, { name: 'Marie Martin' }));
}

/**
 * « Ajouter une carte » as the browser does it: the API's redirect, then the sandbox's card page
 * posted as a form. Answers the page's answer (303 back to Publia for a taken card).
 */
export async function addCard(t: TestApp, client: BillingClient, number: string = SANDBOX_CARDS.accepted): Promise<LightMyRequestResponse> {
  const redirect = await client.post('/api/subscription/payment-methods');
  if (redirect.statusCode !== 200) throw new Error(`carte : ${redirect.statusCode} ${redirect.body}`);
  const page = new URL(redirect.json().redirectUrl);
  return t.app.inject({
    method: 'POST',
    url: page.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ number, expiry: '12/39', cvc: '123', name: 'Marie Martin' }).toString(),
  });
}

/** The payment sandbox's time moved forward: renewals, retries and planned ends run. */
export async function advanceSandbox(t: TestApp, to: Date): Promise<void> {
  const answer = await t.app.inject({ method: 'POST', url: '/sandbox/stripe/_advance', payload: { to: to.toISOString() } });
  if (answer.statusCode !== 200) throw new Error(`_advance : ${answer.statusCode} ${answer.body}`);
}

/** The text of a PDF, its compressed page streams inflated first. */
export function pdfTextOf(bytes: Buffer): string {
  const source = bytes.toString('latin1');
  const streams = [...source.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map((match) => {
    const raw = Buffer.from(match[1] ?? '', 'latin1');
    try {
      return inflateSync(raw);
    } catch {
      return raw;
    }
  });
  return textOfPdf(Buffer.concat(streams));
}
