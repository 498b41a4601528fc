import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify } from 'node:crypto';

/**
 * ES256 (ECDSA on P-256 with SHA-256) keys as JSON Web Keys and compact JWS, the only algorithm
 * every AT Protocol client and server must support for DPoP. Both sides of the wire use these
 * helpers: Publia's client signs its proofs, the sandbox's authorisation server checks them.
 */

/** A P-256 public key as a JWK: what a DPoP proof carries in its header. */
export interface PublicEcJwk {
  kty: 'EC';
  crv: 'P-256';
  x: string;
  y: string;
}

/** The private half too (`d`): kept with the account, encrypted at rest, never sent. */
export interface PrivateEcJwk extends PublicEcJwk {
  d: string;
}

export const base64url = (bytes: Buffer | string) => Buffer.from(bytes).toString('base64url');

export const sha256Base64url = (text: string) => createHash('sha256').update(text).digest('base64url');

/** A fresh key pair: one per connected account, so that a leaked token is useless on another one. */
export function generateEs256Key(): PrivateEcJwk {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = privateKey.export({ format: 'jwk' });
  return { kty: 'EC', crv: 'P-256', x: String(jwk.x), y: String(jwk.y), d: String(jwk.d) };
}

export const publicJwkOf = (key: PublicEcJwk): PublicEcJwk => ({ kty: 'EC', crv: 'P-256', x: key.x, y: key.y });

const isB64url = (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z0-9_-]+$/.test(value);

/** A public P-256 JWK, or null for anything else (another curve, a private key, extra junk). */
export function readPublicJwk(value: unknown): PublicEcJwk | null {
  if (!value || typeof value !== 'object') return null;
  const jwk = value as Record<string, unknown>;
  if (jwk.kty !== 'EC' || jwk.crv !== 'P-256' || !isB64url(jwk.x) || !isB64url(jwk.y) || 'd' in jwk) return null;
  return { kty: 'EC', crv: 'P-256', x: jwk.x, y: jwk.y };
}

/** A private P-256 JWK as it was stored, or null when it is not one. */
export function readPrivateJwk(value: unknown): PrivateEcJwk | null {
  if (!value || typeof value !== 'object') return null;
  const jwk = value as Record<string, unknown>;
  if (jwk.kty !== 'EC' || jwk.crv !== 'P-256' || !isB64url(jwk.x) || !isB64url(jwk.y) || !isB64url(jwk.d)) return null;
  return { kty: 'EC', crv: 'P-256', x: jwk.x, y: jwk.y, d: jwk.d };
}

/** The key's JWK thumbprint: SHA-256 of its required members in lexicographic order, no spaces. */
export const jwkThumbprint = (key: PublicEcJwk) => sha256Base64url(JSON.stringify({ crv: key.crv, kty: key.kty, x: key.x, y: key.y }));

/** A compact JWS signed with ES256; the signature is the raw r‖s pair, as JWS wants, not DER. */
export function signEs256(header: Record<string, unknown>, payload: Record<string, unknown>, key: PrivateEcJwk): string {
  const input = `${base64url(JSON.stringify({ ...header, alg: 'ES256' }))}.${base64url(JSON.stringify(payload))}`;
  const privateKey = createPrivateKey({ key: { ...key }, format: 'jwk' });
  const signature = sign('sha256', Buffer.from(input), { key: privateKey, dsaEncoding: 'ieee-p1363' });
  return `${input}.${base64url(signature)}`;
}

export interface DecodedJws {
  header: Record<string, unknown>;
  payload: Record<string, unknown>;
  signingInput: string;
  signature: Buffer;
}

function decodePart(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The parts of a compact JWS, unchecked; null when it is not one. */
export function decodeJws(token: string): DecodedJws | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every(isB64url)) return null;
  const header = decodePart(parts[0]!);
  const payload = decodePart(parts[1]!);
  if (!header || !payload) return null;
  return { header, payload, signingInput: `${parts[0]}.${parts[1]}`, signature: Buffer.from(parts[2]!, 'base64url') };
}

/** Whether the JWS's ES256 signature is the key's. */
export function verifyEs256(jws: DecodedJws, key: PublicEcJwk): boolean {
  if (jws.header.alg !== 'ES256' || jws.signature.length !== 64) return false;
  try {
    const publicKey = createPublicKey({ key: { ...key }, format: 'jwk' });
    return verify('sha256', Buffer.from(jws.signingInput), { key: publicKey, dsaEncoding: 'ieee-p1363' }, jws.signature);
  } catch {
    return false;
  }
}
