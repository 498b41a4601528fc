import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n/index.ts';
import { cn } from '../../ui/cn.ts';

interface CountedTextareaProps {
  id: string;
  label: ReactNode;
  labelClassName: string;
  value: string;
  rows: number;
  placeholder?: string;
  onChange: (value: string) => void;
  /** The text's length as its network counts it, against the limit: past it, the box turns red and says so. */
  count: number;
  max: number;
  /** The limit as the counter writes it, when not the bare number (« 1 250 »). */
  maxText?: string;
  counterTestId: string;
  /** Another element describing the box (a note), read before the counter. */
  describedBy?: string;
  /** What the header holds on the right (the thread's buttons); the counter then goes under the box. */
  actions?: ReactNode;
  /** Said under the box when the text is over its limit by `excess`. */
  overMessage: (excess: number) => string;
  /** What sits under the box, before the over-limit message (a note). */
  children?: ReactNode;
}

/**
 * A text box counted live against a network's limit, as the create screen's posts, first comment
 * and thread posts are: the label, the counter (announced politely as it changes), the box marked
 * invalid past the limit, and the message saying by how much.
 */
export function CountedTextarea(props: CountedTextareaProps) {
  const { id, label, labelClassName, value, rows, placeholder, onChange, count, max, maxText, counterTestId, describedBy, actions, overMessage, children } = props;
  const t = useT();
  const over = count > max;
  const counterId = `${id}-counter`;
  const counter = (
    <span
      id={counterId}
      aria-live="polite"
      data-testid={counterTestId}
      data-over={over || undefined}
      className={cn('text-xs tabular-nums', actions !== undefined && 'self-end', over ? 'font-semibold text-red-600' : 'text-gray-500')}
    >
      {t('create.posts.counter', { count, max: maxText ?? max })}
    </span>
  );
  return (
    <>
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className={labelClassName}>
          {label}
        </label>
        {actions ?? counter}
      </div>
      <textarea
        id={id}
        rows={rows}
        value={value}
        placeholder={placeholder}
        aria-describedby={describedBy ? `${describedBy} ${counterId}` : counterId}
        aria-invalid={over || undefined}
        onChange={(event) => onChange(event.target.value)}
        className={cn(
          'w-full rounded-lg border bg-white px-3.5 py-2.5 text-[0.9375rem] leading-relaxed text-gray-900 focus:ring-4 focus:outline-none',
          over ? 'border-red-400 focus:border-red-500 focus:ring-red-100' : 'border-gray-300 focus:border-primary-500 focus:ring-primary-100',
        )}
      />
      {actions !== undefined && counter}
      {children}
      {over && (
        <p role="alert" className="text-xs font-medium text-red-600">
          {overMessage(count - max)}
        </p>
      )}
    </>
  );
}
