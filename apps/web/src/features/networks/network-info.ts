import type { Network } from '@publia/shared';
import type { MessageKey } from '../../lib/i18n/index.ts';

/** What a network imposes on a post, shown next to its name (document 1 §1). */
export const NETWORK_CONSTRAINTS: Partial<Record<Network, MessageKey>> = {
  tiktok: 'networks.constraints.videoOnly',
  pinterest: 'networks.constraints.photoOnly',
  instagram: 'networks.constraints.noTextOnly',
};
