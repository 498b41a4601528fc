import type { Network } from '@publia/shared';
import { addPageMessages, type MessageKey } from '../../lib/i18n/index.ts';
import networksMessages from '../../locales/fr-pages/networks.json';

// Not in the shell's French: `networks` joins the catalogue when this module loads, before anything renders.
addPageMessages('networks', networksMessages);

/** What a network imposes on a post, shown next to its name. */
export const NETWORK_CONSTRAINTS: Partial<Record<Network, MessageKey>> = {
  tiktok: 'networks.constraints.videoOnly',
  pinterest: 'networks.constraints.photoOnly',
  instagram: 'networks.constraints.noTextOnly',
};
