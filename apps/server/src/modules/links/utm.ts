import { UTM_MEDIUM } from '@publia/shared';

export interface UtmTags {
  /** The network's key (twitter, linkedin…). */
  source: string;
  campaign: string | null;
}

/**
 * The address with Publia's UTM tags: utm_source the network, utm_medium « social », utm_campaign
 * the post's campaign when there is one. A tag the author wrote in the link is kept as written.
 * An address that cannot be read is answered as it is.
 */
export function withUtm(url: string, tags: UtmTags): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  const wanted: [string, string | null][] = [
    ['utm_source', tags.source],
    ['utm_medium', UTM_MEDIUM],
    ['utm_campaign', tags.campaign],
  ];
  for (const [name, value] of wanted) if (value && !parsed.searchParams.has(name)) parsed.searchParams.append(name, value);
  return parsed.toString();
}
