import { API_KEY_LIMITS, WEBHOOK_EVENT_TYPES, WEBHOOK_LIMITS, WEBHOOK_TEST_EVENT, type Endpoint } from '@publia/shared';
import type { PublicRoute } from '../core/api-keys/service.ts';

type JsonSchema = Record<string, unknown>;

const SAMPLE_ID = '3f2b8c1e-6a4d-4e2f-9b7a-5c1d2e3f4a5b';
/** Sample values by property name, for the curl examples' bodies (any other string is « exemple »). */
const SAMPLE_STRINGS: Readonly<Record<string, string>> = {
  content: 'Notre nouvelle carte arrive lundi !',
  text: 'Merci pour votre message !',
  title: 'Nouvelle carte',
  scheduledFor: '2026-06-01T09:00:00+02:00',
  code: 'code-du-reseau',
  state: 'etat-du-reseau',
};

/** A value the schema accepts: its required properties (or its first one when none is), the first of each choice. */
function sampleOf(schema: JsonSchema, name = ''): unknown {
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const choices = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (choices) return sampleOf(choices.find((choice) => choice.type !== 'null') ?? choices[0]!, name);
  switch (schema.type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const required = (schema.required ?? []) as string[];
      const shown = required.length > 0 ? required : Object.keys(properties).slice(0, 1);
      return Object.fromEntries(shown.filter((key) => properties[key]).map((key) => [key, sampleOf(properties[key]!, key)]));
    }
    case 'array':
      return [sampleOf((schema.items ?? {}) as JsonSchema, name)];
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 1;
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'uuid' || /ids?$/i.test(name)) return SAMPLE_ID;
      if (schema.format === 'date-time') return '2026-06-01T07:00:00.000Z';
      return SAMPLE_STRINGS[name] ?? 'exemple';
    default:
      return {};
  }
}

const shellQuoted = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** The curl command of one operation: its address with sample path values, the key, and the sample body. */
function curlExample(route: PublicRoute, serverUrl: string, sample: unknown): string {
  const { endpoint } = route;
  const path = route.path.replace(/:([A-Za-z_]\w*)/g, (_match, name: string) => (name === 'platform' ? 'linkedin' : SAMPLE_ID));
  const lines = [`curl${endpoint.method === 'GET' ? '' : ` -X ${endpoint.method}`} "${serverUrl}${path}"`, '-H "Authorization: Bearer $PUBLIA_API_KEY"'];
  if (endpoint.body === 'multipart') lines.push('-F "file=@photo.jpg"', '-F "kind=image"');
  else if (sample !== undefined) lines.push('-H "Content-Type: application/json"', `-d ${shellQuoted(JSON.stringify(sample))}`);
  if (endpoint.download) lines.push(`-o ${endpoint.path.split('/').at(-1)}`);
  return lines.join(' \\\n  ');
}

const RATE_LIMIT_HEADERS = {
  'RateLimit-Limit': { description: 'Requests allowed per minute to this key', schema: { type: 'integer' } },
  'RateLimit-Remaining': { description: 'Requests left in the current minute', schema: { type: 'integer' } },
  'RateLimit-Reset': { description: 'Seconds until the count starts again', schema: { type: 'integer' } },
};

const errorAnswer = (description: string, headers?: JsonSchema) => ({
  description,
  ...(headers ? { headers } : {}),
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
});

/**
 * An operation of the public API: the same input and answer as its `/api` twin, signed in by an API
 * key (`bearerAuth`), with the scope it needs, the key's answers (401, 403, 429, RateLimit headers)
 * and a curl example, in the description (a fenced block) and as `x-codeSamples`; its body's sample
 * is also the request's `example`.
 */
