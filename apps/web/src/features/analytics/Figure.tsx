import { cn } from '../../ui/cn.ts';

/**
 * A figure, or « — » when the network does not give it: never a 0 by default. The dash carries its
 * reason (« Non fourni par LinkedIn ») as its accessible name and tooltip.
 */
export function Figure({ value, format, missing, className }: { value: number | null; format: (value: number) => string; missing: string; className?: string }) {
  if (value === null) {
    return (
      <span data-testid="figure-missing" title={missing} className={cn('text-gray-500', className)}>
        <span aria-hidden="true">—</span>
        <span className="sr-only">{missing}</span>
      </span>
    );
  }
  return <span className={className}>{format(value)}</span>;
}
