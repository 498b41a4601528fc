import { cn } from '../../ui/cn.ts';

/** The page's selects and date inputs, as the app draws them (the focus ring of the kit). */
export const fieldClasses = (className?: string) =>
  cn(
    'h-10 w-full min-w-0 rounded-lg border border-gray-300 bg-white px-3 text-sm text-gray-900 shadow-sm',
    'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-600 disabled:cursor-not-allowed disabled:bg-gray-50',
    className,
  );

/** The page's text areas. */
export const textAreaClasses = (className?: string) =>
  cn(
    'w-full rounded-lg border border-gray-300 bg-white px-3.5 py-2.5 text-sm leading-6 text-gray-900 shadow-xs placeholder:text-gray-400',
    'hover:border-gray-400 focus:border-primary-500 focus:ring-4 focus:ring-primary-100 focus:outline-none disabled:cursor-not-allowed disabled:bg-gray-50',
    className,
  );
