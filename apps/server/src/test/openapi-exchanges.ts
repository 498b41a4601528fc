import { createQueryCheck } from '../networks/contract-query.ts';
import type { Exchange } from '../networks/test-support.ts';
import { loadContract, type ContractFile } from './openapi-contract.ts';

/** A network's exchanges with its fake, and the official OpenAPI file they must follow. */
export interface ExchangeContractSpec {
  file: ContractFile;
  /** Where the fake serves the API: what comes before the file's paths. Calls elsewhere (a media host, a post page) are not the API's. */
  basePath: string;
  /** Every operation Publia calls, as `METHOD /template` with the file's own template (`GET /pins/{pin_id}`). */
  operations: readonly string[];
  /** What Publia calls under `basePath` that the file does not describe (OAuth lives in the network's docs only). */
  outside?: readonly string[];
}

export interface ExchangeContract {
  /** The operations Publia calls, as given. */
  operations: readonly string[];
  /** The operation (`METHOD /template`) an exchange is a call of; null when it is none of `operations`. */
  operationOf(exchange: Exchange): string | null;
  /**
   * Every way the exchanges break the file: the query, the request body, and the answer for its
   * status and content type. `answersOnly` reads the answers alone, for requests sent wrong on purpose.
   */
  problems(exchanges: readonly Exchange[], options?: { answersOnly?: boolean }): string[];
}

const contentTypeOf = (header: string) => header.split(';')[0]!.trim();

/**
 * One check for both sides of the wire: what Publia's client sends and what the fake answers —
 * successes and refusals alike — each held to the operation the official file describes.
 */
export function createExchangeContract(spec: ExchangeContractSpec): ExchangeContract {
  let loaded: { contract: ReturnType<typeof loadContract>; queryProblems: ReturnType<typeof createQueryCheck> } | null = null;
  const load = () => {
    if (loaded) return loaded;
    const contract = loadContract(spec.file);
    loaded = { contract, queryProblems: createQueryCheck(contract.spec) };
    return loaded;
  };
  const matchers = spec.operations.map((operation) => {
    const [method, template] = operation.split(' ') as [string, string];
    return { operation, method, template, pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`) };
  });
  const pathOf = (exchange: Exchange) => (exchange.url.pathname.startsWith(spec.basePath) ? exchange.url.pathname.slice(spec.basePath.length) : null);
  const matcherOf = (exchange: Exchange) => {
    const path = pathOf(exchange);
    return path === null ? undefined : matchers.find((matcher) => matcher.method === exchange.method && matcher.pattern.test(path));
  };

  return {
    operations: spec.operations,
    operationOf: (exchange) => matcherOf(exchange)?.operation ?? null,
    problems(exchanges, { answersOnly = false } = {}) {
      const { contract, queryProblems } = load();
      const problems: string[] = [];
      for (const exchange of exchanges) {
        const path = pathOf(exchange);
        if (path === null) continue;
        const name = `${exchange.method} ${path}`;
        if (spec.outside?.includes(name)) continue;
        const matcher = matcherOf(exchange);
        if (!matcher) {
          problems.push(`${name}: not one of the operations of ${spec.file}`);
          continue;
        }
        const { method, template } = matcher;
        if (!answersOnly) problems.push(...queryProblems(method, template, exchange.url).map((problem) => `${name} ${problem}`));
        if (!answersOnly && exchange.requestBody !== null) {
          const type = contentTypeOf(exchange.requestContentType);
          problems.push(...contract.request(method, template, exchange.requestBody, type).map((problem) => `${name} request: ${problem}`));
        }
        if (exchange.status === undefined) continue;
        const type = contentTypeOf(exchange.responseContentType ?? '');
        if (!type.endsWith('json')) {
          problems.push(`${name} ${exchange.status}: answered ${type || 'without a content type'}`);
          continue;
        }
        problems.push(...contract.response(method, template, exchange.status, exchange.responseBody, type).map((problem) => `${name} ${exchange.status}: ${problem}`));
      }
      return problems;
    },
  };
}
