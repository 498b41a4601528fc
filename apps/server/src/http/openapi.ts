import { apiErrorSchema, type Endpoint } from '@publia/shared';
import { z } from 'zod';
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
      '400': errorAnswer('A faulty input, named in `field`, with a French `message`'),
      ...(endpoint.access === 'public' ? {} : { '401': errorAnswer('Not signed in, or the session ended') }),
      ...(endpoint.access === 'public' || endpoint.access === 'authenticated'
        ? {}
        : { '403': errorAnswer(endpoint.access === 'operator' ? "Not one of the instance's operators (OPERATOR_EMAILS)" : "The member's role does not allow it") }),
    },
  };
}

/**
 * The OpenAPI 3.1 document of the API, generated from the same declarations the server registers
 * its routes from, so it cannot drift from what is served. Writes need the `x-csrf-token` header
 * the session answers carry.
 */
export function openApiDocument(endpoints: readonly Endpoint[], info: { version: string; serverUrl: string }): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const endpoint of endpoints) {
    const path = endpoint.path.replace(/:([A-Za-z_]\w*)/g, '{$1}');
    (paths[path] ??= {})[endpoint.method.toLowerCase()] = operationOf(endpoint);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Publia API',
      version: info.version,
      description:
        'The API the Publia web app calls. Sign in with POST /api/auth/login (session cookie); writes also send the `x-csrf-token` header from the sign-in or /api/auth/me answer. Errors answer `ApiError` with a French `message`.',
    },
    servers: [{ url: info.serverUrl }],
    security: [{ session: [] }],
    paths,
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } },
      schemas: { ApiError: jsonSchema(apiErrorSchema, 'output') },
    },
  };
}
