import { z } from 'zod';

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

const refusing = (multiLine: boolean) =>
  z.refine<string>((value) => !hasControlCharacter(value, multiLine), { params: { code: CONTROL_CHARACTER_ISSUE }, abort: true });

/** The checks themselves, so that a test can tell a guarded string from a bare `z.string()`. */
export const SINGLE_LINE_CHECK = refusing(false);
export const MULTI_LINE_CHECK = refusing(true);

/**
 * Text on one line (a name, an e-mail, a title, a keyword, a search, a URL, an id): no control
 * character at all. A NUL never reaches the database, where it would fail the query.
 */
export const line = () => z.string().check(SINGLE_LINE_CHECK);

/** Text of several lines (a post, a description): tab, line feed and carriage return only. */
export const text = () => z.string().check(MULTI_LINE_CHECK);
