import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { badRequest } from '../../http/app-error.ts';

/**
 * A phone number in international form (E.164: +33612345678), or null for none. A number without
 * its country code is read as French (« 06 12 34 56 78 »), the users' usual way of writing it.
 */
export function normalisePhone(input: string | null | undefined): string | null {
  const value = input?.trim() ?? '';
  if (!value) return null;
  const parsed = parsePhoneNumberFromString(value, 'FR');
  if (!parsed?.isValid()) throw badRequest('profile.phoneInvalid', { value: value.slice(0, 40) }, 'phone');
  return parsed.number;
}
