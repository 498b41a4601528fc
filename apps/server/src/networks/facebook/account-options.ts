import { frenchMessage } from '@publia/shared';
import type { AccountCredentials, AccountOption } from '../types.ts';
import { pageIdOf } from './auth.ts';

function grantedPages(account: AccountCredentials): { id: string; name: string }[] {
  try {
    const pages: unknown = JSON.parse(account.settings.pages ?? '[]');
    if (Array.isArray(pages)) {
      return pages.filter((page): page is { id: string; name: string } => typeof page?.id === 'string' && typeof page?.name === 'string');
    }
  } catch {
    // Settings written by hand or by an older version: fall back to the current Page alone.
  }
  return [];
}

/**
 * The Pages granted at connection. A Page token cannot list its user's other Pages, so the list is
 * the one kept at connection; the current Page is always among the choices.
 */
export async function pageOptions(account: AccountCredentials): Promise<AccountOption[]> {
  const pages = grantedPages(account);
  const current = pageIdOf(account);
  if (!pages.some((page) => page.id === current)) pages.unshift({ id: current, name: account.settings.pageName ?? account.username });
  return [{ key: 'pageId', label: frenchMessage('network.facebook.pageOption'), choices: pages.map((page) => ({ value: page.id, label: page.name })) }];
}
