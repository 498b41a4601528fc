import type { WebNetworkDescriptor } from '../descriptor.ts';

/** LinkedIn in the web app (see ../descriptor.ts). */
export const linkedinWeb: WebNetworkDescriptor<'linkedin'> = {
  network: 'linkedin',
  iconBackground: 'bg-[#0a66c2]',
  glyph: (
    <g fill="currentColor">
      <circle cx="7.2" cy="7.2" r="1.7" />
      <rect x="5.7" y="10" width="3" height="9" rx="0.4" />
      <path d="M10.8 10h2.8v1.3c.5-.9 1.6-1.6 3-1.6 2.3 0 3.3 1.4 3.3 4V19h-3v-4.6c0-1.2-.4-2-1.5-2s-1.7.8-1.7 2V19h-2.9z" />
    </g>
  ),
  constraint: null,
};
