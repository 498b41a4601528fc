import { EVERGREEN_LIMITS, type Evergreen } from '@publia/shared';
import { Repeat, Save } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { formatDateTime } from '../../../lib/dates.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import { Switch } from '../../../ui/Switch.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { useCan } from '../../auth/use-can.ts';
import { AutomationCard, Loaded } from './AutomationCard.tsx';
import { useEvergreen, useSaveEvergreen } from './queries.ts';
import { useAutomationFormat } from './use-automation-format.ts';

type RuleNumber = keyof typeof EVERGREEN_LIMITS;

const NUMBERS: Array<{
  field: RuleNumber;
  label: 'automations.evergreen.minScore' | 'automations.evergreen.maxReposts' | 'automations.evergreen.minDays';
  hint: 'automations.evergreen.minScoreHint' | 'automations.evergreen.maxRepostsHint' | 'automations.evergreen.minDaysHint';
}> = [
  { field: 'minScore', label: 'automations.evergreen.minScore', hint: 'automations.evergreen.minScoreHint' },
  { field: 'maxReposts', label: 'automations.evergreen.maxReposts', hint: 'automations.evergreen.maxRepostsHint' },
  { field: 'minDays', label: 'automations.evergreen.minDays', hint: 'automations.evergreen.minDaysHint' },
];

type RuleInputs = Record<RuleNumber, string>;

/**
 * The rule: on/off and N, M, K within their bounds. The numbers go as typed: the server names one
 * out of its bounds in French, shown under the form, and nothing is saved. Only an empty field is
 * stopped here (it has no number to send).
 */
function RuleForm({ rule }: { rule: Evergreen['rule'] }) {
  const f = useAutomationFormat();
  const id = useId();
  const save = useSaveEvergreen();
  const [enabled, setEnabled] = useState(rule.enabled);
  const [numbers, setNumbers] = useState<RuleInputs>({ minScore: String(rule.minScore), maxReposts: String(rule.maxReposts), minDays: String(rule.minDays) });
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const empty = NUMBERS.find(({ field }) => numbers[field].trim() === '' || !Number.isFinite(Number(numbers[field])));
    if (empty) {
      setError(f.t('automations.evergreen.required', { field: f.t(empty.label) }));
      return;
    }
    setError(null);
    save.mutate(
      { enabled, minScore: Number(numbers.minScore), maxReposts: Number(numbers.maxReposts), minDays: Number(numbers.minDays) },
      { onError: (failure) => setError(failure.message) },
    );
  };

  return (
    <form noValidate onSubmit={submit} data-testid="evergreen-form" className="flex flex-col gap-4">
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <p id={`${id}-label`} className="text-sm font-medium text-gray-900">
            {f.t('automations.evergreen.enabled')}
          </p>
          <p id={`${id}-hint`} className="mt-0.5 text-sm text-gray-600">
            {f.t('automations.evergreen.rule', { minScore: numbers.minScore, maxReposts: numbers.maxReposts, minDays: numbers.minDays })}
          </p>
        </div>
        <Switch checked={enabled} onChange={setEnabled} labelledBy={`${id}-label`} describedBy={`${id}-hint`} testId="evergreen-enabled" />
      </div>
      <div className="grid gap-3 sm:grid-cols-3 md:grid-cols-1 xl:grid-cols-3">
        {NUMBERS.map(({ field, label, hint }) => (
          <TextField
            key={field}
            label={f.t(label)}
            hint={f.t(hint, { min: EVERGREEN_LIMITS[field].min, max: EVERGREEN_LIMITS[field].max })}
            type="number"
            inputMode="numeric"
            name={field}
            min={EVERGREEN_LIMITS[field].min}
            max={EVERGREEN_LIMITS[field].max}
            step={1}
            value={numbers[field]}
            onChange={(event) => setNumbers((current) => ({ ...current, [field]: event.target.value }))}
          />
        ))}
      </div>
      {error && (
        <Alert tone="error" data-testid="evergreen-error">
          {error}
        </Alert>
      )}
      <Button type="submit" size="sm" className="self-start" data-testid="evergreen-save" loading={save.isPending} icon={<Save aria-hidden="true" className="size-4" />}>
        {f.t('automations.evergreen.save')}
      </Button>
    </form>
  );
}

/** The rule as a reader sees it: whether it runs, and what it says. */
function RuleText({ rule }: { rule: Evergreen['rule'] }) {
  const f = useAutomationFormat();
  return (
    <p data-testid="evergreen-rule" className="flex flex-wrap items-center gap-2 text-sm text-gray-700">
      <span className="font-medium text-gray-900">{f.t(rule.enabled ? 'automations.evergreen.on' : 'automations.evergreen.off')}</span>
      <span>{f.t('automations.evergreen.rule', { minScore: rule.minScore, maxReposts: rule.maxReposts, minDays: rule.minDays })}</span>
    </p>
  );
}

/** What the rule has done: posts it may bring back, posts opted in one by one, reposts made, last round. */
function Figures({ evergreen }: { evergreen: Evergreen }) {
  const f = useAutomationFormat();
  const figures = [
    { label: f.t('automations.evergreen.figures.eligible'), value: f.number(evergreen.eligible) },
    { label: f.t('automations.evergreen.figures.optedIn'), value: f.number(evergreen.optedIn) },
    { label: f.t('automations.evergreen.figures.reposts'), value: f.number(evergreen.reposts) },
    {
      label: f.t('automations.evergreen.figures.lastRun'),
      value: evergreen.lastRunAt ? formatDateTime(evergreen.lastRunAt, f.timeZone) : f.t('automations.evergreen.figures.never'),
    },
  ];
  return (
    <dl data-testid="evergreen-figures" className="grid grid-cols-2 gap-3 rounded-lg bg-gray-50 p-3 sm:grid-cols-4 md:grid-cols-2 xl:grid-cols-4">
      {figures.map((figure) => (
        <div key={figure.label} className="min-w-0">
          <dt className="text-xs text-gray-600">{figure.label}</dt>
          <dd className="text-sm font-semibold break-words text-gray-900 tabular-nums">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** « Republication intelligente »: the rule (read-only for a reader) and what it has done. */
export function EvergreenCard() {
  const f = useAutomationFormat();
  const evergreen = useEvergreen();
  const canPublish = useCan('publish_content');
  return (
    <AutomationCard icon={Repeat} title={f.t('automations.evergreen.title')} body={f.t('automations.evergreen.body')} testId="automation-evergreen">
      <Loaded query={evergreen} errorKey="automations.evergreen.loadError">
        {(data) => (
          <>
            {/* A new rule from the server (saved here or elsewhere) starts the form afresh. */}
            {canPublish ? <RuleForm key={JSON.stringify(data.rule)} rule={data.rule} /> : <RuleText rule={data.rule} />}
            <Figures evergreen={data} />
          </>
        )}
      </Loaded>
    </AutomationCard>
  );
}
