import { z } from 'zod';
import type { NetworkContext } from '../context.ts';
import { isNetworkError } from '../network-error.ts';
import { readAnswer } from '../read-answer.ts';
import { blueskyRefusal } from './errors.ts';
import { xrpcClient } from './xrpc.ts';

/** A handle's syntax (a domain name: labels of letters, digits and hyphens, a last label not starting with a digit). */
const HANDLE = /^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$/i;

/** The handle as typed, without its « @ » and spaces, lower-cased; null when it cannot be one. */
export function cleanHandle(typed: string): string | null {
  const handle = typed.trim().replace(/^@+/, '').toLowerCase();
  return handle.length <= 253 && HANDLE.test(handle) ? handle : null;
}

const resolvedSchema = z.object({ did: z.string().startsWith('did:') });
const didDocumentSchema = z.object({
  id: z.string(),
  service: z.array(z.object({ id: z.string(), type: z.string(), serviceEndpoint: z.unknown() })).optional(),
});

/** The PLC directory that serves `did:plc` documents: the sandbox's own in demo mode. */
const plcDirectory = (context: NetworkContext) => (context.sandbox ? `${context.baseUrls.api}/plc` : 'https://plc.directory');

/**
 * The DID a handle names (`com.atproto.identity.resolveHandle`), or null when no account has it.
 * Asked of the network's entryway, whoever hosts the account.
 */
export async function resolveHandle(context: NetworkContext, handle: string): Promise<string | null> {
  try {
    const answer = await xrpcClient(context, { service: context.baseUrls.api, fetch: context.fetch }).query('com.atproto.identity.resolveHandle', { handle });
    return readAnswer('bluesky', resolvedSchema, answer).did;
  } catch (error) {
    if (isNetworkError(error) && error.details.status === 400) return null;
    throw error;
  }
}

/**
 * The address of the PDS that holds the account (the `#atproto_pds` service of its DID document:
 * the PLC directory for `did:plc`, the host's `/.well-known/did.json` for `did:web`).
 */
export async function pdsOf(context: NetworkContext, did: string, handle: string): Promise<string> {
  const url = did.startsWith('did:plc:')
    ? `${plcDirectory(context)}/${did}`
    : did.startsWith('did:web:')
      ? `https://${decodeURIComponent(did.slice('did:web:'.length).split(':')[0]!)}/.well-known/did.json`
      : null;
  if (!url) throw blueskyRefusal('invalid_content', 'network.bluesky.noPds', { handle });
  let document: z.infer<typeof didDocumentSchema>;
  try {
    const response = await context.fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(context.timeoutMs) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    document = didDocumentSchema.parse(await response.json());
  } catch {
    throw blueskyRefusal('transient', 'network.bluesky.noPds', { handle });
  }
  const pds = document.service?.find((service) => service.id.endsWith('#atproto_pds') && service.type === 'AtprotoPersonalDataServer')?.serviceEndpoint;
  if (typeof pds !== 'string' || !/^https?:\/\//.test(pds)) throw blueskyRefusal('invalid_content', 'network.bluesky.noPds', { handle });
  return pds.replace(/\/+$/, '');
}
