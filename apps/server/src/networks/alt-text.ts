import type { MediaInput } from './types.ts';

/**
 * The alternative text a network is sent with this medium: a photo's (a GIF is one), never a
 * video's — the networks that take one describe images only, so a video's stays stored and unsent.
 */
export const photoAltText = (medium: MediaInput): string | undefined => (medium.type === 'image' && medium.altText ? medium.altText : undefined);

/**
 * The photo's alternative text as a field of the request, under the network's own name for it
 * (`alt_text`, `alt_text_custom`, `altText`), or nothing: a post without one sends no empty field.
 */
export const altTextField = <Name extends string>(name: Name, medium: MediaInput | undefined): { [key in Name]?: string } => {
  const text = medium && photoAltText(medium);
  return text ? ({ [name]: text } as { [key in Name]?: string }) : {};
};
