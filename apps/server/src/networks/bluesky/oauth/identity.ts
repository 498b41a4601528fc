import { frenchMessage } from '@publia/shared';
import { isNetworkError, NetworkError } from '../../network-error.ts';
import { BLUESKY, blueskyError, type BlueskyOAuthContext } from './context.ts';
import { fieldsOf, requestJson, stringField } from './oauth-http.ts';

/**
 * From what a person types (a handle, or a DID) to the account's DID and the server hosting it
 * (PDS): handle → DID, DID → DID document → PDS, and the handle checked both ways (the DID document
 * must claim it), since a handle is only a name a domain gives itself.
 */

const HANDLE = /^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$/;
const DID_PLC = /^did:plc:[a-z2-7]{24}$/;
const DID_WEB = /^did:web:[a-z0-9.-]+(%3a\d+)?$/i;

/** Where did:plc documents are published. */
export const PLC_DIRECTORY = 'https://plc.directory';

export interface BlueskyIdentity {
  did: string;
  /** The handle the DID document claims, checked both ways; null when it claims none that resolves back. */
  handle: string | null;
  /** The account's server, where its API calls go (the OAuth resource server). */
  pds: string;
}

/** A handle as typed (« @Nom.bsky.social ») in its stored form, or null when it cannot be one. */
export function normaliseHandle(typed: string): string | null {
  const handle = typed.trim().replace(/^@/, '').toLowerCase();
  return handle.length <= 253 && HANDLE.test(handle) ? handle : null;
}

export const isDid = (value: string) => DID_PLC.test(value) || DID_WEB.test(value);

/**
 * A URL a document pointed to, if it may be followed: in « mode démo » only the sandbox's own
 * addresses (every host is the sandbox), otherwise HTTPS only.
 */
export function allowedUrl(context: BlueskyOAuthContext, value: string | null): URL | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.username || url.password || url.hash) return null;
  if (context.sandbox) return value === context.baseUrls.api || value.startsWith(`${context.baseUrls.api}/`) ? url : null;
  return url.protocol === 'https:' ? url : null;
}

/** Where a handle is resolved: the configured resolver (which also reads DNS), the sandbox in « mode démo ». */
async function resolveWithResolver(context: BlueskyOAuthContext, handle: string): Promise<string | null> {
  const url = `${context.baseUrls.api}/xrpc/com.atproto.identity.resolveHandle?handle=${encodeURIComponent(handle)}`;
  const answer = await requestJson(context, url);
  if (answer.status >= 500) throw new NetworkError(BLUESKY, 'transient', frenchMessage('network.httpError', { status: answer.status }), { status: answer.status });
  const did = answer.status === 200 ? stringField(fieldsOf(answer), 'did') : null;
  return did && isDid(did) ? did : null;
}

/** The HTTPS way of a handle: the domain itself answers its DID at a well-known address. */
async function resolveWithWellKnown(context: BlueskyOAuthContext, handle: string): Promise<string | null> {
  const response = await context.fetch(`https://${handle}/.well-known/atproto-did`, { redirect: 'manual', signal: AbortSignal.timeout(context.timeoutMs) });
  if (response.status !== 200) return null;
  const did = (await response.text()).trim().slice(0, 2048);
  return isDid(did) ? did : null;
}

/** The DID a handle names; a handle no method resolves is `handleNotFound`. */
export async function resolveHandle(context: BlueskyOAuthContext, handle: string): Promise<string> {
  let failure: unknown = null;
  try {
    const did = await resolveWithResolver(context, handle);
    if (did) return did;
  } catch (error) {
    failure = error;
  }
  if (!context.sandbox) {
    const did = await resolveWithWellKnown(context, handle).catch(() => null);
    if (did) return did;
  }
  // The resolver could not be reached: say so rather than blame the handle.
  if (isNetworkError(failure)) throw failure;
  throw blueskyError('invalid_content', 'network.bluesky.handleNotFound', { handle }, { notFound: true });
}

function didDocumentUrl(context: BlueskyOAuthContext, did: string): string {
  if (did.startsWith('did:plc:')) return `${context.sandbox ? `${context.baseUrls.api}/plc` : PLC_DIRECTORY}/${did}`;
  if (context.sandbox) throw blueskyError('invalid_content', 'network.bluesky.didUnsupported', { did });
  const host = decodeURIComponent(did.slice('did:web:'.length));
  return `https://${host}/.well-known/did.json`;
}

interface DidDocument {
  handles: string[];
  pds: string | null;
}

function readDidDocument(did: string, body: Record<string, unknown>): DidDocument | null {
  if (body.id !== did) return null;
  const aka = Array.isArray(body.alsoKnownAs) ? body.alsoKnownAs : [];
  const handles = aka.filter((value): value is string => typeof value === 'string' && value.startsWith('at://')).map((value) => value.slice('at://'.length).toLowerCase());
  const services = Array.isArray(body.service) ? (body.service as Record<string, unknown>[]) : [];
  const pds = services.find((service) => service && (service.id === '#atproto_pds' || service.id === `${did}#atproto_pds`) && service.type === 'AtprotoPersonalDataServer');
  return { handles, pds: pds && typeof pds.serviceEndpoint === 'string' ? pds.serviceEndpoint.replace(/\/+$/, '') : null };
}

/** The DID document's claims: the handles it names and its PDS. */
export async function resolveDid(context: BlueskyOAuthContext, did: string): Promise<DidDocument> {
  if (!isDid(did)) throw blueskyError('invalid_content', 'network.bluesky.didUnsupported', { did });
  const answer = await requestJson(context, didDocumentUrl(context, did));
  const document = answer.status === 200 ? readDidDocument(did, fieldsOf(answer)) : null;
  if (!document) {
    if (answer.status >= 500) throw blueskyError('transient', 'network.bluesky.didNotFound', { did }, { status: answer.status });
    throw blueskyError('invalid_content', 'network.bluesky.didNotFound', { did }, { status: answer.status, notFound: true });
  }
  return document;
}

/**
 * The identity behind what was typed. A handle must be claimed by the DID document it leads to; a
 * DID typed as such keeps the first handle its document claims (shown, not trusted).
 */
export async function resolveIdentity(context: BlueskyOAuthContext, typed: string): Promise<BlueskyIdentity> {
  const trimmed = typed.trim();
  const asDid = isDid(trimmed) ? trimmed : null;
  const handle = asDid ? null : normaliseHandle(trimmed);
  if (!asDid && !handle) throw blueskyError('invalid_content', 'network.bluesky.handleInvalid', { handle: trimmed.slice(0, 100) });
  const did = asDid ?? (await resolveHandle(context, handle!));
  const document = await resolveDid(context, did);
  if (handle && !document.handles.includes(handle)) throw blueskyError('invalid_content', 'network.bluesky.handleMismatch', { did, handle });
  const pds = allowedUrl(context, document.pds);
  if (!pds) throw blueskyError('invalid_content', 'network.bluesky.noPds', { did });
  return { did, handle: handle ?? document.handles[0] ?? null, pds: document.pds! };
}
