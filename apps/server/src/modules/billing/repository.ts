import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { billingCustomers, billingEvents, billingInvoices } from '../../db/schema/index.ts';

export type CustomerRow = typeof billingCustomers.$inferSelect;
export type InvoiceRow = typeof billingInvoices.$inferSelect;
export type NewInvoiceRow = typeof billingInvoices.$inferInsert;
/** The buyer's legal details as kept (without the provider's id). */
export type ProfileFields = Omit<CustomerRow, 'workspaceId' | 'customerId' | 'updatedAt'>;

export async function findCustomer(db: Db, workspaceId: string): Promise<CustomerRow | null> {
  const [row] = await db.select().from(billingCustomers).where(eq(billingCustomers.workspaceId, workspaceId)).limit(1);
  return row ?? null;
}

export async function findWorkspaceOfCustomer(db: Db, customerId: string): Promise<string | null> {
  const [row] = await db.select({ workspaceId: billingCustomers.workspaceId }).from(billingCustomers).where(eq(billingCustomers.customerId, customerId)).limit(1);
  return row?.workspaceId ?? null;
}

/** Saves the legal details (the row made if missing); the provider's id is left as it is. */
export async function saveProfile(db: Db, workspaceId: string, profile: ProfileFields, now: Date): Promise<CustomerRow> {
  const [row] = await db
    .insert(billingCustomers)
    .values({ workspaceId, ...profile })
    .onConflictDoUpdate({ target: billingCustomers.workspaceId, set: { ...profile, updatedAt: now } })
    .returning();
  return row!;
}

/**
 * Keeps the provider's customer id of a workspace; when two requests made one each at once, the
 * first kept wins and is returned (the other customer stays unused at the provider).
 */
export async function keepCustomerId(db: Db, workspaceId: string, customerId: string, defaults: ProfileFields, now: Date): Promise<string> {
  await db
    .insert(billingCustomers)
    .values({ workspaceId, ...defaults })
    .onConflictDoNothing();
  await db
    .update(billingCustomers)
    .set({ customerId, updatedAt: now })
    .where(and(eq(billingCustomers.workspaceId, workspaceId), isNull(billingCustomers.customerId)));
  const row = await findCustomer(db, workspaceId);
  return row?.customerId ?? customerId;
}

/** Notes a webhook event as applied; false when it already was (the caller then changes nothing). */
export async function markEventApplied(db: Db, id: string, type: string): Promise<boolean> {
  const inserted = await db.insert(billingEvents).values({ id, type }).onConflictDoNothing().returning({ id: billingEvents.id });
  return inserted.length > 0;
}

export async function eventApplied(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: billingEvents.id }).from(billingEvents).where(eq(billingEvents.id, id)).limit(1);
  return row !== undefined;
}

/**
 * Inserts an invoice as issued, or updates what moves on a kept one (status, payment, PDF link).
 * The legal details and amounts of a kept invoice never change; a paid or voided one never goes
 * back to open (an older copy read late).
 */
export async function upsertInvoice(db: Db, invoice: NewInvoiceRow): Promise<void> {
  await db
    .insert(billingInvoices)
    .values(invoice)
    .onConflictDoUpdate({
      target: billingInvoices.providerInvoiceId,
      set: {
        status: sql`case when ${billingInvoices.status} in ('paid', 'void') then ${billingInvoices.status} else excluded.status end`,
        paidAt: sql`coalesce(${billingInvoices.paidAt}, excluded.paid_at)`,
        hostedPdfUrl: sql`coalesce(excluded.hosted_pdf_url, ${billingInvoices.hostedPdfUrl})`,
      },
    });
}

export async function listInvoices(db: Db, workspaceId: string, limit: number): Promise<InvoiceRow[]> {
  return db.select().from(billingInvoices).where(eq(billingInvoices.workspaceId, workspaceId)).orderBy(desc(billingInvoices.issuedAt), desc(billingInvoices.number)).limit(limit);
}

export async function findInvoice(db: Db, workspaceId: string, providerInvoiceId: string): Promise<InvoiceRow | null> {
  const [row] = await db
    .select()
    .from(billingInvoices)
    .where(and(eq(billingInvoices.workspaceId, workspaceId), eq(billingInvoices.providerInvoiceId, providerInvoiceId)))
    .limit(1);
  return row ?? null;
}

/** Forgets the ids of events applied long ago: the provider retries an event for three days at most. */
export async function purgeBillingEvents(db: Db, before: Date): Promise<number> {
  const removed = await db.delete(billingEvents).where(lt(billingEvents.receivedAt, before)).returning({ id: billingEvents.id });
  return removed.length;
}
