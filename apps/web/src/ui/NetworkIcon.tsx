import type { Network } from '@publia/shared';
import { WEB_NETWORKS } from '../networks/registry.ts';
import { cn } from './cn.ts';

const SIZES = {
  xs: 'size-5 rounded-md [&>svg]:size-3.5',
  sm: 'size-8 rounded-lg [&>svg]:size-5',
  md: 'size-10 rounded-xl [&>svg]:size-6',
  lg: 'size-12 rounded-xl [&>svg]:size-7',
} as const;

/**
 * A network's mark in white on its brand colour (its web descriptor's). Decorative by default (the name is written next
 * to it); give `label` when the icon stands alone.
 */
export function NetworkIcon({ platform, size = 'md', label, className }: { platform: Network; size?: keyof typeof SIZES; label?: string; className?: string }) {
  return (
    <span
      data-testid={`network-icon-${platform}`}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={cn('inline-flex shrink-0 items-center justify-center text-white shadow-sm', WEB_NETWORKS[platform].iconBackground, SIZES[size], className)}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        {WEB_NETWORKS[platform].glyph}
      </svg>
    </span>
  );
}
