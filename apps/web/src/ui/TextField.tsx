import type { InputHTMLAttributes } from 'react';
import { cn } from './cn.ts';
import { FieldFrame, useFieldIds, type FieldFrameProps } from './FieldFrame.tsx';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>, Omit<FieldFrameProps, 'className'> {}

export function TextField({ label, hint, error, id, className, ...input }: TextFieldProps) {
  const ids = useFieldIds({ id, hint, error });
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className} ids={ids}>
      <input
        {...ids.control}
        className={cn(
          'h-11 w-full rounded-lg border bg-white px-3.5 text-[0.9375rem] text-gray-900 shadow-xs transition-colors placeholder:text-gray-400',
          'focus:outline-none focus:ring-4',
          error ? 'border-red-400 focus:border-red-500 focus:ring-red-100' : 'border-gray-300 hover:border-gray-400 focus:border-primary-500 focus:ring-primary-100',
          'disabled:cursor-not-allowed disabled:bg-gray-50 disabled:text-gray-500',
        )}
        {...input}
      />
    </FieldFrame>
  );
}
