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
