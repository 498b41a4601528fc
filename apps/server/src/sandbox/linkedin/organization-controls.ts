import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { parseInput } from '../../http/validation.ts';
import type { SandboxContext } from '../kit/context.ts';
import { findSandboxUser } from '../kit/oauth.ts';
import { getOrganization, ORGANIZATION_PREFIX, setAdministrator } from './organizations.ts';

const roleSchema = z
  .object({
    organization: z.string().regex(/^urn:li:organization:\d+$/),
    member: z.string().regex(/^urn:li:person:\w+$/),
    administrator: z.boolean(),
  })
  .strict();

/**
 * The LinkedIn sandbox's control (served with `SANDBOX_CONTROLS` only), for tests and demos: gives
 * a demo member the administrator role of one of their Pages, or takes it back, as another
 * administrator would on LinkedIn. Like the other controls, it refuses another site, takes JSON
 * only, and acts on the asking visitor's demo members only.
 */
export const organizationControls =
  (ctx: SandboxContext): FastifyPluginAsync =>
  async (scope) => {
    scope.addHook('onRequest', async (request) => {
      if (ctx.sameOrigin && !ctx.sameOrigin(request)) throw new AppError(403, 'sandbox.controlsCrossSite');
      const type = request.headers['content-type'];
      if (!type?.startsWith('application/json')) throw new AppError(415, 'http.unsupportedMediaType', { type: type ?? 'aucun' });
    });

    scope.post('/_organization-roles', async (request) => {
      const input = parseInput(roleSchema, request.body);
      const visitor = (await ctx.visitorOf?.(request)) ?? null;
      const member = await findSandboxUser(ctx.db, 'linkedin', input.member.slice('urn:li:person:'.length));
      const organization = await getOrganization(ctx, input.organization.slice(ORGANIZATION_PREFIX.length));
      // Another visitor's member or Page is answered as unknown, never as forbidden.
      if (!member || (member.owner ?? null) !== visitor || !organization || organization.owner !== visitor) throw new AppError(404, 'http.notFound');
      await setAdministrator(ctx, organization, input.member, input.administrator);
      return { success: true };
    });
  };
