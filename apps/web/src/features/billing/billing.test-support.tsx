import { PLANS, PLAN_FEATURES, PLAN_IDS, type Invoice, type PaymentMethod, type Plan, type Subscription, type TeamRole, type UsageSummary } from '@publia/shared';
import { json, mockFetch, session, type Handler } from '../../test/fetch-mock.ts';

export const aPlan = (id: Plan['id']): Plan => ({ ...PLANS[id], features: [...PLAN_FEATURES[id]] });
export const allPlans = PLAN_IDS.map(aPlan);

export function aSubscription(overrides: Partial<Subscription> = {}): Subscription {
  const planId = overrides.planId ?? 'pro';
  return {
    id: 'sub_1',
    planId,
    plan: aPlan(planId),
    status: 'active',
    currentPeriodStart: '2026-03-10T09:00:00.000Z',
    currentPeriodEnd: '2026-04-10T09:00:00.000Z',
    cancelAtPeriodEnd: false,
    usage: { contentGenerationUsed: 217, scheduledPostsUsed: 89, teamMembersUsed: 2, socialAccountsUsed: 5 },
    pastDueSince: null,
    graceEndsAt: null,
    ...overrides,
  };
}

export function aUsage(overrides: Partial<UsageSummary> = {}): UsageSummary {
  return {
    mode: 'sandbox',
    planId: 'pro',
    price: 7900,
    limits: PLANS.pro.limits,
    usage: { contentGenerationUsed: 217, scheduledPostsUsed: 89, teamMembersUsed: 2, socialAccountsUsed: 5 },
    periodStart: '2026-03-10T09:00:00.000Z',
    periodEnd: '2026-04-10T09:00:00.000Z',
    source: 'subscription',
    hasSubscription: true,
    ...overrides,
  };
}

/** Billing off on an instance without DEFAULT_PLAN: no plan, no limit. */
export const unlimitedUsage = aUsage({ mode: 'off', planId: null, price: null, limits: null, source: 'unlimited', hasSubscription: false });

export function aCard(overrides: Partial<PaymentMethod> = {}): PaymentMethod {
  return { id: 'pm_1', type: 'card', brand: 'visa', last4: '4242', expiryMonth: 4, expiryYear: 2031, isDefault: true, ...overrides };
}

export function anInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: 'in_1',
    number: 'PUB-000001',
    date: '2026-03-10T09:00:00.000Z',
    amount: 7900,
    currency: 'eur',
    status: 'paid',
    pdfUrl: '/api/subscription/invoices/in_1/pdf',
    ...overrides,
  };
}

export const emptyProfile = { legalName: '', email: '', addressLine1: '', addressLine2: '', postalCode: '', city: '', country: 'FR', siren: '', vatNumber: '' };

export const ok = (data: unknown, message?: string) => json(200, { success: true, data, ...(message ? { message } : {}) });

/** A signed-in member on the subscription page: the layout's calls and the billing reads; `extra` adds or replaces. */
export function billingServer(
  options: {
    role?: TeamRole;
    usage?: UsageSummary;
    subscription?: Subscription | null;
    cards?: PaymentMethod[];
    invoices?: Invoice[];
    extra?: Record<string, Handler>;
  } = {},
) {
  return mockFetch({
    'GET /api/auth/me': () => json(200, { ...session, workspace: { ...session.workspace, role: options.role ?? 'admin' } }),
    'GET /api/content/counts': () => json(200, { success: true, data: { pending: 0, scheduled: 0 } }),
    'GET /api/notifications': () => json(200, { success: true, data: [], unreadCount: 0 }),
    'GET /api/subscription/usage': () => ok(options.usage ?? aUsage()),
    'GET /api/subscription/plans': () => ok(allPlans),
    'GET /api/subscription/current': () => ok(options.subscription === undefined ? aSubscription() : options.subscription),
    'GET /api/subscription/payment-methods': () => ok(options.cards ?? [aCard()]),
    'GET /api/subscription/invoices': () => ok(options.invoices ?? [anInvoice()]),
    'GET /api/subscription/billing-profile': () => ok(emptyProfile),
    ...options.extra,
  });
}

/** The JSON body a call sent. */
export const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;

/** Text as a user reads it: French number and date formats use (narrow) no-break spaces. */
export const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
