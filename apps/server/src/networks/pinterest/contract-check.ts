import { readFileSync } from 'node:fs';
import { loadContract } from '../../test/openapi-contract.ts';
import { createQueryCheck } from '../contract-query.ts';
import type { Exchange } from '../test-support.ts';

/**
 * Checks the exchanges of the Pinterest client with its fake against Pinterest's official
 * OpenAPI file: each request (JSON or form body, and query parameters) and each answer, for the
 * operations the file describes. The storage behind `upload_url` and the public Pin pages are not
 * Pinterest's API and are left out.
 */

const BASE = '/sandbox/pinterest/v5';
const TEMPLATES = ['/oauth/token', '/user_account', '/boards', '/pins/analytics', '/pins/{pin_id}/analytics', '/pins', '/media/{media_id}', '/media'];
const matchers = TEMPLATES.map((template) => ({ template, pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`) }));

let loaded: { contract: ReturnType<typeof loadContract>; queryProblems: ReturnType<typeof createQueryCheck> } | null = null;
function load() {
  if (loaded) return loaded;
  const spec = JSON.parse(readFileSync(new URL('../../../contracts/pinterest-v5.openapi.json', import.meta.url), 'utf8')) as Record<string, unknown>;
  loaded = { contract: loadContract('pinterest-v5.openapi.json'), queryProblems: createQueryCheck(spec) };
  return loaded;
}

export function contractProblems(exchanges: readonly Exchange[]): string[] {
  const { contract, queryProblems } = load();
  const problems: string[] = [];
  for (const exchange of exchanges) {
    if (!exchange.url.pathname.startsWith(BASE)) continue;
    const path = exchange.url.pathname.slice(BASE.length);
    const name = `${exchange.method} ${path}`;
    const template = matchers.find((matcher) => matcher.pattern.test(path))?.template;
    if (!template) {
      problems.push(`${name}: not in the OpenAPI file`);
      continue;
    }
    problems.push(...queryProblems(exchange.method, template, exchange.url).map((p) => `${name} ${p}`));
    if (exchange.requestBody !== null) {
      const type = exchange.requestContentType.split(';')[0]!.trim();
      problems.push(...contract.request(exchange.method, template, exchange.requestBody, type).map((p) => `${name} request: ${p}`));
    }
    if (exchange.status === undefined) continue;
    if (!(exchange.responseContentType ?? '').includes('json')) {
      problems.push(`${name} ${exchange.status}: answered ${exchange.responseContentType || 'without a content type'}`);
      continue;
    }
    problems.push(...contract.response(exchange.method, template, exchange.status, exchange.responseBody).map((p) => `${name} ${exchange.status}: ${p}`));
  }
  return problems;
}
