import { apiErrorSchema, type Endpoint } from '@publia/shared';
import { z } from 'zod';
import { publicRoutesOf } from '../core/api-keys/service.ts';
import { errorStatusesOf } from './error-statuses.ts';
import { publicOperationOf, webhooksSection } from './openapi-public-api.ts';
import { SESSION_COOKIE } from './session-cookie.ts';

type JsonSchema = Record<string, unknown>;

/** A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), as a request sends it or an answer holds it. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
  return json;
}

/** The properties of an object schema as OpenAPI parameters (`in: path` or `in: query`). */
function parametersOf(schema: z.ZodType | undefined, place: 'path' | 'query'): JsonSchema[] {
  if (!schema) return [];
  const json = jsonSchema(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: place,
      required: place === 'path' || required.has(name),
      schema: rest,
      ...(typeof description === 'string' ? { description } : {}),
    };
  });
}

const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
});

function operationOf(endpoint: Endpoint): JsonSchema {
  const status = String(endpoint.status ?? 200);
  const body =
    endpoint.body === 'multipart'
      ? {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                required: ['file'],
                properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' }, kind: { type: 'string', enum: ['image', 'video'] } },
              },
            },
          },
        }
      : endpoint.body
        ? { required: true, content: { 'application/json': { schema: jsonSchema(endpoint.body, 'input') } } }
        : undefined;
  return {
    operationId: `${endpoint.method.toLowerCase()}${endpoint.path.replace(/[/:-](\w)/g, (_m, c: string) => c.toUpperCase())}`,
    summary: endpoint.summary,
    tags: [endpoint.tag],
    ...(endpoint.access === 'public' ? { security: [] } : {}),
    ...(endpoint.access !== 'public' && endpoint.access !== 'authenticated' ? { 'x-permission': endpoint.access } : {}),
    parameters: [...parametersOf(endpoint.params, 'path'), ...parametersOf(endpoint.query, 'query')],
    ...(body ? { requestBody: body } : {}),
    responses: {
      [status]: endpoint.response
        ? { description: 'OK', content: { 'application/json': { schema: jsonSchema(endpoint.response, 'output') } } }
        : endpoint.download
          ? { description: 'A file to download', content: { [endpoint.download]: { schema: { type: 'string', format: 'binary' } } } }
          : { description: 'OK' },
      ...Object.fromEntries([...errorStatusesOf(endpoint)].map(([code, description]) => [String(code), errorAnswer(description)])),
    },
  };
}

/**
 * The OpenAPI 3.1 document of the API, generated from the same declarations the server registers
 * its routes from, so it cannot drift from what is served. Writes need the `x-csrf-token` header
 * the session answers carry. The public API's operations (/api/v1, API keys) and the outgoing
 * webhooks are described beside them.
 */
export function openApiDocument(endpoints: readonly Endpoint[], info: { version: string; serverUrl: string }): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const add = (path: string, method: string, operation: JsonSchema) => {
    (paths[path.replace(/:([A-Za-z_]\w*)/g, '{$1}')] ??= {})[method.toLowerCase()] = operation;
  };
  const operations = new Map(endpoints.map((endpoint) => [endpoint, operationOf(endpoint)]));
  for (const [endpoint, operation] of operations) add(endpoint.path, endpoint.method, operation);
  // The public API: each of its endpoints again under /api/v1, for API keys.
  for (const route of publicRoutesOf(endpoints)) {
    const twin = operations.get(route.endpoint)!;
    const body = (twin.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)?.content?.['application/json']?.schema ?? null;
    add(route.path, route.endpoint.method, publicOperationOf(route, twin, info.serverUrl, body));
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Publia API',
      version: info.version,
      description: [
        'The API the Publia web app calls. Sign in with POST /api/auth/login (session cookie); writes also send the `x-csrf-token` header from the sign-in or /api/auth/me answer. Errors answer `ApiError` with a French `message`.',
        '',
        'The public API (`/api/v1/…`: content, media, accounts, analytics, comments) takes an API key instead, made by an admin in Paramètres → Intégrations: `Authorization: Bearer pk_live_…`, no cookie, no CSRF token. Each operation says the scope it needs; the key acts as the member who made it, never beyond their role. Every answer to a key carries `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset`.',
        '',
        'The `webhooks` section describes the events Publia sends to the endpoints an admin subscribes, signed per Standard Webhooks.',
      ].join('\n'),
    },
    servers: [{ url: info.serverUrl }],
    security: [{ session: [] }],
    // The public API first: the documentation page (/api/docs) is read mostly for it.
    tags: [...new Set(publicRoutesOf(endpoints).map((route) => route.endpoint.tag))].map((tag) => ({ name: `v1 ${tag}`, description: `Public API (API key): ${tag}` })),
    paths,
    webhooks: webhooksSection(),
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
        bearerAuth: { type: 'http', scheme: 'bearer', description: 'An API key (`pk_live_…`), accepted under /api/v1 only' },
      },
      schemas: { ApiError: jsonSchema(apiErrorSchema, 'output') },
    },
  };
}
