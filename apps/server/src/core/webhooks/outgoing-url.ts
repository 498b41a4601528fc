import { WEBHOOK_LIMITS } from '@publia/shared';
import type { AppContext } from '../context/app-context.ts';
import { assertOutgoingUrl, PrivateAddressError } from '../../lib/outgoing/safe-fetch.ts';
import { AppError } from '../../http/app-error.ts';

/** How long the check of a new address may wait on the DNS (a lookup cannot be aborted, so it races this). */
const LOOKUP_DEADLINE_MS = 5_000;

/**
 * This server's own sandbox (`PUBLIC_URL/sandbox/…`, the demonstration receiver): reached whatever
 * ALLOW_PRIVATE_URLS says, as it is Publia itself. The address is compared once normalised, so
 * `/sandbox/../api` is not the sandbox.
 */
export function isOwnSandbox(ctx: AppContext, url: string): boolean {
  try {
    return new URL(url).href.startsWith(new URL(`${ctx.config.publicUrl}/sandbox/`).href);
  } catch {
    return false;
  }
}

/** Whether a delivery to `url` may reach a private or loopback address. */
export const mayReachPrivate = (ctx: AppContext, url: string): boolean => ctx.config.allowPrivateUrls || isOwnSandbox(ctx, url);

const hostOf = (url: URL) => url.host.slice(0, 200);

/**
 * An address Publia will POST events to, checked before it is kept: a complete http(s) URL, whose
 * host resolves, and not to a private or loopback address (a URL must not reach inside the network
 * Publia runs in) unless ALLOW_PRIVATE_URLS or it is this server's sandbox. Answers it normalised;
 * each refusal is a French 400 naming `field`.
 */
export async function checkWebhookUrl(ctx: AppContext, input: string, field: string): Promise<string> {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new AppError(400, 'webhooks.urlInvalid', {}, field);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname || url.href.length > WEBHOOK_LIMITS.urlMaxLength) {
    throw new AppError(400, 'webhooks.urlInvalid', {}, field);
  }
  if (mayReachPrivate(ctx, url.href)) return url.href;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('lookup deadline')), LOOKUP_DEADLINE_MS);
  });
  try {
    await Promise.race([assertOutgoingUrl(url.href, false), deadline]);
  } catch (error) {
    const key = error instanceof PrivateAddressError ? 'webhooks.urlPrivate' : 'webhooks.urlUnresolved';
    throw new AppError(400, key, { host: hostOf(url) }, field);
  } finally {
    clearTimeout(timer);
  }
  return url.href;
}
