import type { WebNetworkDescriptor } from '../descriptor.ts';

/** X in the web app (see ../descriptor.ts). */
export const twitterWeb: WebNetworkDescriptor<'twitter'> = {
  network: 'twitter',
  iconBackground: 'bg-[#0f1419]',
  glyph: (
    <g fill="currentColor">
      <path d="M5.2 5h4.1l9.5 14h-4.1z" />
      <path d="M17.3 5h1.6l-5.6 6.4-.9-1.2zM10.9 13l.9 1.2L6.7 19H5.1z" />
    </g>
  ),
  constraint: null,
};
