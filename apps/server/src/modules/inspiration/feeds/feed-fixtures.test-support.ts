import { FeedError } from './feed-error.ts';

/** Feed documents the parsing and fetching tests share. */

/** The reason of the FeedError `run` throws, 'no error' when it throws none. */
export const reasonOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof FeedError ? error.reason : error;
  }
  return 'no error';
};

export const RSS = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/">
<channel><title>Le &lt;b&gt;Fil&lt;/b&gt; &amp; co</title><link>https://site.example/</link><description>d</description>
<item><title>Terrasses chauffées &amp;eacute;t&amp;eacute;</title><link>/articles/1</link><guid isPermaLink="false">id-1</guid>
<pubDate>Wed, 12 Mar 2025 09:00:00 +0100</pubDate>
<description><![CDATA[<p>Un <b>premier</b> article&nbsp;: <img src="/img/1.jpg"> lire&hellip;</p><script>alert(1)</script>]]></description></item>
<item><title>Second</title><link>https://site.example/2</link><pubDate>Tue, 11 Mar 2025 08:00:00 GMT</pubDate>
<enclosure url="https://cdn.example/2.png" type="image/png" length="10"/></item>
<item><title>Troisième</title><link>https://site.example/3</link><media:thumbnail url="https://cdn.example/3.jpg"/></item>
</channel></rss>`;

export const ATOM = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom"><title>Atome</title><id>urn:x</id><updated>2025-03-12T10:00:00Z</updated>
<link rel="self" href="https://atom.example/feed"/><link rel="alternate" href="https://atom.example/"/>
<entry><id>tag:atom.example,2025:1</id><title type="html">&lt;em&gt;Entrée&lt;/em&gt; une</title>
<link rel="alternate" href="posts/1"/><published>2025-03-12T08:00:00Z</published><updated>2025-03-12T09:00:00Z</updated>
<summary type="html">&lt;p&gt;Résumé &amp;amp; suite&lt;/p&gt;</summary></entry>
<entry><id>tag:atom.example,2025:2</id><title>a &lt; b</title><updated>2025-03-11T08:00:00Z</updated>
<content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><p>Contenu <strong>XHTML</strong></p></div></content></entry>
</feed>`;

export const RDF = `<?xml version="1.0"?>
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel rdf:about="https://rdf.example/"><title>RDF</title><link>https://rdf.example/</link><description>d</description></channel>
<item rdf:about="https://rdf.example/1"><title>Un</title><link>https://rdf.example/1</link><description>Texte</description><dc:date>2025-03-10T03:04:05Z</dc:date></item>
</rdf:RDF>`;

/** ISO-8859-1 bytes, dates a parser cannot read. */
export const LATIN1 = Buffer.from(
  `<?xml version="1.0" encoding="ISO-8859-1"?>
<rss version="2.0"><channel><title>Café crème</title><link>https://latin.example/</link><description>d</description>
<item><title>Été à Orléans</title><link>https://latin.example/1</link><pubDate>lundi 32 brumaire</pubDate></item>
<item><title>Noël</title><link>https://latin.example/2</link><pubDate>2025-02-30T99:00:00</pubDate></item>
<item><title>Sans date</title><link>https://latin.example/3</link><pubDate></pubDate></item>
</channel></rss>`,
  'latin1',
);

export const BILLION_LAUGHS = `<?xml version="1.0"?>
<!DOCTYPE lolz [
<!ENTITY lol "lol">
<!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
<!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
<!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
<!ENTITY lol9 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
]>
<rss version="2.0"><channel><title>&lol9;</title><item><title>&lol9;</title></item></channel></rss>`;
