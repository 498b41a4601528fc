/** A labelled block of code or configuration, as the guides show them. */
export function CodeBlock({ label, code, testId }: { label: string; code: string; testId: string }) {
  return (
    <figure className="flex min-w-0 flex-col gap-1">
      <figcaption className="text-xs font-medium text-gray-700">{label}</figcaption>
      {/* Long lines wrap rather than scroll: a scrolling block would need the keyboard's focus. */}
      <pre data-testid={testId} className="rounded-lg border border-gray-200 bg-gray-50 p-3 font-mono text-xs leading-5 break-words whitespace-pre-wrap text-gray-900">
        <code>{code}</code>
      </pre>
    </figure>
  );
}
