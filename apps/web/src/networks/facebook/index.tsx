import type { WebNetworkDescriptor } from '../descriptor.ts';

/** Facebook in the web app (see ../descriptor.ts). */
export const facebookWeb: WebNetworkDescriptor<'facebook'> = {
  network: 'facebook',
  iconBackground: 'bg-[#1877f2]',
  glyph: <path fill="currentColor" d="M13.4 20v-6.4h2.3l.4-2.8h-2.7V9.1c0-.8.3-1.3 1.4-1.3h1.4V5.3c-.3 0-1.1-.1-2-.1-2.1 0-3.5 1.2-3.5 3.5v2.1H8.4v2.8h2.3V20z" />,
  constraint: null,
};
