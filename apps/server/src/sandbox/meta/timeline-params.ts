import type { FastifyRequest } from 'fastify';
import type { TimelinePage } from '../kit/posts.ts';
import type { GraphError } from '../../networks/meta/errors.ts';
import { GRAPH_ERRORS } from './graph-answers.ts';
import { paramsOf, textParam } from './params.ts';

/** Graph's page size when `limit` is not given, and the most it gives in one page. */
const DEFAULT_LIMIT = 25;
const MAX_LIMIT = 100;

/** `since`/`until` as Graph reads them: a Unix timestamp, or a date it can parse. */
function timeOf(value: string | null): Date | null | 'invalid' {
  if (value === null) return null;
  const date = /^\d+$/.test(value) ? new Date(Number(value) * 1000) : new Date(value);
  return Number.isNaN(date.getTime()) ? 'invalid' : date;
}

const encode = (key: string) => Buffer.from(key).toString('base64url');
const decode = (cursor: string) => Buffer.from(cursor, 'base64url').toString();

export interface TimelineQuery {
  since: Date | null;
  until: Date | null;
  after: string | null;
  limit: number;
}

/** An edge's time-based and cursor paging parameters, or Graph's refusal of them. */
export function timelineQuery(request: FastifyRequest): TimelineQuery | { error: GraphError } {
  const params = paramsOf(request);
  const since = timeOf(textParam(params, 'since'));
  const until = timeOf(textParam(params, 'until'));
  if (since === 'invalid') return { error: GRAPH_ERRORS.invalidParam('The parameter since must be a Unix timestamp or a date') };
  if (until === 'invalid') return { error: GRAPH_ERRORS.invalidParam('The parameter until must be a Unix timestamp or a date') };
  const limitText = textParam(params, 'limit');
  const limit = limitText === null ? DEFAULT_LIMIT : Number(limitText);
  if (!Number.isInteger(limit) || limit < 1) return { error: GRAPH_ERRORS.invalidParam('The parameter limit must be a positive integer') };
  const after = textParam(params, 'after');
  return { since, until, after: after === null ? null : decode(after), limit: Math.min(limit, MAX_LIMIT) };
}

/** Graph's `paging`: the cursors of the page, and `next` only when there is more to read. */
export function pagingOf(request: FastifyRequest, siteUrl: string, page: TimelinePage) {
  if (page.cursors.length === 0) return {};
  const cursors = { before: encode(page.cursors[0]!), after: encode(page.cursors[page.cursors.length - 1]!) };
  if (!page.next) return { paging: { cursors } };
  const next = new URL(request.url, siteUrl.replace(/\/sandbox\/\w+$/, ''));
  next.searchParams.set('after', cursors.after);
  return { paging: { cursors, next: next.toString() } };
}
