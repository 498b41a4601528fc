import { useT } from '../../lib/i18n/index.ts';
import { cn } from '../../ui/cn.ts';

/** "99+" above 99, so that the badge stays one small pill. */
export const pendingBadgeLabel = (count: number): string => (count > 99 ? '99+' : String(count));

/** Red badge with the number of items pending validation; draws nothing at 0. */
export function PendingBadge({ count, className }: { count: number; className?: string }) {
  const t = useT();
  if (count <= 0) return null;
  const shown = pendingBadgeLabel(count);
  return (
    <span
      data-testid="pending-badge"
      className={cn(
        'inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-[0.6875rem] leading-none font-semibold text-white tabular-nums',
        className,
      )}
    >
      <span aria-hidden="true">{shown}</span>
      {/* The words say the number the badge shows (« 99+ en attente de validation »): the link's name
          holds its visible text, as a voice control user reads and says it. */}
      <span className="sr-only">{t('nav.pendingBadge', { count: shown })}</span>
    </span>
  );
}
