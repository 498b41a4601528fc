import type { Locale } from '@publia/shared';
import type { MessageKey } from './catalogue.ts';

/** The catalogue's plural pairs: a base whose `.one` and `.other` both exist. */
export type PluralBase = { [K in MessageKey]: K extends `${infer Base}.one` ? Base : never }[MessageKey];

const rules = new Map<Locale, Intl.PluralRules>();

/**
 * `{base}.one` or `{base}.other`, as the language's own rules choose for `count` (French says 0
 * and 1,5 in the singular, English neither).
 */
export function pluralKey(locale: Locale, base: PluralBase, count: number): MessageKey {
  let rule = rules.get(locale);
  if (!rule) {
    rule = new Intl.PluralRules(locale === 'fr' ? 'fr-FR' : locale);
    rules.set(locale, rule);
  }
  return `${base}.${rule.select(count) === 'one' ? 'one' : 'other'}` as MessageKey;
}
