import { AppError } from '../../http/app-error.ts';

/**
 * What an SVG may ask of the renderer, checked on its text before anything is drawn. A filter
 * (`feMorphology` of radius 5 on a 4096-pixel square: two minutes), a blur, `<use>` nested in
 * `<use>` (each level multiplies the drawing) or a pattern drawn inside a pattern cost far more than
 * the bytes suggest; external references are something a published image never needs. Such files
 * are refused. What passes can still be slow: the image pool's time limit stops it.
 */

const MAX_ELEMENTS = 20_000;
/** Pieces of markup (tags, comments, anything opening with `<`): bounds the time this check takes. */
const MAX_MARKUP = 100_000;
const MAX_ATTRIBUTES = 200;
const MAX_TREE_DEPTH = 100;
const MAX_USES = 100;
/** A `<use>` pointing at a group holding a `<use>`…: three levels at most. */
const MAX_USE_DEPTH = 3;
/** Elements drawn once every `<use>` is expanded. */
const MAX_DRAWN_ELEMENTS = 50_000;
/** The largest pattern tile, in user units: the size the drawing itself is capped at. */
const MAX_PATTERN_TILE = 4096;
const EMBEDDED_IMAGE = /^data:image\/(png|jpeg|jpg|gif|webp);/i;

interface Element {
  name: string;
  attributes: Map<string, string>;
  children: number[];
  style: string;
}

const tooComplex = () => new AppError(400, 'media.svgTooComplex', {}, 'file');
const external = () => new AppError(400, 'media.svgExternal', {}, 'file');

const localName = (name: string) => (name.includes(':') ? name.slice(name.indexOf(':') + 1) : name).toLowerCase();
const hrefOf = (element: Element) => element.attributes.get('href') ?? element.attributes.get('xlink:href');

