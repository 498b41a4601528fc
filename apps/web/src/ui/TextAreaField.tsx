import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { cn } from './cn.ts';
import { textAreaClasses } from './field-classes.ts';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: ReactNode;
  /** Help under the field, linked by aria-describedby. */
  hint?: ReactNode;
  /** Error under the field; marks the text area aria-invalid. */
  error?: string | null | undefined;
  id?: string;
}

/** A labelled text area (a note, a comment), as TextField is for one line. */
export function TextAreaField({ label, hint, error, id, className, rows = 3, ...area }: TextAreaFieldProps) {
  const generated = useId();
  const areaId = id ?? generated;
  const hintId = hint ? `${areaId}-hint` : undefined;
  const errorId = error ? `${areaId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={areaId} className="text-sm font-medium text-gray-700">
        {label}
      </label>
      <textarea
        id={areaId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={textAreaClasses(error ? 'border-red-400 focus:border-red-500 focus:ring-red-100' : undefined)}
        {...area}
      />
      {hint && (
        <p id={hintId} className="text-xs text-gray-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-xs font-medium text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
