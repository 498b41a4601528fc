import type { VideoAnalysis } from '@publia/shared';
import { PenLine } from 'lucide-react';
import { useT } from '../../lib/i18n/index.ts';
import { CopyButton } from '../../ui/CopyButton.tsx';
import { SectionCard } from '../../ui/SectionCard.tsx';

/** The suggested title and description, each with « Copier ». */
export function Suggestions({ result }: { result: VideoAnalysis }) {
  const t = useT();
  const fields = [
    { id: 'title', label: t('scanner.suggestions.title'), copy: t('scanner.suggestions.copyTitle'), value: result.suggestedTitle },
    { id: 'description', label: t('scanner.suggestions.description'), copy: t('scanner.suggestions.copyDescription'), value: result.suggestedDescription },
  ];
  return (
    <SectionCard icon={PenLine} title={t('scanner.suggestions.heading')} testId="scanner-suggestions" tint="bg-sky-50 text-sky-700">
      <div className="flex flex-col gap-4">
        {fields.map((field) => (
          <div key={field.id} className="flex flex-col gap-1">
            <div className="flex items-center justify-between gap-2">
              <h3 className="text-sm font-semibold text-gray-900">{field.label}</h3>
              <CopyButton value={field.value} label={field.copy} copied={t('scanner.suggestions.copied')} failed={t('scanner.suggestions.copyFailed')} testId={`copy-${field.id}`}>
                {t('scanner.suggestions.copy')}
              </CopyButton>
            </div>
            <p className="rounded-lg bg-gray-50 px-3 py-2 text-sm leading-6 whitespace-pre-line text-gray-800" data-testid={`suggested-${field.id}`}>
              {field.value}
            </p>
          </div>
        ))}
      </div>
    </SectionCard>
  );
}
