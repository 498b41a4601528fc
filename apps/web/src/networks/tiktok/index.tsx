import type { WebNetworkDescriptor } from '../descriptor.ts';

/** TikTok in the web app (see ../descriptor.ts). */
export const tiktokWeb: WebNetworkDescriptor<'tiktok'> = {
  network: 'tiktok',
  iconBackground: 'bg-[#010101]',
  glyph: <path fill="currentColor" d="M13.2 4.5h2.7c.2 1.9 1.5 3.2 3.4 3.4v2.7a6 6 0 0 1-3.4-1.1v5.6a4.9 4.9 0 1 1-4.9-4.9h.3v2.8h-.3a2.1 2.1 0 1 0 2.2 2.1z" />,
  constraint: 'networks.constraints.videoOnly',
};