/** `url(#id)` references of a value; anything but a fragment of this document is external. */
function urlTargets(value: string): string[] {
  const targets: string[] = [];
  for (const match of value.matchAll(/url\(\s*(['"]?)([^'")]*)\1\s*\)/gi)) {
    const target = match[2]!.trim();
    if (!target.startsWith('#')) throw external();
    targets.push(target.slice(1));
  }
  return targets;
}

/** Style text (a `style` attribute or a `<style>` element): no filter, no import, no outside URL. */
function checkCss(css: string): void {
  if (/(^|[;{\s])filter\s*:(?!\s*none\s*(;|}|!|$))/i.test(css)) throw tooComplex();
  if (/@import/i.test(css)) throw external();
  urlTargets(css);
}

function checkElement(element: Element): void {
  const name = localName(element.name);
  if (name === 'filter' || /^fe[a-z]/.test(name)) throw tooComplex();
  for (const [attribute, value] of element.attributes) {
    if (localName(attribute) === 'filter' && !/^\s*(none)?\s*$/i.test(value)) throw tooComplex();
    if (attribute === 'style') checkCss(value);
    else urlTargets(value);
  }
  const href = hrefOf(element);
  if (href === undefined || name === 'a') return;
  // An embedded photo is drawn by the renderer: PNG, JPEG, GIF or WebP only (its pixels are counted
  // where it is drawn), never another SVG, which would escape this check.
  if (name === 'image' ? !EMBEDDED_IMAGE.test(href.trim()) : !href.trim().startsWith('#')) throw external();
}

const ATTRIBUTE = /([^\s=>/"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+)))?/g;

/** `<name attributes…>` at the start of `piece`, which ends before the next `<`; null if it is not one. */
function readStartTag(piece: string): { name: string; attributes: Map<string, string>; selfClosing: boolean; length: number } | null {
  const name = /^<([A-Za-z_][\w.:-]*)/.exec(piece);
  if (!name) return null;
  // The tag ends at the first `>` outside quotes.
  let quote = '';
  let end = -1;
  for (let i = name[0].length; i < piece.length && end < 0; i++) {
    const char = piece[i];
    if (quote) quote = char === quote ? '' : quote;
    else if (char === '"' || char === "'") quote = char;
    else if (char === '>') end = i;
  }
  if (end < 0) return null;
  const body = piece.slice(name[0].length, end);
  const attributes = new Map<string, string>();
  let count = 0;
  for (const attribute of body.matchAll(ATTRIBUTE)) {
    if (++count > MAX_ATTRIBUTES) throw tooComplex();
    attributes.set(attribute[1]!, attribute[2] ?? attribute[3] ?? attribute[4] ?? '');
  }
  return { name: name[1]!, attributes, selfClosing: body.trimEnd().endsWith('/'), length: end + 1 };
}

/** The elements of the document, in order, each with its children; the first is a virtual root. */
function parse(text: string): Element[] {
  const elements: Element[] = [{ name: '#root', attributes: new Map(), children: [], style: '' }];
  const open: number[] = [0];
  const current = () => elements[open[open.length - 1]!]!;
  let at = 0;
  let markup = 0;
  while (at < text.length) {
    const lt = text.indexOf('<', at);
    if (lt < 0) break;
    if (++markup > MAX_MARKUP) throw tooComplex();
    if (localName(current().name) === 'style') current().style += text.slice(at, lt);
    if (text.startsWith('<!--', lt)) {
      const end = text.indexOf('-->', lt + 4);
      at = end < 0 ? text.length : end + 3;
    } else if (text.startsWith('<![CDATA[', lt)) {
      const end = text.indexOf(']]>', lt);
      if (localName(current().name) === 'style') current().style += text.slice(lt + 9, end < 0 ? text.length : end);
      at = end < 0 ? text.length : end + 3;
    } else if (text.startsWith('<?', lt)) {
      const end = text.indexOf('?>', lt);
      // A style sheet processing instruction names a file to load.
      if (/^<\?xml-stylesheet/i.test(text.slice(lt, lt + 20))) throw external();
      at = end < 0 ? text.length : end + 2;
    } else if (text.startsWith('<!', lt)) {
      const subset = text.indexOf('[', lt);
      const close = text.indexOf('>', lt);
      const end = subset >= 0 && subset < close ? text.indexOf('>', text.indexOf(']', subset)) : close;
      at = end < 0 ? text.length : end + 1;
    } else if (text[lt + 1] === '/') {
      const end = text.indexOf('>', lt);
      if (open.length > 1) open.pop();
      at = end < 0 ? text.length : end + 1;
    } else {
      // A tag ends before the next `<` (XML allows none in attribute values): each piece is read once.
      const next = text.indexOf('<', lt + 1);
      const tag = readStartTag(text.slice(lt, next < 0 ? text.length : next));
      if (!tag) {
        at = lt + 1;
        continue;
      }
      const index = elements.push({ name: tag.name, attributes: tag.attributes, children: [], style: '' }) - 1;
      if (elements.length > MAX_ELEMENTS) throw tooComplex();
      current().children.push(index);
      if (!tag.selfClosing) {
        open.push(index);
        if (open.length > MAX_TREE_DEPTH) throw tooComplex();
      }
      at = lt + tag.length;
    }
  }
  return elements;
}

/**
 * Follows every `<use>` as the renderer would: how deep references go and how many elements end
 * up drawn (saturating above the budget, so a billion-laughs drawing is counted in a few steps).
 */
function checkUses(elements: Element[], ids: Map<string, number>): void {
  const uses = elements.filter((element) => localName(element.name) === 'use');
  if (uses.length > MAX_USES) throw tooComplex();
  const depth = new Map<number, number>();
  const drawn = new Map<number, number>();
  const visiting = new Set<number>();
  // `hops`: the <use> followed to get here; past the limit the answer is known, and the recursion stays shallow.
  const visit = (index: number, hops: number): void => {
    if (hops > MAX_USE_DEPTH) throw tooComplex();
    if (depth.has(index)) return;
    // A reference back to an element being expanded never ends.
    if (visiting.has(index)) throw tooComplex();
    visiting.add(index);
    const element = elements[index]!;
    let levels = 0;
    let count = 1;
    for (const child of element.children) {
      visit(child, hops);
      levels = Math.max(levels, depth.get(child)!);
      count += drawn.get(child)!;
    }
    if (localName(element.name) === 'use') {
      const target = ids.get((hrefOf(element) ?? '').trim().slice(1));
      if (target !== undefined) {
        visit(target, hops + 1);
        levels = Math.max(levels, 1 + depth.get(target)!);
        count += drawn.get(target)!;
      }
    }
    if (levels > MAX_USE_DEPTH || count > MAX_DRAWN_ELEMENTS) throw tooComplex();
    visiting.delete(index);
    depth.set(index, levels);
    drawn.set(index, count);
  };
  visit(0, 0);
}

/** A pattern tile as large as the whole drawing at most, and no pattern painted inside a pattern. */
function checkPatterns(elements: Element[], ids: Map<string, number>): void {
  const isPattern = (id: string) => {
    const index = ids.get(id);
    return index !== undefined && localName(elements[index]!.name) === 'pattern';
  };
  const paintsPattern = (element: Element): boolean =>
    [...element.attributes.values(), element.style].some((value) => urlTargets(value).some(isPattern)) || element.children.some((child) => paintsPattern(elements[child]!));
  for (const element of elements) {
    if (localName(element.name) !== 'pattern') continue;
    for (const side of ['width', 'height']) {
      const value = element.attributes.get(side)?.trim() ?? '';
      if (/^[\d.eE+-]+$/.test(value) && Number(value) > MAX_PATTERN_TILE) throw tooComplex();
    }
    const transform = element.attributes.get('patternTransform') ?? '';
    for (const scale of transform.matchAll(/scale\(\s*([^,)\s]+)(?:[\s,]+([^)\s]+))?/gi)) {
      if (Math.abs(Number(scale[1])) > 16 || Math.abs(Number(scale[2] ?? scale[1])) > 16) throw tooComplex();
    }
    if (element.children.some((child) => paintsPattern(elements[child]!))) throw tooComplex();
  }
}

/** Refuses, in the user's words, an SVG whose drawing would cost too much or reach outside. */
export function checkSvg(bytes: Buffer): void {
  const text = bytes.toString('utf8');
  // Entities are how XML bombs and external reads begin; a drawing never needs one.
  if (/<!ENTITY/i.test(text)) throw new AppError(400, 'media.unreadable', {}, 'file');
  const elements = parse(text);
  const ids = new Map<string, number>();
  elements.forEach((element, index) => {
    checkElement(element);
    if (element.style) checkCss(element.style);
    const id = element.attributes.get('id') ?? element.attributes.get('xml:id');
    if (id !== undefined && !ids.has(id)) ids.set(id, index);
  });
  checkUses(elements, ids);
  checkPatterns(elements, ids);
}
