import { BLUESKY_TEXT_MAX_BYTES, BLUESKY_TEXT_MAX_GRAPHEMES, countGraphemes, utf8Length } from '@publia/shared';

/** A blob this PDS holds, as its upload answered it. */
export interface StoredBlob {
  mimeType: string;
  size: number;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const AT_URI = /^at:\/\/did:[a-z]+:[A-Za-z0-9._:%-]+\/[a-zA-Z0-9.-]+\/[A-Za-z0-9._:~-]{1,512}$/;
const LANG = /^[a-z]{2,3}(-[A-Za-z0-9]{1,8})*$/;

/**
 * An `app.bsky.feed.post` record checked as the lexicons of `app.bsky.feed.post`,
 * `app.bsky.richtext.facet`, `app.bsky.embed.{images,external,video}` and
 * `com.atproto.repo.strongRef` say: the first broken rule, or null. `blobs` tells what each blob
 * reference names (its type and size, checked against the embed's `accept` and `maxSize`).
 */
export function checkPostRecord(record: unknown, blobs: ReadonlyMap<string, StoredBlob>): string | null {
  if (!isObject(record)) return 'Record must be an object';
  if (record.$type !== 'app.bsky.feed.post') return 'Record/$type must be app.bsky.feed.post';
  const text = record.text;
  if (typeof text !== 'string') return 'Record must have the property "text"';
  if (utf8Length(text) > BLUESKY_TEXT_MAX_BYTES) return `Record/text must not be longer than ${BLUESKY_TEXT_MAX_BYTES} characters`;
  if (countGraphemes(text) > BLUESKY_TEXT_MAX_GRAPHEMES) return `Record/text must not be longer than ${BLUESKY_TEXT_MAX_GRAPHEMES} graphemes`;
  if (typeof record.createdAt !== 'string' || !DATETIME.test(record.createdAt)) return 'Record/createdAt must be a valid datetime';
  if (record.langs !== undefined) {
    if (!Array.isArray(record.langs) || record.langs.length > 3) return 'Record/langs must not have more than 3 elements';
    if (!record.langs.every((lang) => typeof lang === 'string' && LANG.test(lang))) return 'Record/langs must be valid language codes';
  }
  const facets = record.facets === undefined ? null : checkFacets(record.facets, utf8Length(text));
  if (facets) return facets;
  if (record.reply !== undefined) {
    if (!isObject(record.reply)) return 'Record/reply must be an object';
    for (const side of ['root', 'parent'] as const) {
      const problem = checkStrongRef(record.reply[side], `Record/reply/${side}`);
      if (problem) return problem;
    }
  }
  return record.embed === undefined ? null : checkEmbed(record.embed, blobs);
}

function checkStrongRef(ref: unknown, path: string): string | null {
  if (!isObject(ref)) return `${path} must be an object`;
  if (typeof ref.uri !== 'string' || !AT_URI.test(ref.uri)) return `${path}/uri must be a valid at-uri`;
  if (typeof ref.cid !== 'string' || ref.cid.length < 8) return `${path}/cid must be a cid string`;
  return null;
}

function checkFacets(facets: unknown, textBytes: number): string | null {
  if (!Array.isArray(facets)) return 'Record/facets must be an array';
  for (const [i, facet] of facets.entries()) {
    const path = `Record/facets/${i}`;
    if (!isObject(facet) || !isObject(facet.index)) return `${path}/index must be an object`;
    const { byteStart, byteEnd } = facet.index;
    if (!Number.isInteger(byteStart) || !Number.isInteger(byteEnd) || (byteStart as number) < 0 || (byteEnd as number) < 0) return `${path}/index must hold non-negative integers`;
    if ((byteStart as number) >= (byteEnd as number) || (byteEnd as number) > textBytes) return `${path}/index is out of the text`;
    if (!Array.isArray(facet.features) || facet.features.length === 0) return `${path}/features must be a non-empty array`;
    for (const feature of facet.features) {
      if (!isObject(feature)) return `${path}/features must hold objects`;
      switch (feature.$type) {
        case 'app.bsky.richtext.facet#link':
          if (typeof feature.uri !== 'string' || !/^[a-z][a-z0-9+.-]*:\S+$/i.test(feature.uri)) return `${path}/features/uri must be a valid uri`;
          break;
        case 'app.bsky.richtext.facet#mention':
          if (typeof feature.did !== 'string' || !/^did:[a-z]+:\S+$/.test(feature.did)) return `${path}/features/did must be a valid did`;
          break;
        case 'app.bsky.richtext.facet#tag':
          if (typeof feature.tag !== 'string' || utf8Length(feature.tag) > 640 || countGraphemes(feature.tag) > 64) return `${path}/features/tag must be at most 64 graphemes`;
          break;
        default:
          return `${path}/features must be a mention, a link or a tag`;
      }
    }
  }
  return null;
}

function checkBlob(blob: unknown, path: string, blobs: ReadonlyMap<string, StoredBlob>, accept: (mimeType: string) => boolean, maxSize: number): string | null {
  if (!isObject(blob) || blob.$type !== 'blob' || !isObject(blob.ref) || typeof blob.ref.$link !== 'string') return `${path} should be a blob ref`;
  const stored = blobs.get(blob.ref.$link);
  if (!stored) return `Could not find blob: ${blob.ref.$link}`;
  if (!accept(stored.mimeType)) return `${path} has the wrong mime type: ${stored.mimeType}`;
  if (stored.size > maxSize) return `${path} is too big: ${stored.size} > ${maxSize}`;
  return null;
}

const checkAspectRatio = (ratio: unknown, path: string) =>
  ratio === undefined || (isObject(ratio) && Number.isInteger(ratio.width) && Number.isInteger(ratio.height) && (ratio.width as number) >= 1 && (ratio.height as number) >= 1)
    ? null
    : `${path}/aspectRatio must hold positive integers`;

function checkEmbed(embed: unknown, blobs: ReadonlyMap<string, StoredBlob>): string | null {
  if (!isObject(embed)) return 'Record/embed must be an object';
  switch (embed.$type) {
    case 'app.bsky.embed.images': {
      if (!Array.isArray(embed.images) || embed.images.length === 0 || embed.images.length > 4) return 'Record/embed/images must hold 1 to 4 images';
      for (const [i, image] of embed.images.entries()) {
        const path = `Record/embed/images/${i}`;
        if (!isObject(image) || typeof image.alt !== 'string') return `${path} must have the property "alt"`;
        const problem = checkBlob(image.image, `${path}/image`, blobs, (type) => type.startsWith('image/'), 2_000_000) ?? checkAspectRatio(image.aspectRatio, path);
        if (problem) return problem;
      }
      return null;
    }
    case 'app.bsky.embed.external': {
      const external = embed.external;
      if (!isObject(external) || typeof external.uri !== 'string' || typeof external.title !== 'string' || typeof external.description !== 'string') {
        return 'Record/embed/external must have uri, title and description';
      }
      return external.thumb === undefined ? null : checkBlob(external.thumb, 'Record/embed/external/thumb', blobs, (type) => type.startsWith('image/'), 1_000_000);
    }
    case 'app.bsky.embed.video':
      if (embed.alt !== undefined && (typeof embed.alt !== 'string' || countGraphemes(embed.alt) > 1_000)) return 'Record/embed/alt must be at most 1000 graphemes';
      return checkBlob(embed.video, 'Record/embed/video', blobs, (type) => type === 'video/mp4', 300_000_000) ?? checkAspectRatio(embed.aspectRatio, 'Record/embed');
    default:
      return 'Record/embed must be an images, external or video embed';
  }
}
