import { describe, expect, it } from 'vitest';
import { ATOM, BILLION_LAUGHS, LATIN1, RDF, reasonOf, RSS } from './feed-fixtures.test-support.ts';
import { parseFeed } from './parse-feed.ts';

const BASE = 'https://site.example/feed.xml';

describe('parseFeed', () => {
  it('reads RSS 2.0: plain texts, absolute links, dates, pictures', () => {
    const feed = parseFeed(RSS, BASE);
    expect(feed.title).toBe('Le Fil & co');
    expect(feed.siteUrl).toBe('https://site.example/');
    expect(feed.items).toHaveLength(3);
    expect(feed.items[0]).toEqual({
      guid: 'id-1',
      title: 'Terrasses chauffées été',
      link: 'https://site.example/articles/1',
      summary: 'Un premier article : lire…',
      publishedAt: new Date('2025-03-12T08:00:00Z'),
      imageUrl: 'https://site.example/img/1.jpg',
    });
    expect(feed.items[1]).toMatchObject({ guid: 'https://site.example/2', imageUrl: 'https://cdn.example/2.png' });
    expect(feed.items[2]).toMatchObject({ publishedAt: null, imageUrl: 'https://cdn.example/3.jpg' });
  });

  it('reads Atom: html and xhtml texts, the alternate link, published before updated', () => {
    const feed = parseFeed(ATOM, 'https://atom.example/feed');
    expect(feed).toMatchObject({ title: 'Atome', siteUrl: 'https://atom.example/' });
    expect(feed.items[0]).toMatchObject({
      guid: 'tag:atom.example,2025:1',
      title: 'Entrée une',
      link: 'https://atom.example/posts/1',
      summary: 'Résumé & suite',
      publishedAt: new Date('2025-03-12T08:00:00Z'),
    });
    // A text construct is plain text: « a < b » is not a tag.
    expect(feed.items[1]).toMatchObject({ title: 'a < b', summary: 'Contenu XHTML', link: null, publishedAt: new Date('2025-03-11T08:00:00Z') });
  });

  it('reads RDF (RSS 1.0) and JSON Feed', () => {
    const rdf = parseFeed(RDF, 'https://rdf.example/rss');
    expect(rdf.items).toEqual([
      { guid: 'https://rdf.example/1', title: 'Un', link: 'https://rdf.example/1', summary: 'Texte', publishedAt: new Date('2025-03-10T03:04:05Z'), imageUrl: null },
    ]);
    const json = JSON.stringify({
      version: 'https://jsonfeed.org/version/1.1',
      title: 'Json',
      home_page_url: 'https://json.example/',
      items: [{ id: 7, url: '/7', title: 'Sept <ans>', content_html: '<p>Bonjour</p>', image: 'https://json.example/7.webp', date_published: '2025-01-01T00:00:00Z' }],
    });
    expect(parseFeed(json, 'https://json.example/feed.json').items[0]).toEqual({
      guid: '7',
      title: 'Sept <ans>',
      link: 'https://json.example/7',
      summary: 'Bonjour',
      publishedAt: new Date('2025-01-01T00:00:00Z'),
      imageUrl: 'https://json.example/7.webp',
    });
  });

  it('decodes the encoding the prolog declares, and takes broken dates for none', () => {
    const feed = parseFeed(LATIN1, 'https://latin.example/rss');
    expect(feed.title).toBe('Café crème');
    expect(feed.items.map((item) => [item.title, item.publishedAt])).toEqual([
      ['Été à Orléans', null],
      ['Noël', null],
      ['Sans date', null],
    ]);
  });

  it('reads windows-1252 bytes a server says nothing about, and UTF-8 the Content-Type names', () => {
    const undeclared = Buffer.from('<rss version="2.0"><channel><title>\u2019Oups\u2019 d\u00e9j\u00e0</title><item><title>x</title></item></channel></rss>', 'utf8');
    expect(parseFeed(undeclared, BASE, 'text/xml; charset=utf-8').title).toBe('’Oups’ déjà');
    const cp1252 = Buffer.from([...Buffer.from('<rss version="2.0"><channel><title>'), 0x92, 0x65, 0xe9, ...Buffer.from('</title><item><title>x</title></item></channel></rss>')]);
    expect(parseFeed(cp1252, BASE, 'application/rss+xml').title).toBe('’eé');
  });

  it('never leaves an item without a title or a guid, nor keeps a guid twice', () => {
    const feed = parseFeed(
      `<rss version="2.0"><channel><title></title>
<item><description>Un texte sans titre qui sert de titre</description></item>
<item><title>Titre seul</title><pubDate>Wed, 12 Mar 2025 09:00:00 GMT</pubDate></item>
<item><guid>same</guid><title>Premier</title></item><item><guid>same</guid><title>Doublon</title></item>
<item><link>javascript:alert(1)</link><title>Lien refusé</title></item>
</channel></rss>`,
      BASE,
    );
    expect(feed.title).toBe('site.example');
    expect(feed.items.map((item) => item.title)).toEqual(['Un texte sans titre qui sert de titre', 'Titre seul', 'Premier', 'Lien refusé']);
    expect(feed.items[0]!.guid).toMatch(/^sha1:[0-9a-f]{40}$/);
    expect(feed.items[1]!.guid).not.toBe(feed.items[0]!.guid);
    expect(feed.items[3]!.link).toBeNull();
  });

  it('keeps no control character: PostgreSQL refuses a NUL', () => {
    const feed = parseFeed(
      '<rss version="2.0"><channel><title>a\u0000b</title><item><guid>g\u0001</guid><title>x&#0;y\u0007</title><description>c&amp;#1;d\u0085e</description></item></channel></rss>',
      BASE,
    );
    expect(feed.title).toBe('ab');
    expect(feed.items[0]).toMatchObject({ guid: 'g', summary: 'cde' });
    expect(feed.items[0]!.title).not.toMatch(/\p{Cc}/u);
  });

  it('stays fast on hostile HTML (unclosed tags, comments and scripts by the hundred thousand)', () => {
    const hostile = `${'<a'.repeat(100_000)}${'<!--'.repeat(50_000)}${'<script'.repeat(50_000)}${'<img src'.repeat(50_000)}`;
    const started = Date.now();
    parseFeed(`<rss version="2.0"><channel><title>t</title><item><title>x</title><description><![CDATA[${hostile}]]></description></item></channel></rss>`, BASE);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('clips long texts and keeps at most 500 items', () => {
    const long = 'mot '.repeat(400);
    const items = Array.from({ length: 600 }, (_, i) => `<item><guid>${i}</guid><title>${long}</title><description>${long}</description></item>`).join('');
    const feed = parseFeed(`<rss version="2.0"><channel><title>t</title>${items}</channel></rss>`, BASE);
    expect(feed.items).toHaveLength(500);
    expect(feed.items[0]!.title.length).toBeLessThanOrEqual(300);
    expect(feed.items[0]!.summary.length).toBeLessThanOrEqual(600);
    expect(feed.items[0]!.summary.endsWith('…')).toBe(true);
  });

  it('refuses entity declarations before parsing, and anything that is not a feed', () => {
    const started = Date.now();
    expect(reasonOf(() => parseFeed(BILLION_LAUGHS, BASE))).toBe('entities');
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(reasonOf(() => parseFeed('<!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><rss><channel><title>&xxe;</title></channel></rss>', BASE))).toBe('entities');
    // An old RSS 0.91 DOCTYPE without entities is fine.
    expect(
      parseFeed(
        '<!DOCTYPE rss PUBLIC "-//Netscape Communications//DTD RSS 0.91//EN" "http://my.netscape.com/publish/formats/rss-0.91.dtd"><rss version="0.91"><channel><title>Vieux</title><item><title>x</title></item></channel></rss>',
        BASE,
      ).title,
    ).toBe('Vieux');
    expect(reasonOf(() => parseFeed('<html><body>Bonjour</body></html>', BASE))).toBe('not_a_feed');
    expect(reasonOf(() => parseFeed('{"hello": "world"}', BASE))).toBe('not_a_feed');
    expect(reasonOf(() => parseFeed(Buffer.alloc(0), BASE))).toBe('not_a_feed');
  });
});
