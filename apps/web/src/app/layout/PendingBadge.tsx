import { useT } from '../../lib/i18n/index.ts';
import { cn } from '../../ui/cn.ts';

/** Red badge with the number of items pending validation; draws nothing at 0. */
export function PendingBadge({ count, className }: { count: number; className?: string }) {
  const t = useT();
  if (count <= 0) return null;
  return (
    <span
      data-testid="pending-badge"
      className={cn(
        'inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-[0.6875rem] leading-none font-semibold text-white tabular-nums',
        className,
      )}
    >
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{t('nav.pendingBadge', { count })}</span>
    </span>
  );
}
