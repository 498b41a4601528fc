/**
 * Feeds that a hostile (or careless) site could serve, for the tests and the bench of the feed
 * reader's limits; each stays under the reader's 5 MB download limit, so that it is read, not refused.
 */

/** 100,000 short items: the parse must stop at the reader's cap instead of building them all. */
function manyItems(count: number): string {
  const items = Array.from({ length: count }, (_, n) => `<item><title>Brève ${n}</title></item>`);
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>Flux sans fin</title><link>https://hostile.example/</link>
${items.join('\n')}
</channel></rss>
`;
}

/** One item holding 1.2 million empty elements: seconds and well over 100 MB to build, whatever the item cap. */
function manyElements(count: number): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>Flux touffu</title><link>https://hostile.example/</link>
<item><title>Un seul article</title>${'<a/>'.repeat(count)}</item>
</channel></rss>
`;
}

export const HOSTILE_FEEDS = {
  'items.xml': () => manyItems(100_000),
  'elements.xml': () => manyElements(1_200_000),
} as const;

export type HostileFeedName = keyof typeof HOSTILE_FEEDS;

export const isHostileFeedName = (name: string): name is HostileFeedName => Object.hasOwn(HOSTILE_FEEDS, name);
