import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame, useFieldIds, type FieldFrameProps } from './FieldFrame.tsx';
import { textAreaClasses } from './field-classes.ts';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>, Omit<FieldFrameProps, 'className'> {}

/** A labelled text area (a note, a comment), as TextField is for one line. */
export function TextAreaField({ label, hint, error, id, className, rows = 3, ...area }: TextAreaFieldProps) {
  const ids = useFieldIds({ id, hint, error });
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className} ids={ids}>
      <textarea {...ids.control} rows={rows} className={textAreaClasses(error ? 'border-red-400 focus:border-red-500 focus:ring-red-100' : undefined)} {...area} />
    </FieldFrame>
  );
}
