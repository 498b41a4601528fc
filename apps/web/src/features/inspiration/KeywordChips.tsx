import { Badge } from '../../ui/Badge.tsx';

/** Keywords as chips, in a list named `label`. */
export function KeywordChips({ keywords, label, testId }: { keywords: string[]; label: string; testId?: string }) {
  if (keywords.length === 0) return null;
  return (
    <ul aria-label={label} data-testid={testId} className="flex flex-wrap gap-1.5">
      {keywords.map((keyword) => (
        <li key={keyword}>
          <Badge tone="primary" className="max-w-full break-all">
            {keyword}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
