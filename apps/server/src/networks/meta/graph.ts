import type { z } from 'zod';
import type { NetworkContext } from '../context.ts';
import { callNetwork, type NetworkRequest } from '../http.ts';
import { readAnswer } from '../read-answer.ts';
import { readGraphError } from './errors.ts';

/** The Graph API version every call names (Meta keeps each version about two years). */
export const GRAPH_VERSION = 'v25.0';

/**
 * Facebook Login's dialog is on www.facebook.com (`auth`), every API call on graph.facebook.com
 * (`api`), Instagram included (Instagram API with Facebook Login), but a Page video's upload,
 * which Meta wants on graph-video.facebook.com (see `videoHost`). Relative permalinks (videos) are
 * resolved against `auth`, the public site — in sandbox mode both are the sandbox.
 */
export const META_BASE_URLS = { auth: 'https://www.facebook.com', api: 'https://graph.facebook.com' } as const;

export type GraphRequest = Omit<NetworkRequest, 'url'> & {
  /** Path below the version, its ids already encoded (see `node`). */
  path: string;
  /** `video`: the host of video uploads; `api` (default) every other call. */
  host?: 'api' | 'video';
};

const GRAPH_VIDEO_HOST = 'https://graph-video.facebook.com';

/** Meta's video host beside its Graph host; an overridden or sandboxed Graph host takes the videos too. */
const videoHost = (context: NetworkContext) => (context.baseUrls.api === META_BASE_URLS.api ? GRAPH_VIDEO_HOST : context.baseUrls.api);

/**
 * One Graph call with the token as a bearer header (never in the URL, which proxies log), its
 * success body read against the shape Graph promises.
 */
export async function graph<S extends z.ZodType>(context: NetworkContext, request: GraphRequest, shape: S): Promise<z.infer<S>> {
  const { path, host, ...rest } = request;
  const base = host === 'video' ? videoHost(context) : context.baseUrls.api;
  const answer = await callNetwork(context, { ...rest, url: `${base}/${GRAPH_VERSION}/${path}` }, readGraphError(context.network));
  return readAnswer(context.network, shape, answer);
}

/** `/{id}` or `/{id}/{edge}` with the id encoded. */
export const node = (id: string, edge?: string) => (edge ? `${encodeURIComponent(id)}/${edge}` : encodeURIComponent(id));

/** A permalink as Graph gives it: absolute for posts, relative to the public site for videos. */
export const absoluteLink = (context: NetworkContext, link: string) => (/^https?:\/\//.test(link) ? link : `${context.baseUrls.auth}${link.startsWith('/') ? '' : '/'}${link}`);
