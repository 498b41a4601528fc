import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as shared from '@publia/shared';
import { apiMessagesFr, frenchMessage, type ApiMessageKey } from '@publia/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { publicRoutesOf } from '../core/api-keys/service.ts';
import type { DeclaredRoute } from '../core/permissions/guard.ts';
import type { TestApp } from '../test/test-app.ts';
import type { FuzzInput } from './fuzz-inputs.test-support.ts';

/** What the fuzz passes ask of every answer: no 5xx, no stack trace, the French catalogue, a documented status. */

/** What a raw English text of zod, Fastify or JSON.parse looks like: never shown to a user. */
export const ENGLISH =
  /\b(cannot|must be|must have|expected|unexpected|invalid input|required|unrecognized|not found|bad request|internal server error|unsupported media type|too large|is not valid JSON|body|params\/|querystring)\b/i;
/** A stack frame, a source path or a dependency's name: what no answer may show. */
export const STACK_TRACE = /^\s+at |node_modules|\/src\/|\.[cm]?[jt]sx?:\d+/m;

export const codeOf = (response: LightMyRequestResponse): string | undefined => {
  try {
    return response.json<{ code?: string }>().code;
  } catch {
    return undefined;
  }
};

/** Each operation of /api/openapi.json and the statuses it documents. */
export async function statusesOfDocument(t: TestApp): Promise<Map<string, Set<number>>> {
  const document = (await t.app.inject({ url: '/api/openapi.json' })).json<{ paths: Record<string, Record<string, { responses: Record<string, unknown> }>> }>();
  return new Map(
    Object.entries(document.paths).flatMap(([pathName, methods]) =>
      Object.entries(methods).map(([method, operation]) => [`${method.toUpperCase()} ${pathName}`, new Set(Object.keys(operation.responses).map(Number))] as const),
    ),
  );
}

/** The routes whose success answer is a file to download (an export), with its declared type: at /api and at /api/v1. */
const DOWNLOADS = new Map<string, string>(
  shared.ENDPOINTS.flatMap((entry) =>
    entry.download ? [entry.path, ...publicRoutesOf([entry]).map((route) => route.path)].map((at) => [`${entry.method} ${at}`, entry.download as string] as const) : [],
  ),
);

/** The public API's documentation page and its files (/api/docs): a page, not an endpoint answering JSON. */
const isDocsPage = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');

export const excerpt = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}… (${text.length} caractères)` : text);

/** What is wrong with an answer, or null. */
export function problemOf(route: DeclaredRoute, input: FuzzInput, response: LightMyRequestResponse): string | null {
  if (response.statusCode >= 500) return 'erreur 5xx';
  if (STACK_TRACE.test(response.body)) return 'trace de pile ou chemin de fichier dans la réponse';
  // The path as the router sees it, dot segments resolved.
  if (!new URL(input.url, 'http://localhost').pathname.startsWith('/api/')) return null;
  const download = DOWNLOADS.get(`${route.method} ${route.url}`);
  if (download && response.statusCode < 400 && String(response.headers['content-type']).startsWith(download)) return null;
  if (isDocsPage(route.url) && response.statusCode < 400) return null;
  if (!String(response.headers['content-type']).startsWith('application/json')) return `réponse non JSON (${response.headers['content-type']})`;
  if (response.statusCode < 400) return null;
  const body = response.json<{ success?: unknown; code?: string; message?: unknown; params?: Record<string, string | number> }>();
  if (body.success !== false || typeof body.message !== 'string' || !body.message.trim()) return 'refus sans message';
  if (!body.code || !(body.code in apiMessagesFr)) return `code hors du catalogue (${body.code})`;
  const french = frenchMessage(body.code as ApiMessageKey, body.params ?? {});
  if (body.message !== french) return 'message qui n’est pas celui du catalogue français';
  if (ENGLISH.test(body.message)) return 'message en anglais';
  return null;
}

/**
 * Whether the request reached this route: its path (dot segments resolved) has the pattern's
 * segments, a value in each parameter. Another path (`..` in an id) is another route's answer.
 */
function reachesRoute(pattern: string, url: string): boolean {
  const sent = new URL(url, 'http://localhost').pathname.split('/');
  const expected = pattern.split('/');
  return sent.length === expected.length && expected.every((segment, index) => (segment.startsWith(':') ? sent[index] !== '' : segment === sent[index]));
}

/**
 * The operation and status of an answer its operation does not document, or null. The router's
 * « route inconnue » (a parameter longer than it reads) is no operation's answer, nor is the
 * answer of a path that reached another route.
 */
export function undocumentedStatus(documentedStatuses: Map<string, Set<number>>, route: DeclaredRoute, input: FuzzInput, response: LightMyRequestResponse): string | null {
  if (isDocsPage(route.url) || !reachesRoute(route.url, input.url) || codeOf(response) === 'http.routeNotFound') return null;
  const operation = `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`;
  const statuses = documentedStatuses.get(operation);
  if (!statuses) return `${operation} absente du document`;
  return statuses.has(response.statusCode) ? null : `${operation} → ${response.statusCode}`;
}

/**
 * Starts a fuzz pass's app before its tests and closes it after, on a built web app of one page, as
 * in production: a URL that leaves /api or /sandbox (`/api/x/../../etc/passwd`) gets the page.
 */
export function startedBeforeAll<P extends { t: TestApp }>(start: (webDir: string) => Promise<P>, started: (pass: P) => void, timeout: number): void {
  let webDir: string | undefined;
  let pass: P | undefined;
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'publia-fuzz-web-'));
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Publia</title>');
    pass = await start(webDir);
    started(pass);
  }, timeout);
  afterAll(async () => {
    await pass?.t.close();
    if (webDir) fs.rmSync(webDir, { recursive: true, force: true });
  });
}
