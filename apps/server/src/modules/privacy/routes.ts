import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app/context.ts';

/** Settings → Confidentialité (`/api/privacy/*`). */
export function privacyRoutes(_ctx: AppContext) {
  return async (_app: FastifyInstance) => {};
}
