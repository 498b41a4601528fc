import { API_KEY_SCOPES, type ApiKey, type ApiKeyScope } from '@publia/shared';
import type { ApiKeyRow } from './repository.ts';

const isScope = (value: string): value is ApiKeyScope => (API_KEY_SCOPES as readonly string[]).includes(value);

/** A key as the Intégrations tab lists it: never the key nor its hash; its creator by name, as the interface names people. */
export function apiKeyOf(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes.filter(isScope),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.creatorEmail === null ? null : row.creatorName?.trim() || row.creatorEmail,
  };
}

/** The scopes in their catalogue order, each once. */
export const orderedScopes = (scopes: readonly ApiKeyScope[]): ApiKeyScope[] => API_KEY_SCOPES.filter((scope) => scopes.includes(scope));
