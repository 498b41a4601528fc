import { NETWORK_NAMES, type Network } from '@publia/shared';
import { addPageMessages, type Translate } from '../../lib/i18n/index.ts';
import historyMessages from '../../locales/fr-pages/history.json';

// Not in the shell's French: `history` joins the catalogue when this module loads, before anything renders.
addPageMessages('history', historyMessages);

/**
 * What an empty history says: "no match" only after a search; on a network's tab without one,
 * that nothing went to that network yet (the user searched for nothing).
 */
export function historyEmptyTexts(t: Translate, search: string, platform: Network | 'all'): { title: string; body?: string } {
  if (search) return { title: t('history.noMatch') };
  if (platform === 'all') return { title: t('history.empty'), body: t('history.emptyBody') };
  const network = NETWORK_NAMES[platform];
  return { title: t('history.emptyForNetwork', { network }), body: t('history.emptyForNetworkBody', { network }) };
}
