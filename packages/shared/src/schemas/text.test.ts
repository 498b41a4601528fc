import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as shared from '../index.ts';
import { draftBodySchema } from './content.ts';
import { line, MULTI_LINE_CHECK, SINGLE_LINE_CHECK, text, WELL_FORMED_CHECK } from './text.ts';

/** Formats whose own pattern already leaves no room for a control character. */
const CLOSED_FORMATS = new Set(['uuid', 'guid', 'email', 'datetime', 'date', 'time', 'duration']);

type Def = {
  type: string;
  format?: string;
  checks?: unknown[];
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  options?: z.ZodType[];
};

/** The paths of the strings of `schema` that take any text: neither `line()`, nor `text()`, nor a closed format. */
function unguardedStrings(schema: z.ZodType, path: string): string[] {
  const def = (schema as unknown as { def: Def }).def;
  const inner = (child: z.ZodType | undefined, at = path) => (child ? unguardedStrings(child, at) : []);
  switch (def.type) {
    case 'string': {
      const guarded = def.checks?.some((check) => check === SINGLE_LINE_CHECK || check === MULTI_LINE_CHECK) && def.checks.includes(WELL_FORMED_CHECK);
      return guarded || (def.format && CLOSED_FORMATS.has(def.format)) ? [] : [path];
    }
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, child]) => inner(child, `${path}.${key}`));
    case 'array':
      return inner(def.element, `${path}[]`);
    case 'record':
      return [...inner(def.keyType, `${path}{key}`), ...inner(def.valueType, `${path}{}`)];
    case 'union':
      return (def.options ?? []).flatMap((option) => inner(option));
    case 'pipe':
      // The input side is what the request carries; a pipe's output only narrows it further.
      return inner(def.in);
    default:
      return inner(def.innerType);
  }
}

/** Every schema a request is parsed with: bodies, queries and the generation request. */
const inputSchemas = Object.entries(shared).filter(([name]) => /(Body|Query|Request)Schema$/.test(name)) as [string, z.ZodType][];

describe('text received from a request', () => {
  it('finds the input schemas', () => {
    expect(inputSchemas.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'registerBodySchema',
        'loginBodySchema',
        'draftBodySchema',
        'historyQuerySchema',
        'generationRequestSchema',
        'oauthCallbackBodySchema',
        'accountSettingsBodySchema',
      ]),
    );
  });

  it.each(inputSchemas)('%s takes every string through line() or text()', (_name, schema) => {
    expect(unguardedStrings(schema, '')).toEqual([]);
  });

  it('sees a bare z.string() (the check above would catch a new one)', async () => {
    const { z } = await import('zod');
    expect(unguardedStrings(z.object({ a: z.string(), b: z.array(line()), c: z.url() }), '')).toEqual(['.a', '.c']);
  });

  it('refuses every control character on one line, all but tab and line breaks in multi-line text', () => {
    for (const value of ['a\u0000b', 'a\u001bb', 'a\nb', 'a\rb', 'a\tb', 'a\u007fb', '\u0001']) {
      expect(line().safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
    for (const value of ['a\u0000b', 'a\u001bb', 'a\u000bb', 'a\u007fb']) {
      expect(text().safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
    expect(text().safeParse('Ligne 1\r\nLigne 2\tfin').success).toBe(true);
    expect(line().safeParse('Crème brûlée — 20 % 🎉').success).toBe(true);
  });

  it('refuses half of a UTF-16 pair alone (an emoji cut in two), keeps whole emoji', () => {
    for (const value of ['a\ud800b', '\udc00', 'fin\ud83c', '\ud83c\ud83c\udf89']) {
      expect(line().safeParse(value).error?.issues, JSON.stringify(value)).toEqual([expect.objectContaining({ code: 'custom', params: { code: 'validation.brokenCharacter' } })]);
      expect(text().safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
    expect(line().safeParse('Fête 🎉👩‍👩‍👧').success).toBe(true);
    expect(text().safeParse('🥖\n🥐').success).toBe(true);
  });

  it('raises one issue, carrying the catalogue key, before the other checks', () => {
    const result = line().trim().min(3).max(5).safeParse('\u0000');
    expect(result.error?.issues).toEqual([expect.objectContaining({ code: 'custom', params: { code: 'validation.controlCharacter' } })]);
  });
});

const link = (value: string) => draftBodySchema.safeParse({ content: 'Texte', platforms: ['twitter'], link: value });

describe("a post's link", () => {
  it.each(['https://exemple.fr/soldes?x=1#haut', 'http://exemple.fr', 'HTTPS://EXEMPLE.FR/'])('accepts %s', (value) => {
    expect(link(value).success).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    'gopher://exemple.fr:70/_x',
    'ftp://exemple.fr/a',
    'vbscript:msgbox(1)',
    'mailto:a@exemple.fr',
    '//exemple.fr/sans-schema',
    'exemple.fr',
  ])('refuses %s', (value) => {
    const result = link(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['link']);
  });
});
