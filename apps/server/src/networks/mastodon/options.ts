import { frenchMessage, MASTODON_VISIBILITIES } from '@publia/shared';
import type { AccountOption } from '../types.ts';

/** Who sees the account's statuses unless a post says otherwise: a choice of the account's settings. */
export const accountOptions = async (): Promise<AccountOption[]> => [
  {
    key: 'visibility',
    label: frenchMessage('network.mastodon.visibility'),
    choices: MASTODON_VISIBILITIES.map((value) => ({ value, label: frenchMessage(`network.mastodon.visibility.${value}`) })),
  },
];
