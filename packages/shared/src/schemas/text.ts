import { z } from 'zod';
import type { ApiMessageKey } from '../messages/fr.ts';

/**
 * The code of the issue a control character raises; the server answers it as the message of the
 * same key, naming the field.
 */
export const CONTROL_CHARACTER_ISSUE = 'validation.controlCharacter';

/** Tab, line feed and carriage return: what multi-line text may hold of the control characters. */
const LINE_BREAKS = new Set([0x09, 0x0a, 0x0d]);

/** Whether `value` holds a C0 control character or DEL (line breaks and tabs allowed in multi-line text). */
export function hasControlCharacter(value: string, multiLine = false): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if ((code < 0x20 || code === 0x7f) && !(multiLine && LINE_BREAKS.has(code))) return true;
  }
  return false;
}

/** The code of the issue a broken character raises (half of a UTF-16 pair, as an emoji cut in two). */
export const BROKEN_CHARACTER_ISSUE = 'validation.brokenCharacter';

/**
 * Whether `value` holds half of a UTF-16 surrogate pair alone. Such a string has no UTF-8 form:
 * PostgreSQL refuses it in a JSON column (the query fails) and turns it into U+FFFD elsewhere.
 */
export function hasBrokenCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code < 0xd800 || code > 0xdfff) continue;
    const next = value.charCodeAt(index + 1);
    if (code > 0xdbff || !(next >= 0xdc00 && next <= 0xdfff)) return true;
    index++;
  }
  return false;
}

const refusing = (multiLine: boolean) => z.refine<string>((value) => !hasControlCharacter(value, multiLine), { params: { code: CONTROL_CHARACTER_ISSUE }, abort: true });

/** The checks themselves, so that a test can tell a guarded string from a bare `z.string()`. */
export const SINGLE_LINE_CHECK = refusing(false);
export const MULTI_LINE_CHECK = refusing(true);
export const WELL_FORMED_CHECK = z.refine<string>((value) => !hasBrokenCharacter(value), {
  params: { code: BROKEN_CHARACTER_ISSUE },
  abort: true,
});

/**
 * Text on one line (a name, an e-mail, a title, a keyword, a search, a URL, an id): no control
 * character at all, no broken character. A NUL never reaches the database, where it would fail the query.
 */
export const line = () => z.string().check(SINGLE_LINE_CHECK, WELL_FORMED_CHECK);

/**
 * A line that must be given, whose absence (or emptiness) is refused with its own message of the
 * catalogue rather than « Le champ … est obligatoire »: the key is the issue's message, which the
 * server answers in French. Being required in the schema, it is required in the API's documentation.
 */
export const requiredLine = (missing: ApiMessageKey) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? missing : undefined) })
    .min(1, { error: missing })
    .check(SINGLE_LINE_CHECK, WELL_FORMED_CHECK);

/** Text of several lines (a post, a description): tab, line feed and carriage return only. */
export const text = () => z.string().check(MULTI_LINE_CHECK, WELL_FORMED_CHECK);
