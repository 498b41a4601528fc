import type { Network } from '@publia/shared';
import { addPageMessages, type MessageKey } from '../../lib/i18n/index.ts';
import networksMessages from '../../locales/fr-pages/networks.json';
import { WEB_NETWORKS } from '../../networks/registry.ts';

// Not in the shell's French: `networks` joins the catalogue when this module loads, before anything renders.
addPageMessages('networks', networksMessages);

/** What a network imposes on a post, shown next to its name: its web descriptor's, where it says one. */
export const networkConstraint = (network: Network): MessageKey | null => WEB_NETWORKS[network].constraint;
