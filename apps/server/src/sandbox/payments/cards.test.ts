import { describe, expect, it } from 'vitest';
import { checkCard, passesLuhn } from './cards.ts';

const now = new Date(Date.UTC(2031, 5, 15));
const form = { expiry: '06/31', cvc: '123', name: 'Camille Martin' };

describe('les cartes de la page de paiement', () => {
  it('lit les cartes de test et leur marque, la date du mois en cours comprise', () => {
    expect(checkCard({ number: '4242 4242 4242 4242', ...form }, now)).toEqual({
      card: { brand: 'visa', last4: '4242', expMonth: 6, expYear: 2031, holder: 'Camille Martin', behaviour: 'accepted' },
    });
    expect(checkCard({ number: '4000-0000-0000-0002', ...form }, now)).toMatchObject({ card: { behaviour: 'declined' } });
    expect(checkCard({ number: '4000000000000341', ...form }, now)).toMatchObject({ card: { behaviour: 'chargeFails' } });
    expect(checkCard({ number: '5555555555554444', ...form }, now)).toMatchObject({ card: { brand: 'mastercard', last4: '4444' } });
    expect(checkCard({ number: '378282246310005', ...form, cvc: '1234', expiry: '7/2035' }, now)).toMatchObject({ card: { brand: 'amex', expMonth: 7, expYear: 2035 } });
  });

  it('refuse en français chaque champ faux', () => {
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(checkCard({ number: '', expiry: '05/31', cvc: 'abc', name: '' }, now)).toEqual({
      errors: {
        number: 'Saisissez le numéro de carte.',
        expiry: 'Cette carte a expiré : utilisez une carte encore valide.',
        cvc: 'Le cryptogramme doit compter 3 chiffres.',
        name: 'Saisissez le nom du titulaire, tel qu’il figure sur la carte.',
      },
    });
    expect(checkCard({ number: '6011111111111117', ...form }, now)).toEqual({ errors: { number: 'Seules les cartes Visa, Mastercard et American Express sont acceptées.' } });
    expect(checkCard({ number: '4242424242424242', ...form, expiry: '00/31' }, now)).toMatchObject({ errors: { expiry: expect.stringContaining('MM/AA') } });
  });
});
