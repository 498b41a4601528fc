import type { Network } from '@publia/shared';
import type { ReactNode } from 'react';
import { cn } from './cn.ts';

/** Brand backgrounds (Instagram's is its gradient). */
const BACKGROUNDS: Record<Network, string> = {
  instagram: 'bg-[linear-gradient(45deg,#f9a13a_0%,#e1306c_45%,#c13584_70%,#5b51d8_100%)]',
  facebook: 'bg-[#1877f2]',
  twitter: 'bg-[#0f1419]',
  linkedin: 'bg-[#0a66c2]',
  tiktok: 'bg-[#010101]',
  pinterest: 'bg-[#e60023]',
};

/** Simple white marks drawn for Publia on a 24 × 24 grid (recognisable, not the official logos). */
const GLYPHS: Record<Network, ReactNode> = {
  instagram: (
    <g fill="none" stroke="currentColor" strokeWidth="1.9">
      <rect x="4.5" y="4.5" width="15" height="15" rx="4.5" />
      <circle cx="12" cy="12" r="3.6" />
      <circle cx="16.6" cy="7.4" r="0.4" fill="currentColor" />
    </g>
  ),
  facebook: (
    <path
      fill="currentColor"
      d="M13.4 20v-6.4h2.3l.4-2.8h-2.7V9.1c0-.8.3-1.3 1.4-1.3h1.4V5.3c-.3 0-1.1-.1-2-.1-2.1 0-3.5 1.2-3.5 3.5v2.1H8.4v2.8h2.3V20z"
    />
  ),
  twitter: (
    <g fill="currentColor">
      <path d="M5.2 5h4.1l9.5 14h-4.1z" />
      <path d="M17.3 5h1.6l-5.6 6.4-.9-1.2zM10.9 13l.9 1.2L6.7 19H5.1z" />
    </g>
  ),
  linkedin: (
    <g fill="currentColor">
      <circle cx="7.2" cy="7.2" r="1.7" />
      <rect x="5.7" y="10" width="3" height="9" rx="0.4" />
      <path d="M10.8 10h2.8v1.3c.5-.9 1.6-1.6 3-1.6 2.3 0 3.3 1.4 3.3 4V19h-3v-4.6c0-1.2-.4-2-1.5-2s-1.7.8-1.7 2V19h-2.9z" />
    </g>
  ),
  tiktok: (
    <path
      fill="currentColor"
      d="M13.2 4.5h2.7c.2 1.9 1.5 3.2 3.4 3.4v2.7a6 6 0 0 1-3.4-1.1v5.6a4.9 4.9 0 1 1-4.9-4.9h.3v2.8h-.3a2.1 2.1 0 1 0 2.2 2.1z"
    />
  ),
  pinterest: (
    <path
      fill="currentColor"
      d="M12.3 4.2c-4.4 0-6.8 3-6.8 6.2 0 1.5.6 3 1.9 3.5.2.1.4 0 .4-.2l.2-.8c.1-.2 0-.3-.1-.5-.4-.5-.6-1.1-.6-1.9 0-2.5 1.9-4.6 4.8-4.6 2.6 0 4.1 1.6 4.1 3.8 0 2.8-1.3 5.1-3.1 5.1-1 0-1.8-.8-1.5-1.9.3-1.2.8-2.5.8-3.4 0-.8-.4-1.4-1.3-1.4-1 0-1.9 1.1-1.9 2.6 0 .9.3 1.6.3 1.6l-1.3 5.4c-.3 1.3-.2 2.8-.1 3.6h1.2c.6-.8 1.4-2.2 1.7-3.3l.6-2.4c.4.7 1.5 1.3 2.6 1.3 3.4 0 5.7-3.1 5.7-7.2 0-3.1-2.6-5.9-6.6-5.9z"
    />
  ),
};

const SIZES = {
  xs: 'size-5 rounded-md [&>svg]:size-3.5',
  sm: 'size-8 rounded-lg [&>svg]:size-5',
  md: 'size-10 rounded-xl [&>svg]:size-6',
  lg: 'size-12 rounded-xl [&>svg]:size-7',
} as const;

/**
 * A network's mark in white on its brand colour. Decorative by default (the name is written next
 * to it); give `label` when the icon stands alone.
 */
export function NetworkIcon({
  platform,
  size = 'md',
  label,
  className,
}: {
  platform: Network;
  size?: keyof typeof SIZES;
  label?: string;
  className?: string;
}) {
  return (
    <span
      data-testid={`network-icon-${platform}`}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={cn('inline-flex shrink-0 items-center justify-center text-white shadow-sm', BACKGROUNDS[platform], SIZES[size], className)}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        {GLYPHS[platform]}
      </svg>
    </span>
  );
}
