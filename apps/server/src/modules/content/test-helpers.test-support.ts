import type { ContentItem } from '@publia/shared';
import { sql } from 'drizzle-orm';
import { rawRows } from '../../db/raw-rows.ts';
import type { TestApp } from '../../test/test-app.ts';
import type { Caller } from '../social-accounts/test-helpers.test-support.ts';

/** A draft body the create screen would send. */
export const draftBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Soldes d’été',
  content: 'Profitez de -20 % sur toute la boutique ce week-end.',
  platforms: ['twitter'],
  keywords: ['soldes', 'été'],
  ...overrides,
});

export async function saveDraft(api: Caller, overrides: Record<string, unknown> = {}): Promise<ContentItem> {
  const response = await api.post('/api/content/drafts', draftBody(overrides));
  if (response.statusCode !== 201) throw new Error(`draft: ${response.statusCode} ${response.body}`);
  return response.json().data;
}

/** Connects a demo (sandbox) account of this network in the caller's workspace. */
export async function connectDemo(api: Caller, platform: string): Promise<string> {
  const response = await api.post('/api/social-accounts/demo-connect', { platform });
  if (response.statusCode !== 200) throw new Error(`demo-connect ${platform}: ${response.statusCode} ${response.body}`);
  return response.json().data.id;
}

export async function contentRow(t: TestApp, id: string) {
  const [row] = await rawRows<{ status: string; updated_at: Date; text: string; scheduled_for: Date | null }>(
    t.ctx.db,
    sql`select status, updated_at, text, scheduled_for from contents where id = ${id}`,
  );
  return row;
}

export async function targetRows(t: TestApp, contentId: string) {
  return rawRows<{
    id: string;
    platform: string;
    status: string;
    attempts: number;
    last_error: string | null;
    job_id: string | null;
    external_id: string | null;
    url: string | null;
  }>(t.ctx.db, sql`select id, platform, status, attempts, last_error, job_id, external_id, url from publication_targets where content_id = ${contentId} order by platform`);
}

export async function notificationsOf(t: TestApp, userId: string) {
  return rawRows<{ type: string; message: string; route: string | null }>(
    t.ctx.db,
    sql`select type, message, route from notifications where user_id = ${userId} order by created_at, id`,
  );
}

export async function waitFor<T>(probe: () => Promise<T | null | undefined | false>, timeoutMs = 20_000, label = 'condition'): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${label}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The sandbox's posts of the caller's workspace on this network carrying exactly this text. */
export async function sandboxPostsWithText(api: Caller, network: string, text: string): Promise<{ id: string; text: string; mediaType: string | null }[]> {
  const response = await api.get(`/sandbox/_posts?network=${network}`);
  return (response.json().posts as { id: string; text: string; mediaType: string | null }[]).filter((post) => post.text === text);
}

/** Makes the sandbox answer the next `count` publishes on this network of the caller's workspace with `fault`. */
export const armPublishFault = (api: Caller, network: string, fault: string, count = 1) => api.post('/sandbox/_faults', { network, operation: 'publish', fault, count });
