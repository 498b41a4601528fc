/** A closing tag's prefix (`rss:`, `atom:`) is at most this long; a longer one is no item's. */
const PREFIX_MAX = 40;
/** What is kept of a chunk for the next one: a closing tag cut in two is found whole there. */
const CARRY = PREFIX_MAX + 24;
const LT = 0x3c;
const SLASH = 0x2f;
const COLON = 0x3a;
const GT = 0x3e;
const ENDINGS = ['item>', 'entry>'];

/** Whether the name ending at `at` (just before `item>` or `entry>`) closes a tag: `</` or `</prefix:` before it. */
function closesTag(bytes: Buffer, at: number): boolean {
  let start = at;
  if (bytes[at - 1] === COLON) {
    start = at - 1;
    const limit = Math.max(0, at - 1 - PREFIX_MAX);
    while (start > limit && ![SLASH, LT, GT, COLON, 0x20, 0x09, 0x0a, 0x0d].includes(bytes[start - 1]!)) start--;
    if (start === at - 1) return false;
  }
  return bytes[start - 1] === SLASH && bytes[start - 2] === LT;
}

/**
 * Follows a feed's bytes as they arrive and tells where its `cap`-th item ends: the closing tag of
 * an RSS or RDF item or an Atom entry, prefixed or not, found by a byte search (no parse), so that
 * the reader can stop downloading there. It counts every such closing tag, also one nested in an
 * item or written in CDATA: it may stop early on a strange feed, never late. A document in an
 * encoding where `<` is not one byte (UTF-16), or whose tags end in a space, is never stopped: it is
 * read whole. `push` answers the end's offset in the whole stream once it is known, else null.
 */
export function itemEnds(cap: number): { push(chunk: Uint8Array): number | null } {
  let items = 0;
  let carry: Buffer = Buffer.alloc(0);
  // Where `carry` starts in the whole stream.
  let carryAt = 0;
  return {
    push(chunk) {
      const window = carry.length > 0 ? Buffer.concat([carry, chunk]) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      const ends: number[] = [];
      for (const ending of ENDINGS) {
        for (let at = window.indexOf(ending); at !== -1; at = window.indexOf(ending, at + ending.length)) {
          const end = at + ending.length;
          // A tag wholly inside the carried bytes was counted with the chunk before.
          if (end > carry.length && closesTag(window, at)) ends.push(end);
        }
      }
      if (items + ends.length >= cap) return carryAt + ends.sort((a, b) => a - b)[cap - items - 1]!;
      items += ends.length;
      const keepFrom = Math.max(0, window.length - CARRY);
      carry = Buffer.from(window.subarray(keepFrom));
      carryAt += keepFrom;
      return null;
    },
  };
}
