import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import { checkedProfile, frenchVatKey, passesLuhn } from './profile-checks.ts';

const valid = {
  legalName: 'Boulangerie Martin SARL',
  email: 'compta@boulangerie-martin.fr',
  addressLine1: '12 rue des Lilas',
  postalCode: '69003',
  city: 'Lyon',
  country: 'fr',
  siren: '732 829 320',
  vatNumber: 'fr 44 732829320',
};

/** The French 400 a body gets: its field and message. */
function refusal(body: Record<string, string>) {
  try {
    checkedProfile({ ...valid, ...body });
  } catch (error) {
    if (error instanceof AppError) return { status: error.statusCode, field: error.field, message: error.message };
    throw error;
  }
  return null;
}

describe('the billing profile checks', () => {
  it('keeps a valid profile, written as invoices print it', () => {
    expect(checkedProfile(valid)).toEqual({
      legalName: 'Boulangerie Martin SARL',
      email: 'compta@boulangerie-martin.fr',
      addressLine1: '12 rue des Lilas',
      addressLine2: '',
      postalCode: '69003',
      city: 'Lyon',
      country: 'FR',
      siren: '732829320',
      vatNumber: 'FR44732829320',
    });
    // Neither number is required (an association, a sole trader abroad).
    expect(checkedProfile({ ...valid, siren: '', vatNumber: '' })).toMatchObject({ siren: '', vatNumber: '' });
    // A buyer elsewhere in the EU: their own VAT number, their own postal code.
    expect(checkedProfile({ ...valid, country: 'BE', postalCode: '1000', siren: '', vatNumber: 'BE0403170701' })).toMatchObject({ vatNumber: 'BE0403170701' });
  });

  it('refuses each faulty field in French, naming it', () => {
    expect(refusal({ legalName: '  ' })).toEqual({ status: 400, field: 'legalName', message: 'Indiquez la raison sociale ou le nom du titulaire.' });
    expect(refusal({ email: 'compta@' })).toEqual({ status: 400, field: 'email', message: "L'adresse e-mail de facturation n'est pas valide." });
    expect(refusal({ addressLine1: '' })).toMatchObject({ field: 'addressLine1', message: "Indiquez l'adresse de facturation." });
    expect(refusal({ postalCode: '' })).toMatchObject({ field: 'postalCode', message: 'Indiquez le code postal.' });
    expect(refusal({ postalCode: '6900' })).toMatchObject({ field: 'postalCode', message: 'Un code postal français compte 5 chiffres.' });
    expect(refusal({ city: '' })).toMatchObject({ field: 'city', message: 'Indiquez la ville.' });
    expect(refusal({ country: 'FRA' })).toMatchObject({ field: 'country', message: 'Le pays doit être un code de deux lettres (FR, BE, CH…).' });
    expect(refusal({ siren: '73282932' })).toMatchObject({ field: 'siren', message: 'Le numéro SIREN doit compter 9 chiffres.' });
    expect(refusal({ siren: '732829321', vatNumber: '' })).toMatchObject({
      field: 'siren',
      message: "Ce numéro SIREN n'est pas valide : sa clé de contrôle ne correspond pas.",
    });
    expect(refusal({ vatNumber: 'FR4473282932' })).toMatchObject({ field: 'vatNumber', message: expect.stringContaining("n'est pas au bon format") });
    expect(refusal({ vatNumber: 'FR45732829320' })).toMatchObject({
      field: 'vatNumber',
      message: "Ce numéro de TVA n'est pas valide : sa clé ne correspond pas au SIREN qu'il contient.",
    });
    expect(refusal({ vatNumber: 'FR83404833048' })).toMatchObject({ field: 'vatNumber', message: 'Le numéro de TVA ne contient pas le SIREN indiqué.' });
  });

  it('computes the SIREN and VAT keys as the administration does', () => {
    expect(passesLuhn('732829320')).toBe(true);
    expect(passesLuhn('732829321')).toBe(false);
    expect(frenchVatKey('732829320')).toBe('44');
    expect(frenchVatKey('404833048')).toBe('83');
  });
});
