import { z } from 'zod';
import type { AppContext } from '../../../core/context/app-context.ts';
import { countHit } from '../../../core/rate-limit/service.ts';
import { outgoingFetch, PrivateAddressError } from '../../../lib/outgoing/safe-fetch.ts';
import { OAuthError } from './oauth-error.ts';
import { checkRedirectUri, isLoopbackHost } from './redirect-uris.ts';
import { findClientRow, upsertClient, type ClientRow } from './repository.ts';
import { newSecret } from './tokens.ts';

const NAME_MAX = 100;
const REDIRECTS_MAX = 10;
/** Registrations an address may make in an hour: enough for any person's assistants, not for filling the table. */
const REGISTRATIONS_PER_HOUR = 20;
/** A client metadata document is read again when older than this. */
const DOCUMENT_FRESH_MS = 24 * 3600_000;
const DOCUMENT_TIMEOUT_MS = 5000;
const DOCUMENT_MAX_BYTES = 16 * 1024;

const clientMetadataSchema = z.object({
  redirect_uris: z.array(z.string().max(2000)).min(1).max(REDIRECTS_MAX),
  client_name: z.string().max(500).optional(),
  grant_types: z.array(z.string()).optional(),
  response_types: z.array(z.string()).optional(),
  token_endpoint_auth_method: z.string().optional(),
  scope: z.string().optional(),
  client_uri: z.string().optional(),
  logo_uri: z.string().optional(),
});

const fieldOf = (error: z.ZodError): string => String(error.issues[0]?.path.join('.') || 'body');

/** The name shown on the consent page and in « Assistants IA »: the client's own, else the host of its first redirect. */
function nameOf(metadata: z.infer<typeof clientMetadataSchema>): string {
  const name = metadata.client_name?.replace(/[\p{Cc}\p{Cf}]/gu, '').trim();
  return (name || new URL(metadata.redirect_uris[0]!).host).slice(0, NAME_MAX);
}

/**
 * Dynamic client registration: a public client (no secret; PKCE proves the code's requester) with
 * its name and redirect URIs, each https or a loopback http. Answers the registration as OAuth
 * clients read it.
 */
export async function registerClient(ctx: AppContext, body: unknown, ip: string) {
  const parsed = clientMetadataSchema.safeParse(body);
  if (!parsed.success) throw new OAuthError(400, 'invalid_client_metadata', 'agentOAuth.invalidRequest', { field: fieldOf(parsed.error) });
  const metadata = parsed.data;
  const redirectUris = metadata.redirect_uris.map(checkRedirectUri);
  const grants = metadata.grant_types ?? ['authorization_code', 'refresh_token'];
  const unknownGrant = grants.find((grant) => grant !== 'authorization_code' && grant !== 'refresh_token');
  if (unknownGrant) throw new OAuthError(400, 'invalid_client_metadata', 'agentOAuth.unsupportedGrant', { grant: unknownGrant.slice(0, 100) });
  const { count } = await countHit(ctx, { key: `oauth-register:${ip}`, max: REGISTRATIONS_PER_HOUR, windowSeconds: 3600 });
  if (count > REGISTRATIONS_PER_HOUR) throw new OAuthError(429, 'invalid_request', 'http.rateLimited');
  const clientId = `publia-${newSecret().value.slice(0, 22)}`;
  const row = await upsertClient(ctx.db, { clientId, kind: 'registered', name: nameOf(metadata), redirectUris });
  return {
    client_id: row.clientId,
    client_id_issued_at: Math.floor(row.createdAt.getTime() / 1000),
    client_name: row.name,
    redirect_uris: row.redirectUris,
    grant_types: grants,
    response_types: ['code'],
    token_endpoint_auth_method: 'none',
  };
}

/** A client_id that names a metadata document: https, or http on a loopback where private addresses are allowed (development). */
function documentUrlOf(ctx: AppContext, clientId: string): URL | null {
  if (!/^https?:\/\//i.test(clientId)) return null;
  let url: URL;
  try {
    url = new URL(clientId);
  } catch {
    throw new OAuthError(400, 'invalid_client', 'agentOAuth.clientIdNotHttps', { clientId: clientId.slice(0, 200) });
  }
  const local = url.protocol === 'http:' && ctx.config.allowPrivateUrls && isLoopbackHost(url.hostname);
  if (url.protocol !== 'https:' && !local) throw new OAuthError(400, 'invalid_client', 'agentOAuth.clientIdNotHttps', { clientId: clientId.slice(0, 200) });
  return url;
}

async function readDocument(ctx: AppContext, url: URL): Promise<unknown> {
  const unreachable = (reason: string) => new OAuthError(400, 'invalid_client', 'agentOAuth.clientDocumentUnreachable', { url: url.href.slice(0, 200), reason });
  let response: Response;
  try {
    // Redirects are refused: the document must be at the address that names the client.
    response = await outgoingFetch(
      url.href,
      { headers: { accept: 'application/json' }, redirect: 'error', signal: AbortSignal.timeout(DOCUMENT_TIMEOUT_MS) },
      { allowPrivate: ctx.config.allowPrivateUrls },
    );
  } catch (error) {
    throw unreachable(error instanceof PrivateAddressError ? 'adresse privée refusée' : 'pas de réponse');
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw unreachable(`HTTP ${response.status}`);
  }
  const text = await response.text();
  if (Buffer.byteLength(text) > DOCUMENT_MAX_BYTES) throw unreachable(`plus de ${DOCUMENT_MAX_BYTES} octets`);
  try {
    return JSON.parse(text);
  } catch {
    throw new OAuthError(400, 'invalid_client', 'agentOAuth.clientDocumentInvalid', { url: url.href.slice(0, 200), reason: 'JSON illisible' });
  }
}

/** Reads (or reads again) a client metadata document through the outgoing-request check, and keeps what it says. */
async function clientOfDocument(ctx: AppContext, url: URL, known: ClientRow | null): Promise<ClientRow> {
  const invalid = (reason: string) => new OAuthError(400, 'invalid_client', 'agentOAuth.clientDocumentInvalid', { url: url.href.slice(0, 200), reason });
  const document = await readDocument(ctx, url);
  const parsed = clientMetadataSchema.extend({ client_id: z.string() }).safeParse(document);
  if (!parsed.success) throw invalid(`champ ${fieldOf(parsed.error)}`);
  if (parsed.data.client_id !== url.href && parsed.data.client_id !== known?.clientId) throw invalid('client_id différent de son adresse');
  const redirectUris = parsed.data.redirect_uris.map(checkRedirectUri);
  return upsertClient(ctx.db, { clientId: parsed.data.client_id, kind: 'metadata_document', name: nameOf(parsed.data), redirectUris, fetchedAt: new Date(ctx.clock.now()) });
}

/**
 * The client a request names: a registered one, or the one a metadata document describes (read
 * when first seen, again once a day). Unknown: `invalid_client` in French.
 */
export async function clientOf(ctx: AppContext, clientId: string): Promise<ClientRow> {
  const known = await findClientRow(ctx.db, clientId);
  const documentUrl = documentUrlOf(ctx, clientId);
  if (documentUrl) {
    const fresh = known?.fetchedAt && ctx.clock.now() - known.fetchedAt.getTime() < DOCUMENT_FRESH_MS;
    return fresh ? known : clientOfDocument(ctx, documentUrl, known);
  }
  if (!known) throw new OAuthError(400, 'invalid_client', 'agentOAuth.unknownClient', { clientId: clientId.slice(0, 200) });
  return known;
}
