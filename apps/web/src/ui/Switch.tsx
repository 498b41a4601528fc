import { cn } from './cn.ts';

/**
 * An on/off switch (role="switch"): a button whose state is `aria-checked`, named by the text that
 * labels it (`labelledBy`) and described by its hint.
 */
export function Switch({
  checked,
  onChange,
  labelledBy,
  describedBy,
  testId,
  disabled = false,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  labelledBy: string;
  describedBy?: string;
  testId?: string;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      data-testid={testId}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className={cn(
        'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
        'disabled:cursor-not-allowed disabled:opacity-60',
        checked ? 'bg-primary-600 hover:bg-primary-700' : 'bg-gray-200 hover:bg-gray-300',
      )}
    >
      <span
        aria-hidden="true"
        className={cn('inline-block size-5 rounded-full bg-white shadow ring-1 ring-black/5 transition-transform', checked ? 'translate-x-5.5' : 'translate-x-0.5')}
      />
    </button>
  );
}
