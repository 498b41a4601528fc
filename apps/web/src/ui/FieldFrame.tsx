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

/** The control's attributes that tie it to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * The frame every labelled field shares (TextField for a line, TextAreaField for a text): `control`
 * receives the ids and aria attributes to put on the input it renders.
 */
export function FieldFrame({ label, hint, error, id, className, control }: FieldFrameProps & { control: (props: FieldControlProps) => ReactNode }) {
  const generated = useId();
  const fieldId = id ?? generated;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={fieldId} className="text-sm font-medium text-gray-700">
        {label}
      </label>
      {control({ id: fieldId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
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
