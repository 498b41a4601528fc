import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { cn } from './cn.ts';

const TAB = cn(
  'inline-flex shrink-0 items-center gap-1.5 border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap transition-colors',
  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-600',
);
const ACTIVE = 'border-primary-600 text-primary-700';
const IDLE = 'border-transparent text-gray-500 hover:border-gray-300 hover:text-gray-800';

/** Tabs that are pages: links, the current one marked by the router (aria-current="page"). */
export function LinkTabs({ label, items }: { label: string; items: Array<{ to: string; label: ReactNode; testId?: string }> }) {
  return (
    <nav aria-label={label} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <div className="flex min-w-max gap-1 border-b border-gray-200">
        {items.map((item) => (
          <NavLink key={item.to} to={item.to} data-testid={item.testId} className={({ isActive }) => cn(TAB, isActive ? ACTIVE : IDLE)}>
            {item.label}
          </NavLink>
        ))}
      </div>
    </nav>
  );
}

export interface TabOption<T extends string> {
  value: T;
  label: ReactNode;
}

/**
 * One choice among a few (a filter, a view), as an ARIA tablist: arrow keys, Home and End move the
 * choice, only the chosen tab sits in the tab order. `variant="pills"` draws a segmented control.
 */
export function TabList<T extends string>({
  label,
  options,
  value,
  onChange,
  variant = 'underline',
  idPrefix,
  className,
  disabled = false,
}: {
  label: string;
  options: ReadonlyArray<TabOption<T>>;
  value: T;
  onChange: (value: T) => void;
  variant?: 'underline' | 'pills';
  /** When given, tab `i` gets the id `${idPrefix}-tab-${value}` and controls `${idPrefix}-panel`. */
  idPrefix?: string;
  className?: string;
  /** Every tab is inert (the choice cannot change for now). */
  disabled?: boolean;
}) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const select = (index: number) => {
    const option = options[(index + options.length) % options.length];
    if (!option) return;
    onChange(option.value);
    refs.current[(index + options.length) % options.length]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: options.length - 1 };
    const target = moves[event.key];
    if (target === undefined || disabled) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div
      role="tablist"
      aria-label={label}
      className={cn(variant === 'underline' ? 'flex min-w-max gap-1 border-b border-gray-200' : 'inline-flex rounded-lg bg-gray-100 p-1', className)}
    >
      {options.map((option, index) => {
        const selected = option.value === value;
        return (
          <button
            key={option.value}
            ref={(node) => {
              refs.current[index] = node;
            }}
            type="button"
            role="tab"
            id={idPrefix ? `${idPrefix}-tab-${option.value}` : undefined}
            aria-controls={idPrefix ? `${idPrefix}-panel` : undefined}
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            disabled={disabled}
            onClick={() => onChange(option.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={
              variant === 'underline'
                ? cn(TAB, selected ? ACTIVE : IDLE, 'disabled:cursor-not-allowed disabled:opacity-60')
                : cn(
                    'disabled:cursor-not-allowed disabled:opacity-60',
                    'rounded-md px-3 py-1.5 text-sm font-medium transition-colors',
                    'focus-visible:outline-2 focus-visible:outline-primary-600',
                    selected ? 'bg-white text-gray-900 shadow-sm' : 'text-gray-600 hover:text-gray-900',
                  )
            }
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
