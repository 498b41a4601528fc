import { describe, expect, it } from 'vitest';
import { cutAfterItems } from './cut-after-items.ts';
import { MAX_FEED_ITEMS, parseFeed } from './parse-feed.ts';

const rssItems = (count: number) => Array.from({ length: count }, (_, n) => `<item><title>N°${n}</title></item>`).join('');

describe('cutAfterItems', () => {
  it('cuts RSS after its n-th item and closes the channel and the root', () => {
    const text = `<?xml version="1.0"?><rss version="2.0"><channel><title>T</title>${rssItems(5)}<link>https://fin.example/</link></channel></rss>`;
    expect(cutAfterItems(text, 2)).toBe(`<?xml version="1.0"?><rss version="2.0"><channel><title>T</title>${rssItems(2)}</channel></rss>`);
  });

  it('counts Atom entries and RDF items, prefixed or not, but neither an item nested in one nor a tag in CDATA', () => {
    const atom = `<feed xmlns="http://www.w3.org/2005/Atom"><entry><content type="xhtml"><div><item/><entry/></div></content></entry><entry><summary><![CDATA[</entry>]]></summary></entry><entry/></feed>`;
    expect(cutAfterItems(atom, 2)).toBe(atom.slice(0, atom.indexOf('<entry/></feed>')) + '</feed>');
    const rdf = `<rdf:RDF xmlns:rdf="r" xmlns:rss="s"><channel/><rss:item/><rss:item/><rss:item/></rdf:RDF>`;
    expect(cutAfterItems(rdf, 1)).toBe('<rdf:RDF xmlns:rdf="r" xmlns:rss="s"><channel/><rss:item/></rdf:RDF>');
  });

  it('leaves a document of fewer items, or with broken markup before the cap, as it is', () => {
    const text = `<rss><channel>${rssItems(3)}</channel></rss>`;
    expect(cutAfterItems(text, 3)).toBe(text);
    expect(cutAfterItems(text, 4)).toBe(text);
    const broken = `<rss><channel><item><title>a & b</title></item><item><b>x</i></item>`;
    expect(cutAfterItems(broken, 5)).toBe(broken);
  });
});

describe('parseFeed on a long feed', () => {
  it('keeps the first 500 items of an RSS or Atom feed of 3,000, in order, with the channel read', () => {
    const rss = parseFeed(`<rss version="2.0"><channel><title>Long</title><link>https://long.example/</link>${rssItems(3_000)}</channel></rss>`, 'https://long.example/rss');
    expect(rss).toMatchObject({ title: 'Long', siteUrl: 'https://long.example/' });
    expect(rss.items.map((item) => item.title)).toEqual(Array.from({ length: MAX_FEED_ITEMS }, (_, n) => `N°${n}`));
    const entries = Array.from({ length: 3_000 }, (_, n) => `<entry><id>e${n}</id><title>E${n}</title></entry>`).join('\n');
    const atom = parseFeed(`<feed xmlns="http://www.w3.org/2005/Atom"><title>Atome</title>${entries}</feed>`, 'https://atom.example/');
    expect(atom.items).toHaveLength(MAX_FEED_ITEMS);
    expect(atom.items.at(-1)).toMatchObject({ guid: 'e499', title: 'E499' });
  });

  it('reads the whole feed when the markup before the cap is too broken for the cut', () => {
    const feed = parseFeed(`<rss version="2.0"><channel><title>Cassé</title><item><title>Un</title><b></item>${rssItems(600)}</channel></rss>`, 'https://x.example/');
    expect(feed.title).toBe('Cassé');
  });
});
