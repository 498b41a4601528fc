import { Check } from 'lucide-react';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cn } from './cn.ts';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  label: ReactNode;
  id?: string;
}

/** A native checkbox (keyboard and screen readers for free) drawn in the house style. */
export function Checkbox({ label, id, className, ...input }: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className={cn('flex items-center gap-2.5', className)}>
      <span className="relative inline-flex size-4.5 shrink-0">
        <input
          id={inputId}
          type="checkbox"
          className={cn(
            'peer size-4.5 cursor-pointer appearance-none rounded-[5px] border border-gray-300 bg-white transition-colors',
            'checked:border-primary-600 checked:bg-primary-600 hover:border-gray-400 checked:hover:border-primary-700 checked:hover:bg-primary-700',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
            'disabled:cursor-not-allowed disabled:opacity-60',
          )}
          {...input}
        />
        <Check aria-hidden="true" strokeWidth={3} className="pointer-events-none absolute inset-0.5 size-3.5 text-white opacity-0 peer-checked:opacity-100" />
      </span>
      <label htmlFor={inputId} className="cursor-pointer text-sm text-gray-700 select-none">
        {label}
      </label>
    </div>
  );
}
