import type { WebNetworkDescriptor } from '../descriptor.ts';

/** Instagram in the web app (see ../descriptor.ts). */
export const instagramWeb: WebNetworkDescriptor<'instagram'> = {
  network: 'instagram',
  iconBackground: 'bg-[linear-gradient(45deg,#f9a13a_0%,#e1306c_45%,#c13584_70%,#5b51d8_100%)]',
  glyph: (
    <g fill="none" stroke="currentColor" strokeWidth="1.9">
      <rect x="4.5" y="4.5" width="15" height="15" rx="4.5" />
      <circle cx="12" cy="12" r="3.6" />
      <circle cx="16.6" cy="7.4" r="0.4" fill="currentColor" />
    </g>
  ),
  constraint: 'networks.constraints.noTextOnly',
};
