import type { VideoAnalysis } from '@publia/shared';
import { Lightbulb } from 'lucide-react';
import { useT } from '../../lib/i18n/index.ts';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { useCatalogueText } from '../../lib/use-catalogue-text.ts';

/** The optimisation tips, as a list. */
export function Tips({ tips }: { tips: VideoAnalysis['tips'] }) {
  const t = useT();
  const text = useCatalogueText();
  return (
    <SectionCard icon={Lightbulb} title={t('scanner.tips.heading')} testId="scanner-tips" tint="bg-amber-50 text-amber-700">
      {tips.length === 0 ? (
        <p className="text-sm text-gray-600">{t('scanner.tips.none')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {tips.map((tip, index) => (
            <li key={`${tip.key}-${index}`} className="flex gap-2 text-sm leading-6 text-gray-800" data-testid="scanner-tip">
              <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-amber-500" />
              {text(tip)}
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
