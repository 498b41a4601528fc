import { Search } from 'lucide-react';
import type { InputHTMLAttributes } from 'react';
import { cn } from './cn.ts';

/** A search box with its magnifier; `label` is its accessible name. */
export function SearchField({ label, className, ...input }: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: string }) {
  return (
    <div className={cn('relative', className)}>
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-400" />
      <input
        type="search"
        aria-label={label}
        className={cn(
          'h-10 w-full rounded-lg border border-gray-300 bg-white pr-3 pl-9 text-sm text-gray-900 shadow-xs placeholder:text-gray-400',
          'hover:border-gray-400 focus:border-primary-500 focus:ring-4 focus:ring-primary-100 focus:outline-none',
        )}
        {...input}
      />
    </div>
  );
}
