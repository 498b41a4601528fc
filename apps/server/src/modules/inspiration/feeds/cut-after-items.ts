import sax from 'sax';

/** How much of the document the scanner reads at a time: the scan stops within a chunk of the cap. */
const CHUNK_CHARS = 64 * 1024;
/** RSS and RDF items, Atom entries (whatever their prefix). */
const ITEM_NAMES = new Set(['item', 'entry']);
/** An item is a child of the root (RDF, Atom) or of RSS's channel; one nested deeper is part of an item. */
const ITEM_MAX_DEPTH = 3;

const localName = (name: string) => name.slice(name.indexOf(':') + 1);
const closingTags = (open: readonly string[]) =>
  open
    .toReversed()
    .map((name) => `</${name}>`)
    .join('');

/**
 * An XML feed cut just after its `cap`-th item (RSS, RDF) or entry (Atom), the elements still open
 * there closed after it. The document is scanned as a stream, a chunk at a time, and the scan stops
 * at the cap: a feed of 100,000 items costs what its first `cap` cost, the rest is never parsed. A
 * document with fewer items is returned as it is. Malformed markup does not stop the scan (the
 * feed parser after it is lenient too).
 */
export function cutAfterItems(text: string, cap: number): string {
  const parser = sax.parser(true, { position: true });
  const open: string[] = [];
  let items = 0;
  const found: { cut?: string } = {};
  parser.onopentag = (tag) => {
    open.push(tag.name);
  };
  parser.onclosetag = (name) => {
    const depth = open.length;
    if (open.at(-1) === name) open.pop();
    if (found.cut !== undefined || depth > ITEM_MAX_DEPTH || !ITEM_NAMES.has(localName(name))) return;
    items += 1;
    if (items === cap) found.cut = text.slice(0, parser.position) + closingTags(open);
  };
  // oxlint-disable-next-line unicorn/prefer-add-event-listener -- sax's parser is no event target: its handlers are its on* fields
  parser.onerror = () => {
    // sax stops at its first error unless told to go on.
    (parser as { error: Error | null }).error = null;
    parser.resume();
  };
  for (let at = 0; at < text.length && found.cut === undefined; at += CHUNK_CHARS) parser.write(text.slice(at, at + CHUNK_CHARS));
  return found.cut ?? text;
}
