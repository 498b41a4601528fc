import { useId, type ReactNode } from 'react';
import { cn } from './cn.ts';

/** What a labelled field shows around its control: the label, a hint and an error under it. */
export interface FieldFrameProps {
  label: ReactNode;
  /** Help under the field (e.g. a rule), linked by aria-describedby. */
  hint?: ReactNode;
  /** Error under the field; marks the control aria-invalid. */
  error?: string | null | undefined;
  id?: string;
  className?: string | undefined;
}

/** The ids of a field's parts, and the attributes that tie its control to its label, hint and error. */
export function useFieldIds({ id, hint, error }: Pick<FieldFrameProps, 'id' | 'hint' | 'error'>) {
  const generated = useId();
  const fieldId = id ?? generated;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return {
    hintId,
    errorId,
    control: { id: fieldId, 'aria-invalid': error ? (true as const) : undefined, 'aria-describedby': describedBy },
  };
}

/** The frame every labelled field shares (TextField for a line, TextAreaField for a text), around its control. */
export function FieldFrame({ label, hint, error, className, ids, children }: Omit<FieldFrameProps, 'id'> & { ids: ReturnType<typeof useFieldIds>; children: ReactNode }) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={ids.control.id} className="text-sm font-medium text-gray-700">
        {label}
      </label>
      {children}
      {hint && (
        <p id={ids.hintId} className="text-xs text-gray-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} className="text-xs font-medium text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
