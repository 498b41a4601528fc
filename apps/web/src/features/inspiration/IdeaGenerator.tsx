import { Sparkles } from 'lucide-react';
import { useT } from '../../lib/i18n/index.ts';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { useCan } from '../auth/use-can.ts';
import { IdeaGeneratorForm } from './IdeaGeneratorForm.tsx';

/** « Générer des idées »: five post ideas for a theme, an objective and a network, to keep or not. */
export function IdeaGenerator() {
  const t = useT();
  const canCreate = useCan('create_content');
  return (
    <SectionCard
      icon={Sparkles}
      title={t('inspiration.generator.title')}
      description={t('inspiration.generator.description')}
      testId="idea-generator"
      tint="bg-fuchsia-50 text-fuchsia-600"
    >
      {canCreate ? <IdeaGeneratorForm /> : <p className="text-sm leading-6 text-gray-600">{t('inspiration.generator.viewer')}</p>}
    </SectionCard>
  );
}
