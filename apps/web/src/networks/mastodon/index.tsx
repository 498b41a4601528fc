import type { WebNetworkDescriptor } from '../descriptor.ts';

/** Mastodon in the web app (see ../descriptor.ts): a speech bubble with an « m » cut out of it. */
export const mastodonWeb: WebNetworkDescriptor<'mastodon'> = {
  network: 'mastodon',
  iconBackground: 'bg-[#563acc]',
  glyph: (
    <path
      fill="currentColor"
      fillRule="evenodd"
      d="M5 2.5h14A2.5 2.5 0 0 1 21.5 5v9a2.5 2.5 0 0 1-2.5 2.5h-6.5L8 20.5v-4H5A2.5 2.5 0 0 1 2.5 14V5A2.5 2.5 0 0 1 5 2.5zM7 6.5h10v1.6H7zM7 8.1h1.6v5.4H7zM11.2 8.1h1.6v5.4h-1.6zM15.4 8.1H17v5.4h-1.6z"
    />
  ),
  constraint: null,
};
