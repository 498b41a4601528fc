import { INSPIRATION_LIMITS, NETWORK_NAMES, NETWORKS, OBJECTIVES, type Network, type Objective } from '@publia/shared';
import { WandSparkles } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useT } from '../../lib/i18n/index.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { selectClasses } from '../../ui/field-classes.ts';
import { GeneratedIdeaCard } from './GeneratedIdeaCard.tsx';
import { useKeywords } from './queries.ts';
import { useGenerateIdeas } from './use-inspiration-actions.ts';

const fieldClasses =
  'h-10 w-full rounded-lg border border-gray-300 bg-white px-3 text-sm text-gray-900 shadow-xs placeholder:text-gray-400 hover:border-gray-400 focus:border-primary-500 focus:ring-4 focus:ring-primary-100 focus:outline-none';

/** The form: a theme (the first watch keyword until the user writes one), an objective, a network. */
export function IdeaGeneratorForm() {
  const t = useT();
  const id = useId();
  const keywords = useKeywords();
  const generate = useGenerateIdeas();
  const [theme, setTheme] = useState<string | null>(null);
  const [objective, setObjective] = useState<Objective>('inspire');
  const [network, setNetwork] = useState<Network>('instagram');
  const [error, setError] = useState<string | null>(null);
  const value = theme ?? keywords.data?.[0] ?? '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) {
      setError(t('inspiration.generator.themeMissing'));
      return;
    }
    setError(null);
    generate.mutate({ theme: value.trim(), objective, network }, { onError: (failure) => setError(failure.message) });
  };

  return (
    <>
      <form noValidate onSubmit={submit} className="flex flex-col gap-3" data-testid="idea-generator-form">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-theme`} className="text-sm font-medium text-gray-700">
            {t('inspiration.generator.theme')}
          </label>
          <input
            id={`${id}-theme`}
            type="text"
            value={value}
            maxLength={INSPIRATION_LIMITS.themeMax}
            placeholder={t('inspiration.generator.themePlaceholder')}
            onChange={(event) => setTheme(event.target.value)}
            className={fieldClasses}
            data-testid="generator-theme"
          />
        </div>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
          <div className="flex min-w-0 flex-col gap-1.5">
            <label htmlFor={`${id}-objective`} className="text-sm font-medium text-gray-700">
              {t('inspiration.generator.objective')}
            </label>
            <select
              id={`${id}-objective`}
              value={objective}
              onChange={(event) => setObjective(event.target.value as Objective)}
              className={selectClasses('w-full')}
              data-testid="generator-objective"
            >
              {OBJECTIVES.map((entry) => (
                <option key={entry} value={entry}>
                  {t(`create.info.objectives.${entry}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="flex min-w-0 flex-col gap-1.5">
            <label htmlFor={`${id}-network`} className="text-sm font-medium text-gray-700">
              {t('inspiration.generator.network')}
            </label>
            <select
              id={`${id}-network`}
              value={network}
              onChange={(event) => setNetwork(event.target.value as Network)}
              className={selectClasses('w-full')}
              data-testid="generator-network"
            >
              {NETWORKS.map((entry) => (
                <option key={entry} value={entry}>
                  {NETWORK_NAMES[entry]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <Button type="submit" loading={generate.isPending} icon={<WandSparkles aria-hidden="true" className="size-4" />} data-testid="generator-submit">
          {generate.isPending ? t('inspiration.generator.running') : t('inspiration.generator.submit')}
        </Button>
        {error && (
          <Alert tone="error" data-testid="generator-error">
            {error}
          </Alert>
        )}
      </form>
      {generate.data && (
        <section aria-labelledby={`${id}-ideas`} className="flex flex-col gap-3" aria-live="polite">
          <h3 id={`${id}-ideas`} className="text-sm font-semibold text-gray-900">
            {t('inspiration.generator.results', { network: NETWORK_NAMES[generate.data.network] })}
          </h3>
          <ul className="flex flex-col gap-3">
            {generate.data.ideas.map((idea, index) => (
              <li key={`${generate.submittedAt}-${index}`}>
                <GeneratedIdeaCard idea={idea} network={generate.data.network} objective={generate.data.objective} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
