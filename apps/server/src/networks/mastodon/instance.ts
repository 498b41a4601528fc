import { frenchMessage, MASTODON_DEFAULTS, MASTODON_SETTING_KEYS, type ApiMessageKey } from '@publia/shared';
import { z } from 'zod';
import type { NetworkContext } from '../context.ts';
import { isNetworkError, NetworkError, type NetworkErrorKind } from '../network-error.ts';
import { mastodonApi } from './api.ts';

/** A host name: dot-separated labels of letters, digits and hyphens (IDN in punycode), ending on a letter TLD. */
const HOST_NAME = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/**
 * Names of private networks, never an instance of the public fediverse: refused so that Publia is
 * not sent to the machines around it. (A public name that resolves to a private address is not
 * caught here.)
 */
const PRIVATE_SUFFIXES = /\.(?:local|localhost|internal|intranet|lan|corp|home\.arpa)$/;

const refusal = (kind: NetworkErrorKind, key: ApiMessageKey, status?: number) => new NetworkError('mastodon', kind, frenchMessage(key), status ? { status } : {});

/**
 * The instance's host out of what a person types: `piaille.fr`, `https://mastodon.social/`,
 * `mastodon.social/@nom`, `@nom@piaille.fr` or `nom@piaille.fr` all name their host. Anything
 * that is not a host name (a port, an address, a single word, spaces) is refused in French.
 */
export function normaliseInstance(typed: string): string {
  let rest = typed.trim().toLowerCase();
  const handle = rest.match(/^@?[a-z0-9_.-]+@([^@\s/]+)$/);
  if (handle) rest = handle[1]!;
  rest = rest.replace(/^https?:\/\//, '');
  if (!rest || /[\s@\\]/.test(rest.split('/')[0]!)) throw refusal('invalid_content', 'network.mastodon.instanceInvalid');
  let host: string;
  try {
    const url = new URL(`https://${rest}`);
    if (url.port || url.username || url.password) throw new Error('not a bare host');
    host = url.hostname.replace(/\.$/, '');
  } catch {
    throw refusal('invalid_content', 'network.mastodon.instanceInvalid');
  }
  if (!HOST_NAME.test(host) || PRIVATE_SUFFIXES.test(host)) throw refusal('invalid_content', 'network.mastodon.instanceInvalid');
  return host;
}

const count = z.number().int().positive().nullish();
const instanceSchema = z.object({
  domain: z.string().min(1),
  version: z.string().nullish(),
  configuration: z.object({
    statuses: z.object({ max_characters: count, max_media_attachments: count, characters_reserved_per_url: count }),
    media_attachments: z.object({ image_size_limit: count, video_size_limit: count, description_limit: count }).partial().nullish(),
  }),
});

/** What an instance allows, as kept in the account's settings (`MASTODON_SETTING_KEYS`). */
export type InstanceSettings = Record<string, string>;

/**
 * Asks the instance what it is (`GET /api/v2/instance`) and answers its limits as account
 * settings. A server that answers but is not Mastodon (no such path, another answer, an HTML page)
 * is refused 400 « ce serveur n'est pas une instance Mastodon »; one that does not answer (down,
 * time-out, 5xx) is `transient`, which the connection answers 502.
 */
export async function readInstance(context: NetworkContext, host: string): Promise<InstanceSettings> {
  let body: unknown;
  try {
    body = (await mastodonApi(context, host, { path: '/api/v2/instance' })).body;
  } catch (error) {
    if (!isNetworkError(error) || error.kind === 'rate_limited') throw error;
    if (error.kind === 'transient') throw refusal('transient', 'network.mastodon.instanceDown', error.details.status);
    throw refusal('invalid_content', 'network.mastodon.notMastodon', error.details.status);
  }
  const parsed = instanceSchema.safeParse(body);
  if (!parsed.success) throw refusal('invalid_content', 'network.mastodon.notMastodon');
  const { statuses, media_attachments: media } = parsed.data.configuration;
  const keys = MASTODON_SETTING_KEYS;
  return {
    [keys.instance]: host,
    [keys.maxCharacters]: String(statuses.max_characters ?? MASTODON_DEFAULTS.maxCharacters),
    [keys.charactersReservedPerUrl]: String(statuses.characters_reserved_per_url ?? MASTODON_DEFAULTS.charactersReservedPerUrl),
    [keys.maxMediaAttachments]: String(statuses.max_media_attachments ?? MASTODON_DEFAULTS.maxMediaAttachments),
    [keys.imageSizeLimit]: String(media?.image_size_limit ?? MASTODON_DEFAULTS.imageSizeLimit),
    [keys.videoSizeLimit]: String(media?.video_size_limit ?? MASTODON_DEFAULTS.videoSizeLimit),
  };
}
