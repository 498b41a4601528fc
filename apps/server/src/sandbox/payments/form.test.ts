import { describe, expect, it } from 'vitest';
import { StripeApiError } from './errors.ts';
import { parseStripeForm } from './form.ts';

/** The parameter a refusal names. */
function param(text: string) {
  try {
    parseStripeForm(text);
    return null;
  } catch (error) {
    return error instanceof StripeApiError ? error.body.param : 'autre';
  }
}

describe('le corps de formulaire de Stripe', () => {
  it('imbrique les crochets et fait des tableaux des index', () => {
    expect(parseStripeForm('customer=cus_1&items[0][price]=price_pro&items[1][price]=price_b&metadata[workspaceId]=ws%201&expand[0]=latest_invoice&name=Caf%C3%A9+Martin')).toEqual(
      {
        customer: 'cus_1',
        items: [{ price: 'price_pro' }, { price: 'price_b' }],
        metadata: { workspaceId: 'ws 1' },
        expand: ['latest_invoice'],
        name: 'Café Martin',
      },
    );
    expect(parseStripeForm('lookup_keys[]=a&lookup_keys[]=b&empty=')).toEqual({ lookup_keys: ['a', 'b'], empty: '' });
    expect(parseStripeForm('')).toEqual({});
  });

  it('refuse en nommant le paramètre : échappement faux, nom à deux sens, prototype', () => {
    expect(param('name=%E0%A4%A')).toBe('name');
    expect(param('address=x&address[city]=Paris')).toBe('address[city]');
    expect(param('__proto__[admin]=1')).toBe('__proto__[admin]');
    expect(param('a[b][c][d][e][f][g]=1')).toBe('a[b][c][d][e][f][g]');
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });
});
