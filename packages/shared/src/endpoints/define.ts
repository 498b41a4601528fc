import type { z } from 'zod';
import type { PermissionAction } from '../constants/permissions.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint: anyone ('public'), any signed-in member ('authenticated'), one of the
 * instance's operators ('operator': a person named in OPERATOR_EMAILS, whatever their role), or a
 * member whose role allows the action of the permission matrix.
 */
export type EndpointAccess = PermissionAction | 'authenticated' | 'operator' | 'public';

/**
 * One API endpoint, declared once: the server registers its route from it (permission, input
 * checks, answer serialiser), the web app calls it through it, and the OpenAPI document is
 * generated from it. `summary` is for developers reading the OpenAPI document (English).
 */
export interface Endpoint {
  readonly method: HttpMethod;
  /** Fastify's form: `/api/content/:id`. */
  readonly path: `/api/${string}`;
  readonly access: EndpointAccess;
  readonly tag: string;
  readonly summary: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  /** A JSON body, or `'multipart'` for a file upload (read by the route itself, streamed). */
  readonly body?: z.ZodType | 'multipart';
  /** The success answer; absent when the answer has no body worth describing (204). */
  readonly response?: z.ZodType;
  /** The success answer is a file of this type to download (an export), not JSON. */
  readonly download?: 'text/csv' | 'application/pdf' | 'text/x-opml' | 'application/zip';
  /** The success status: 200 unless said. */
  readonly status?: 200 | 201 | 202 | 204;
  /**
   * The refusals of the route's own rules, beyond those its declaration already implies (the
   * guard's 401 and 403, validation's 400, the 404 of an `:id` that names no record): a conflict
   * with the record's state (409), a plan's limit (402), a file too large (413)…
   */
  readonly errors?: readonly RouteErrorStatus[];
}

/** A refusal a route's own rule may answer (each answered with the API's error body). */
export type RouteErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 502 | 503;

/** Declares an endpoint, keeping its literal types (path, schemas) for the callers. */
export const endpoint = <const E extends Endpoint>(declaration: E): E => declaration;

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;
type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What a route handler receives, checked and typed. */
export interface ServerInput<E extends Endpoint> {
  params: Output<E['params']>;
  query: Output<E['query']>;
  body: E['body'] extends z.ZodType ? z.output<E['body']> : undefined;
}

/** The answer of an endpoint. */
export type EndpointResponse<E extends Endpoint> = E['response'] extends z.ZodType ? z.output<E['response']> : void;

type Keys<E extends Endpoint> =
  | (E['params'] extends z.ZodType ? 'params' : never)
  | (E['query'] extends z.ZodType ? 'query' : never)
  | (E['body'] extends z.ZodType ? 'body' : never);

/** What a caller sends: only the parts the endpoint declares (a query may be left out). */
export type CallInput<E extends Endpoint> = {
  [K in Keys<E>]: K extends 'params' ? Input<E['params']> : K extends 'query' ? Input<E['query']> : E['body'] extends z.ZodType ? z.input<E['body']> : never;
};

/** The path with its `:name` segments filled in (each value encoded). */
export function pathOf(declared: Pick<Endpoint, 'path'>, params: Record<string, unknown> | undefined): string {
  return declared.path.replace(/:([A-Za-z_]\w*)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`${declared.path} : paramètre « ${name} » manquant`);
    return encodeURIComponent(String(value));
  });
}
