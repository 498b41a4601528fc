import type { ApiKeyScope } from '@publia/shared';
import type { FastifyInstance } from 'fastify';
import { withSession, type Visitor } from '../../test/test-app.ts';

/** Creates a key through the Intégrations tab's API as `visitor` (an admin) and answers it whole. */
export async function createKey(app: FastifyInstance, visitor: Visitor, scopes: ApiKeyScope[], extra: { name?: string; expiresInDays?: number } = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/integrations/api-keys',
    headers: withSession(visitor),
    payload: { name: extra.name ?? `Clé ${scopes.join('+')}`, scopes, ...(extra.expiresInDays ? { expiresInDays: extra.expiresInDays } : {}) },
  });
  if (response.statusCode !== 201) throw new Error(`clé non créée : ${response.statusCode} ${response.body}`);
  const { data } = response.json() as { data: { id: string; name: string; key: string } };
  return data;
}

export const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
