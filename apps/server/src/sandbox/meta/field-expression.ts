/**
 * One field of a Graph `fields` parameter, with its modifiers and nested fields:
 * `media.limit(5){id,caption}` is `{ name: 'media', modifiers: { limit: '5' }, fields: [id, caption] }`.
 */
export interface FieldNode {
  name: string;
  modifiers: Record<string, string>;
  /** Null when the field names none (`{…}` absent). */
  fields: FieldNode[] | null;
}

interface Cursor {
  text: string;
  at: number;
}

const NAME = /[A-Za-z0-9_]/;

function readName(cursor: Cursor): string {
  const start = cursor.at;
  while (cursor.at < cursor.text.length && NAME.test(cursor.text[cursor.at]!)) cursor.at++;
  return cursor.text.slice(start, cursor.at);
}

/** `(…)` after a modifier's name: its argument as written (Graph takes no nested parentheses there). */
function readArgument(cursor: Cursor): string | null {
  if (cursor.text[cursor.at] !== '(') return null;
  const end = cursor.text.indexOf(')', cursor.at);
  if (end < 0) return null;
  const argument = cursor.text.slice(cursor.at + 1, end);
  cursor.at = end + 1;
  return argument;
}

function readField(cursor: Cursor): FieldNode | null {
  const name = readName(cursor);
  if (!name) return null;
  const modifiers: Record<string, string> = {};
  while (cursor.text[cursor.at] === '.') {
    cursor.at++;
    const modifier = readName(cursor);
    const argument = readArgument(cursor);
    if (!modifier || argument === null) return null;
    modifiers[modifier] = argument;
  }
  if (cursor.text[cursor.at] !== '{') return { name, modifiers, fields: null };
  cursor.at++;
  const fields = readList(cursor);
  if (!fields || cursor.text[cursor.at] !== '}') return null;
  cursor.at++;
  return { name, modifiers, fields };
}

function readList(cursor: Cursor): FieldNode[] | null {
  const fields: FieldNode[] = [];
  for (;;) {
    while (cursor.text[cursor.at] === ' ') cursor.at++;
    const field = readField(cursor);
    if (!field) return null;
    fields.push(field);
    while (cursor.text[cursor.at] === ' ') cursor.at++;
    if (cursor.text[cursor.at] !== ',') return fields;
    cursor.at++;
  }
}

/** The fields of a `fields` parameter, or null when Graph could not read it. */
export function parseFieldExpression(text: string): FieldNode[] | null {
  const cursor = { text, at: 0 };
  const fields = readList(cursor);
  return fields && cursor.at === text.length ? fields : null;
}
