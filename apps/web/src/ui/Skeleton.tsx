import { cn } from './cn.ts';

/** A grey placeholder block pulsing while its content loads (hidden from screen readers). */
export function Skeleton({ className }: { className?: string }) {
  return <span aria-hidden="true" className={cn('block animate-pulse rounded-md bg-gray-200/80', className)} />;
}
