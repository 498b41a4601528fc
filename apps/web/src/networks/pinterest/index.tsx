import type { WebNetworkDescriptor } from '../descriptor.ts';

/** Pinterest in the web app (see ../descriptor.ts). */
export const pinterestWeb: WebNetworkDescriptor<'pinterest'> = {
  network: 'pinterest',
  iconBackground: 'bg-[#e60023]',
  glyph: (
    <path
      fill="currentColor"
      d="M12.3 4.2c-4.4 0-6.8 3-6.8 6.2 0 1.5.6 3 1.9 3.5.2.1.4 0 .4-.2l.2-.8c.1-.2 0-.3-.1-.5-.4-.5-.6-1.1-.6-1.9 0-2.5 1.9-4.6 4.8-4.6 2.6 0 4.1 1.6 4.1 3.8 0 2.8-1.3 5.1-3.1 5.1-1 0-1.8-.8-1.5-1.9.3-1.2.8-2.5.8-3.4 0-.8-.4-1.4-1.3-1.4-1 0-1.9 1.1-1.9 2.6 0 .9.3 1.6.3 1.6l-1.3 5.4c-.3 1.3-.2 2.8-.1 3.6h1.2c.6-.8 1.4-2.2 1.7-3.3l.6-2.4c.4.7 1.5 1.3 2.6 1.3 3.4 0 5.7-3.1 5.7-7.2 0-3.1-2.6-5.9-6.6-5.9z"
    />
  ),
  constraint: 'networks.constraints.photoOnly',
};
