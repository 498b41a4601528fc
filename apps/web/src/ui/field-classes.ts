import { cn } from './cn.ts';

const box = 'rounded-lg border border-gray-300 bg-white px-3 text-sm text-gray-900 shadow-sm';
const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-600 disabled:cursor-not-allowed disabled:bg-gray-50';

/** A select as the app draws it (the focus ring of the kit), as wide as its content. */
export const selectClasses = (className?: string) => cn('h-10', box, focusRing, className);

/** A select or date input that fills its cell (and may shrink in it). */
export const fieldClasses = (className?: string) => cn('h-10 w-full min-w-0', box, focusRing, className);

/** A text area. */
export const textAreaClasses = (className?: string) =>
  cn(
    'w-full rounded-lg border border-gray-300 bg-white px-3.5 py-2.5 text-sm leading-6 text-gray-900 shadow-xs placeholder:text-gray-400',
    'hover:border-gray-400 focus:border-primary-500 focus:ring-4 focus:ring-primary-100 focus:outline-none disabled:cursor-not-allowed disabled:bg-gray-50',
    className,
  );
