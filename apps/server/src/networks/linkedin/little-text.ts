/**
 * LinkedIn's "little" text format: in a post's commentary these characters are markup (mentions
 * `@[Name](urn)`, hashtag templates…), and an unescaped one makes LinkedIn cut the text there —
 * silently, with a success answer. Publia sends plain text, so every one of them is escaped.
 */
export const LITTLE_TEXT_RESERVED = ['\\', '|', '{', '}', '@', '[', ']', '(', ')', '<', '>', '#', '*', '_', '~'] as const;

const RESERVED = /[\\|{}@[\]()<>#*_~]/g;

/** The text as LinkedIn must receive it to show it as written. */
export const escapeLittleText = (text: string) => text.replace(RESERVED, (char) => `\\${char}`);

/** A commentary as LinkedIn gives it back (escaped) read as the plain text Publia sent. */
export const unescapeLittleText = (commentary: string) => commentary.replace(/\\([\\|{}@[\]()<>#*_~])/g, '$1');
