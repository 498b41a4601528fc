import type { NetworkLimits } from './limits-type.ts';

const MB = 1024 * 1024;

/**
 * Pinterest API v5 (reference §6), photo only as the product's spec says: a Pin title ≤ 100
 * characters and a description ≤ 800 (the OpenAPI `PinCreate` bounds). The image formats are the
 * `ContentType` enum of the official description; the 20 MB ceiling is Pinterest's help centre
 * figure (image specs are ⚠ in the reference).
 */
export const pinterestLimits: NetworkLimits = {
  network: 'pinterest',
  textMaxLength: 800,
  textCounting: 'characters',
  titleMaxLength: 100,
  textOnlyAllowed: false,
  mediaTypes: ['image'],
  image: {
    mimeTypes: ['image/jpeg', 'image/png'],
    maxBytes: 20 * MB,
  },
};
