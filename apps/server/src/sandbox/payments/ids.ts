import { randomBytes } from 'node:crypto';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** An id as Stripe writes them: its kind's prefix (`cus`, `pm`, `sub`…), then 24 random letters and digits. */
export function stripeId(prefix: string): string {
  return `${prefix}_${[...randomBytes(24)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('')}`;
}
