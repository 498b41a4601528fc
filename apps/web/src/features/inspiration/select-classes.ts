import { cn } from '../../ui/cn.ts';

/** The page's selects, as the app draws them (the focus ring of the kit). */
export const selectClasses = (className?: string) =>
  cn(
    'h-10 rounded-lg border border-gray-300 bg-white px-3 text-sm text-gray-900 shadow-sm',
    'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-600 disabled:cursor-not-allowed disabled:bg-gray-50',
    className,
  );
