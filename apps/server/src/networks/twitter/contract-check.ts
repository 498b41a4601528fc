import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import { loadContract } from '../../test/openapi-contract.ts';
import { createQueryCheck } from '../contract-query.ts';
import { failOnProblems, type Exchange } from '../test-support.ts';

/**
 * Checks the exchanges of the X client with its fake against X's official OpenAPI file: each
 * request the client sent, and each answer the fake gave, for the operations the file describes.
 */

const TEMPLATES = [
  '/2/media/upload/initialize',
  '/2/media/upload/{id}/append',
  '/2/media/upload/{id}/finalize',
  '/2/media/upload',
  '/2/media/metadata',
  '/2/tweets/search/recent',
  '/2/tweets/{tweet_id}/hidden',
  '/2/tweets/{id}',
  '/2/tweets',
  '/2/users/me',
  '/2/users/by/username/{username}',
  '/2/users/{id}/tweets',
];

/** What the client calls that the OpenAPI file does not describe (OAuth lives in X's docs only). */
export const NOT_IN_CONTRACT = ['POST /2/oauth2/token'];

/**
 * Two schemas of the file require a property they never define, which X's answers do not carry
 * (`meta` on the media upload answers, `type` in `ProcessingInfo`): these two problems, and only
 * at these places, are the file's defects, not the fake's.
 */
const SPEC_DEFECTS = [
  { path: /^\/2\/media\/upload/, problem: "/ must have required property 'meta'" },
  { path: /^\/2\/media\/upload/, problem: "/data/processing_info must have required property 'type'" },
];
const isSpecDefect = (path: string, problem: string) => SPEC_DEFECTS.some((defect) => defect.path.test(path) && defect.problem === problem);

const matchers = TEMPLATES.map((template) => ({
  template,
  pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
}));

let contract: ReturnType<typeof loadContract> | null = null;
let problemSchema: ((value: unknown) => boolean) & { errors?: unknown } = null!;
let queryProblems: ReturnType<typeof createQueryCheck> = null!;

function load() {
  if (contract) return contract;
  contract = loadContract('x-api-v2.openapi.json');
  // The checker reads `application/json` answers only; X's refusals are `application/problem+json`.
  const spec = JSON.parse(readFileSync(new URL('../../../contracts/x-api-v2.openapi.json', import.meta.url), 'utf8'));
  const { discriminator: _ignored, ...problem } = spec.components.schemas.Problem;
  problemSchema = new Ajv({ strict: false, allErrors: true }).compile(problem);
  queryProblems = createQueryCheck(spec);
  return contract;
}

export function contractProblems(exchanges: readonly Exchange[], basePath: string): string[] {
  const x = load();
  const problems: string[] = [];
  for (const exchange of exchanges) {
    const path = exchange.url.pathname.slice(basePath.length);
    const name = `${exchange.method} ${path}`;
    if (NOT_IN_CONTRACT.includes(name)) continue;
    const template = matchers.find((matcher) => matcher.pattern.test(path))?.template;
    if (!template) {
      problems.push(`${name}: not in the OpenAPI file`);
      continue;
    }
    problems.push(...queryProblems(exchange.method, template, exchange.url).map((p) => `${name} ${p}`));
    if (exchange.requestBody !== null) {
      const type = exchange.requestContentType.includes('multipart') ? 'multipart/form-data' : 'application/json';
      problems.push(...x.request(exchange.method, template, exchange.requestBody, type).map((p) => `${name} request: ${p}`));
    }
    if (exchange.status === undefined) continue;
    const contentType = exchange.responseContentType ?? '';
    if (contentType.includes('problem+json')) {
      if (!problemSchema(exchange.responseBody)) problems.push(`${name} ${exchange.status} problem: ${JSON.stringify(problemSchema.errors)}`);
    } else if (contentType.includes('json')) {
      const found = x.response(exchange.method, template, exchange.status, exchange.responseBody).filter((p) => !isSpecDefect(path, p));
      problems.push(...found.map((p) => `${name} ${exchange.status}: ${p}`));
    } else {
      problems.push(`${name} ${exchange.status}: answered ${contentType || 'without a content type'}`);
    }
  }
  return problems;
}

/** The check a test file runs after each test: every exchange with the X sandbox (at `/sandbox/twitter`) valid against X's OpenAPI file. */
export const checkXContract = (exchanges: readonly Exchange[]) => failOnProblems('X contract', contractProblems(exchanges, '/sandbox/twitter'));
