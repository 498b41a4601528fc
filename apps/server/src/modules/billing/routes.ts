import { billingEndpoints as endpoints } from '@publia/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../core/context/app-context.ts';
import { download } from '../../http/download.ts';
import { serve } from '../../http/endpoint.ts';
import { authOf } from '../../http/require-auth.ts';
import type { BillingCaller } from './billing-audit.ts';
import {
  addCardRedirect,
  cancelSubscription,
  changePlan,
  currentSubscription,
  deletePaymentMethod,
  getBillingProfile,
  invoicePdf,
  listInvoiceViews,
  listPaymentMethods,
  listPlans,
  resumeSubscription,
  saveBillingProfile,
  setDefaultPaymentMethod,
  subscribe,
  usageSummary,
} from './service.ts';
import { billingWebhookRoute } from './webhook.ts';

const callerOf = (request: FastifyRequest): BillingCaller => ({ auth: authOf(request), ip: request.ip });
const workspaceOf = (request: FastifyRequest) => authOf(request).workspace.id;

/** The subscription page's API (`/api/subscription/*`) and the provider's webhook. */
export function billingRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    serve(app, endpoints.plans, () => ({ data: listPlans() }));
    serve(app, endpoints.current, async ({ request }) => ({ data: await currentSubscription(ctx, workspaceOf(request)) }));
    serve(app, endpoints.usage, async ({ request }) => ({ data: await usageSummary(ctx, workspaceOf(request)) }));
    serve(app, endpoints.subscribe, async ({ request, body }) => ({ ...(await subscribe(ctx, callerOf(request), body.planId)) }));
    serve(app, endpoints.changePlan, async ({ request, body }) => ({ ...(await changePlan(ctx, callerOf(request), body.planId)) }));
    serve(app, endpoints.cancel, async ({ request }) => ({ ...(await cancelSubscription(ctx, callerOf(request))) }));
    serve(app, endpoints.resume, async ({ request }) => ({ ...(await resumeSubscription(ctx, callerOf(request))) }));
    serve(app, endpoints.paymentMethods, async ({ request }) => ({ data: await listPaymentMethods(ctx, workspaceOf(request)) }));
    serve(app, endpoints.addPaymentMethod, async ({ request }) => ({ redirectUrl: await addCardRedirect(ctx, callerOf(request)) }));
    serve(app, endpoints.deletePaymentMethod, async ({ request, params }) => ({
      message: await deletePaymentMethod(ctx, callerOf(request), params.id),
    }));
    serve(app, endpoints.defaultPaymentMethod, async ({ request, params }) => ({
      message: await setDefaultPaymentMethod(ctx, callerOf(request), params.id),
    }));
    serve(app, endpoints.invoices, async ({ request }) => ({ data: await listInvoiceViews(ctx, workspaceOf(request)) }));
    serve(app, endpoints.invoicePdf, async ({ request, reply, params }) => download(reply, 'application/pdf', await invoicePdf(ctx, workspaceOf(request), params.id)));
    serve(app, endpoints.billingProfile, async ({ request }) => ({ data: await getBillingProfile(ctx, authOf(request)) }));
    serve(app, endpoints.saveBillingProfile, async ({ request, body }) => ({
      data: await saveBillingProfile(ctx, callerOf(request), body),
    }));
    await app.register(billingWebhookRoute(ctx));
  };
}
