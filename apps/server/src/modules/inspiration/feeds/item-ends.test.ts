import { describe, expect, it } from 'vitest';
import { itemEnds } from './item-ends.ts';

/** Where `itemEnds` stops when the document arrives in chunks of `size` bytes. */
function endIn(document: string, cap: number, size: number): number | null {
  const bytes = Buffer.from(document);
  const ends = itemEnds(cap);
  for (let at = 0; at < bytes.length; at += size) {
    const end = ends.push(bytes.subarray(at, at + size));
    if (end !== null) return end;
  }
  return null;
}

describe('itemEnds', () => {
  const rss = `<rss><channel><title>Été</title>${Array.from({ length: 6 }, (_, n) => `<item><title>n°${n}</title></item>`).join('')}</channel></rss>`;
  const thirdEnd = Buffer.byteLength(rss.slice(0, rss.indexOf('n°2') + 'n°2</title></item>'.length));

  it('finds the end of the n-th item however the bytes are cut', () => {
    for (const size of [1, 2, 3, 7, 16, 64, 4096]) expect(endIn(rss, 3, size)).toBe(thirdEnd);
  });

  it('counts Atom entries and prefixed items, but not a name that only ends the same way', () => {
    const atom = `<feed><entry><id>a</id></entry><x:entry/><re-entry>c</re-entry><entry><id>b</id></entry></feed>`;
    expect(endIn(atom, 2, 5)).toBe(atom.lastIndexOf('</entry>') + '</entry>'.length);
    const rdf = `<rdf:RDF><rss:item>a</rss:item><rss:item>b</rss:item></rdf:RDF>`;
    expect(endIn(rdf, 2, 3)).toBe(rdf.lastIndexOf('</rss:item>') + '</rss:item>'.length);
  });

  it('never stops a document with fewer items, nor one whose tags are not single bytes (UTF-16)', () => {
    expect(endIn(rss, 7, 10)).toBeNull();
    expect(endIn(`<items></items><itemize></itemize>`, 1, 4)).toBeNull();
    const utf16 = Buffer.from(rss, 'utf16le');
    const ends = itemEnds(1);
    expect(ends.push(utf16)).toBeNull();
  });
});
