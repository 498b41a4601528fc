import { createHash } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import type { SandboxStore } from '../kit/context.ts';
import { issueTokens, tokenKey, type SandboxUser } from '../kit/oauth.ts';
import { getRecord, putRecord } from '../kit/repository.ts';
import type { Caller } from './guard.ts';

/** A Facebook Page of a sandbox user; on the Instagram sandbox the first one has a linked account. */
export interface SandboxPage {
  id: string;
  ownerId: string;
  name: string;
  username: string;
  followers: number;
  pictureUrl: string;
  instagramId: string | null;
  /** The owner of the user who manages it (`SandboxUser.owner`). */
  owner?: string | null;
}

export interface SandboxInstagramAccount {
  id: string;
  pageId: string;
  username: string;
  name: string;
  followers: number;
  pictureUrl: string;
  owner?: string | null;
}

/** Long digit strings derived from a seed, so a demo account finds the same Pages every time. */
function digitsFrom(seed: string, length: number): string {
  const hex = createHash('sha256').update(seed).digest('hex');
  return BigInt(`0x${hex.slice(0, 24)}`)
    .toString()
    .padStart(length, '7')
    .slice(0, length);
}

/**
 * The Pages a demo user manages: two (so a choice of Page exists), none for a name starting with
 * `sans_page`, and — on the Instagram sandbox — an Instagram account on the first Page, except for
 * a name starting with `sans_instagram`.
 */
export async function pagesOf(db: Db, network: string, user: SandboxUser): Promise<SandboxPage[]> {
  if (user.username.startsWith('sans_page')) return [];
  const pages: SandboxPage[] = [];
  for (const [index, suffix] of [
    [1, ''],
    [2, ' — Boutique'],
  ] as const) {
    const id = `1${digitsFrom(`${network}:${user.id}:page:${index}`, 14)}`;
    const existing = await getRecord<SandboxPage>(db, network, 'page', id);
    if (existing) {
      pages.push(existing);
      continue;
    }
    const withInstagram = network === 'instagram' && index === 1 && !user.username.startsWith('sans_instagram');
    const page: SandboxPage = {
      id,
      ownerId: user.id,
      name: `${user.name}${suffix}`,
      username: index === 1 ? user.username : `${user.username}.boutique`,
      followers: index === 1 ? user.followers : Math.round(user.followers / 3),
      pictureUrl: user.pictureUrl,
      instagramId: withInstagram ? `17841${digitsFrom(`${user.id}:instagram`, 12)}` : null,
      owner: user.owner ?? null,
    };
    await putRecord(db, network, 'page', id, page);
    if (page.instagramId) {
      const account: SandboxInstagramAccount = {
        id: page.instagramId,
        pageId: id,
        username: user.username,
        name: user.name,
        followers: user.followers,
        pictureUrl: user.pictureUrl,
        owner: user.owner ?? null,
      };
      await putRecord(db, network, 'instagram-account', account.id, account);
    }
    pages.push(page);
  }
  return pages;
}

export const findPage = (db: Db, network: string, id: string) => getRecord<SandboxPage>(db, network, 'page', id);

export const findInstagramAccount = (db: Db, network: string, id: string) => getRecord<SandboxInstagramAccount>(db, network, 'instagram-account', id);

/** Page tokens from a long-lived user token never expire; the sandbox gives them ten years. */
export async function issuePageToken(store: SandboxStore, network: string, page: SandboxPage, scope: string): Promise<string> {
  const tokens = await issueTokens(store, network, { userId: page.ownerId, scope, lifetimeSeconds: 10 * 365 * 86_400, withRefresh: false });
  await putRecord(store.db, network, 'page-token', tokenKey(tokens.accessToken), { pageId: page.id });
  return tokens.accessToken;
}

/** A Page acts through its own token, or through its owner's user token. */
export const actsFor = (caller: Caller, page: SandboxPage) => caller.pageId === page.id || (caller.pageId === null && caller.user.id === page.ownerId);
