import { useId, type ReactNode } from 'react';
import { Checkbox } from '../../../ui/Checkbox.tsx';

/** A choice with a line under it saying what it means (an event type, a key's scope), read with its label. */
export function DescribedCheckbox({
  label,
  code,
  description,
  checked,
  onChange,
  testId,
}: {
  label: string;
  /** The choice's name in the API (`post.published`, `publish`), for whoever writes the receiver. */
  code: string;
  description: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  testId: string;
}) {
  const descriptionId = useId();
  const text: ReactNode = (
    <>
      <span className="font-medium text-gray-900">{label}</span> <code className="ml-1 font-mono text-xs text-gray-600">{code}</code>
    </>
  );
  return (
    <li className="flex flex-col gap-0.5">
      <Checkbox label={text} checked={checked} onChange={(event) => onChange(event.target.checked)} aria-describedby={descriptionId} data-testid={testId} />
      <p id={descriptionId} className="ml-7 text-xs leading-5 text-gray-600">
        {description}
      </p>
    </li>
  );
}

/**
 * A set of described choices under a legend (a webhook's event types, a key's scopes): what is
 * ticked comes back in the options' own order, whatever the order it was ticked in, and the group's
 * error is read with it.
 */
export function DescribedChoices<T extends string>({
  legend,
  options,
  selected,
  onChange,
  labelOf,
  descriptionOf,
  testIdOf,
  error,
  listTestId,
}: {
  legend: string;
  options: readonly T[];
  selected: readonly T[];
  onChange: (next: T[]) => void;
  labelOf: (option: T) => string;
  descriptionOf: (option: T) => string;
  testIdOf: (option: T) => string;
  error?: string | undefined;
  listTestId?: string;
}) {
  const errorId = useId();
  const toggle = (option: T, checked: boolean) =>
    onChange(checked ? options.filter((known) => known === option || selected.includes(known)) : selected.filter((known) => known !== option));
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-gray-700">{legend}</legend>
      <ul className="flex flex-col gap-2.5" data-testid={listTestId}>
        {options.map((option) => (
          <DescribedCheckbox
            key={option}
            label={labelOf(option)}
            code={option}
            description={descriptionOf(option)}
            checked={selected.includes(option)}
            onChange={(checked) => toggle(option, checked)}
            testId={testIdOf(option)}
          />
        ))}
      </ul>
      {error && (
        <p id={errorId} role="alert" className="text-xs font-medium text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
