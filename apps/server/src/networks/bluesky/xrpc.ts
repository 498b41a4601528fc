import type { NetworkContext } from '../context.ts';
import { callNetwork, type NetworkAnswer } from '../http.ts';
import type { NetworkErrorKind } from '../network-error.ts';
import { readXrpcError } from './errors.ts';

/**
 * Where an account's calls go and how they are signed: its PDS's base address, and a fetch that
 * adds the authorisation (`Authorization: Bearer <accessJwt>` for an app-password session, a DPoP
 * proof and token for an OAuth one).
 */
export interface XrpcService {
  service: string;
  fetch: typeof fetch;
}

type Params = Record<string, string | number | boolean | undefined>;

export interface XrpcOptions {
  /** The kind a plain 4xx refusal is read as (a refused refresh: `token_expired`). */
  refusal?: NetworkErrorKind;
  headers?: Record<string, string>;
}

/**
 * The calls of one service in XRPC's shape: `GET /xrpc/<nsid>?…` for a query, `POST` with a JSON
 * body for a procedure, `POST` of raw bytes for a blob; every refusal read as `{error, message}`.
 * Repeated query parameters (`uris` of getPosts) are given as arrays.
 */
const read = (options: XrpcOptions) => (answer: NetworkAnswer) => readXrpcError(answer, options.refusal);

export function xrpcClient(context: NetworkContext, { service, fetch }: XrpcService) {
  const scoped: NetworkContext = { ...context, fetch };
  const url = (nsid: string) => `${service.replace(/\/+$/, '')}/xrpc/${nsid}`;

  return {
    async query<T = unknown>(nsid: string, params: Params | URLSearchParams = {}, options: XrpcOptions = {}): Promise<NetworkAnswer<T>> {
      const target = new URL(url(nsid));
      if (params instanceof URLSearchParams) target.search = params.toString();
      else for (const [key, value] of Object.entries(params)) if (value !== undefined) target.searchParams.set(key, String(value));
      return callNetwork<T>(scoped, { method: 'GET', url: target.toString(), ...(options.headers ? { headers: options.headers } : {}) }, read(options));
    },
    procedure<T = unknown>(nsid: string, input?: unknown, options: XrpcOptions = {}): Promise<NetworkAnswer<T>> {
      return callNetwork<T>(
        scoped,
        { method: 'POST', url: url(nsid), ...(input === undefined ? {} : { json: input }), ...(options.headers ? { headers: options.headers } : {}) },
        read(options),
      );
    },
    uploadBlob<T = unknown>(bytes: Buffer, mimeType: string, options: XrpcOptions & { nsid?: string; params?: Params } = {}): Promise<NetworkAnswer<T>> {
      const target = new URL(url(options.nsid ?? 'com.atproto.repo.uploadBlob'));
      for (const [key, value] of Object.entries(options.params ?? {})) if (value !== undefined) target.searchParams.set(key, String(value));
      return callNetwork<T>(scoped, { method: 'POST', url: target.toString(), headers: { 'content-type': mimeType, ...options.headers }, body: bytes }, read(options));
    },
  };
}

export type XrpcClient = ReturnType<typeof xrpcClient>;

/** A fetch that signs every call with this bearer token (an app-password session's accessJwt). */
export const bearerFetch =
  (inner: typeof fetch, token: string): typeof fetch =>
  (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('authorization', `Bearer ${token}`);
    return inner(input, { ...init, headers });
  };
