import type { WebNetworkDescriptor } from '../descriptor.ts';

/** Bluesky in the web app (see ../descriptor.ts): a butterfly, its two wings mirrored about the middle. */
export const blueskyWeb: WebNetworkDescriptor<'bluesky'> = {
  network: 'bluesky',
  iconBackground: 'bg-[#0085ff]',
  glyph: (
    <path
      fill="currentColor"
      d="M12 11C10 7 6 3.5 3 3 1.5 2.8 1.5 4.5 1.8 6.5 2.3 9.5 4 11.5 7.5 12 4.5 12.8 3.5 15 5.5 17.5 7.5 20 10 18 12 14ZM12 11C14 7 18 3.5 21 3 22.5 2.8 22.5 4.5 22.2 6.5 21.7 9.5 20 11.5 16.5 12 19.5 12.8 20.5 15 18.5 17.5 16.5 20 14 18 12 14Z"
    />
  ),
  constraint: null,
};
