import type { ApiMessageKey, BillingProfile, BillingProfileBody } from '@publia/shared';
import { AppError } from '../../http/app-error.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** An EU VAT number: the country's two letters, then 2 to 13 digits or letters. */
const VAT = /^[A-Z]{2}[0-9A-Z]{2,13}$/;
/** A French one: FR, a key of 2 characters, the SIREN. */
const FRENCH_VAT = /^FR([0-9A-HJ-NP-Z]{2})(\d{9})$/;

/** Luhn's check, which every SIREN passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The numeric key of a French VAT number: (12 + 3 × (SIREN mod 97)) mod 97, on two digits. */
export const frenchVatKey = (siren: string) => String((12 + 3 * (Number(siren) % 97)) % 97).padStart(2, '0');

type ProfileCheck = Extract<ApiMessageKey, `billing.profile.${string}`>;

/** The French 400 of a faulty field, naming it. */
function fail(key: ProfileCheck, field: keyof BillingProfile): never {
  throw new AppError(400, key, {}, field);
}

function checkSiren(siren: string): void {
  if (!/^\d{9}$/.test(siren)) fail('billing.profile.sirenFormat', 'siren');
  if (!passesLuhn(siren)) fail('billing.profile.sirenKey', 'siren');
}

function checkVat(vatNumber: string, siren: string): void {
  if (!VAT.test(vatNumber)) fail('billing.profile.vatFormat', 'vatNumber');
  if (!vatNumber.startsWith('FR')) return;
  const french = FRENCH_VAT.exec(vatNumber);
  if (!french) fail('billing.profile.vatFormat', 'vatNumber');
  const [, key = '', vatSiren = ''] = french;
  // A numeric key is computed from the SIREN; the rarer alphanumeric keys cannot be checked offline.
  if (!passesLuhn(vatSiren) || (/^\d{2}$/.test(key) && key !== frenchVatKey(vatSiren))) fail('billing.profile.vatKey', 'vatNumber');
  if (siren && vatSiren !== siren) fail('billing.profile.vatSirenMismatch', 'vatNumber');
}

/**
 * The buyer's legal details, checked field by field with a French 400 naming the first faulty
 * one, and written the way invoices print them (SIREN and VAT number without spaces, codes in
 * capitals).
 */
export function checkedProfile(body: BillingProfileBody): BillingProfile {
  const country = body.country.trim().toUpperCase();
  const profile: BillingProfile = {
    legalName: body.legalName.trim(),
    email: body.email.trim(),
    addressLine1: body.addressLine1.trim(),
    addressLine2: (body.addressLine2 ?? '').trim(),
    postalCode: body.postalCode.trim().toUpperCase(),
    city: body.city.trim(),
    country,
    siren: (body.siren ?? '').replace(/\s+/g, ''),
    vatNumber: (body.vatNumber ?? '').replace(/\s+/g, '').toUpperCase(),
  };
  if (!profile.legalName) fail('billing.profile.legalNameRequired', 'legalName');
  if (!EMAIL.test(profile.email)) fail('billing.profile.emailInvalid', 'email');
  if (!profile.addressLine1) fail('billing.profile.addressRequired', 'addressLine1');
  if (!profile.postalCode) fail('billing.profile.postalCodeRequired', 'postalCode');
  if (!profile.city) fail('billing.profile.cityRequired', 'city');
  if (!/^[A-Z]{2}$/.test(country)) fail('billing.profile.countryInvalid', 'country');
  if (country === 'FR' && !/^\d{5}$/.test(profile.postalCode)) fail('billing.profile.postalCodeInvalid', 'postalCode');
  if (profile.siren) checkSiren(profile.siren);
  if (profile.vatNumber) checkVat(profile.vatNumber, profile.siren);
  return profile;
}