export function publicOperationOf(route: PublicRoute, twin: JsonSchema, serverUrl: string, body: JsonSchema | null): JsonSchema {
  const { endpoint, scope } = route;
  const sample = body ? sampleOf(body) : undefined;
  const curl = curlExample(route, serverUrl, sample);
  const responses = twin.responses as Record<string, JsonSchema>;
  const status = String(endpoint.status ?? 200);
  return {
    ...twin,
    ...(body ? { requestBody: { required: true, content: { 'application/json': { schema: body, example: sample } } } } : {}),
    operationId: `${endpoint.method.toLowerCase()}${route.path.replace(/[/:-](\w)/g, (_m, c: string) => c.toUpperCase())}`,
    tags: [`v1 ${endpoint.tag}`],
    description: [
      `Needs an API key with the scope \`${scope}\`${scope === 'admin' ? '' : ' (or `admin`)'}, acting as its creator, whose role must allow ${accessLabel(endpoint)}.`,
      '',
      '```bash',
      curl,
      '```',
    ].join('\n'),
    'x-api-key-scope': scope,
    'x-codeSamples': [{ lang: 'Shell', label: 'curl', source: curl }],
    security: [{ bearerAuth: [] }],
    responses: {
      ...responses,
      [status]: { ...responses[status], headers: RATE_LIMIT_HEADERS },
      '400': errorAnswer('A faulty input, named in `field`, or a cookie sent with the key, with a French `message`'),
      '401': errorAnswer('No key, or a malformed, unknown, revoked or expired one, or its creator left the workspace'),
      '403': errorAnswer("The key lacks the scope, or its creator's role does not allow it", RATE_LIMIT_HEADERS),
      '429': errorAnswer(`More than the key's requests per minute (${API_KEY_LIMITS.requestsPerMinute} by default); \`Retry-After\` says when to try again`, {
        ...RATE_LIMIT_HEADERS,
        'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } },
      }),
    },
  };
}

const accessLabel = (endpoint: Endpoint) => (endpoint.access === 'public' || endpoint.access === 'authenticated' ? 'any member' : `\`${endpoint.access}\``);

const WEBHOOK_HEADERS = [
  { name: 'webhook-id', description: "The event's id (`msg_…`), the same when a delivery is sent again: ignore an id already handled" },
  { name: 'webhook-timestamp', description: 'When it was sent, in seconds since 1970: refuse one too far from now' },
  {
    name: 'webhook-signature',
    description:
      "`v1,<base64 HMAC-SHA256 of id.timestamp.body>` with the endpoint's secret (`whsec_…`, base64 after the prefix); during a rotation, two signatures separated by a space",
  },
].map((header) => ({ ...header, in: 'header', required: true, schema: { type: 'string' } }));

const duration = (seconds: number) => (seconds >= 3600 ? `${seconds / 3600} h` : seconds >= 60 ? `${seconds / 60} min` : `${seconds} s`);
const delays = WEBHOOK_LIMITS.retryDelaysSeconds.map(duration);
const RETRIES = `${delays.slice(0, -1).join(', ')} and ${delays.at(-1)}`;
const TIME_LIMIT = duration(WEBHOOK_LIMITS.timeoutMs / 1000);

/**
 * The OpenAPI 3.1 `webhooks` section: one entry per event Publia sends, signed per Standard
 * Webhooks, its payload `{ type, timestamp, data }`; a receiver answers 2xx within the time limit.
 */
export function webhooksSection(): Record<string, JsonSchema> {
  return Object.fromEntries(
    [...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT].map((type) => [
      type,
      {
        post: {
          operationId: `webhook${type.replace(/[._](\w)/g, (_m, c: string) => c.toUpperCase()).replace(/^\w/, (c) => c.toUpperCase())}`,
          summary: type === WEBHOOK_TEST_EVENT ? 'Sent by « Tester », to check a receiver' : `Sent to the endpoints subscribed to \`${type}\``,
          tags: ['webhooks'],
          security: [],
          parameters: WEBHOOK_HEADERS,
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['type', 'timestamp', 'data'],
                  properties: {
                    type: { const: type },
                    timestamp: { type: 'string', format: 'date-time' },
                    data: { type: 'object', description: 'What happened: the ids and fields of the item, post, comment, account or member concerned' },
                  },
                },
              },
            },
          },
          responses: {
            '2XX': { description: 'Received: not sent again' },
            default: { description: `Anything else, or no answer within ${TIME_LIMIT}: retried after ${RETRIES}` },
          },
        },
      },
    ]),
  );
}
