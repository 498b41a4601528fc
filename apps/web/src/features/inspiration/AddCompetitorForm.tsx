import { NETWORK_NAMES, type Competitors, type WatchedNetwork } from '@publia/shared';
import { UserPlus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/index.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { selectClasses } from '../../ui/field-classes.ts';
import { useAddCompetitor } from './use-inspiration-actions.ts';
import { useInspirationFormat } from './use-inspiration-format.ts';

/**
 * Watch a public account: its network (only those with a connected account to read it with; the
 * others are shown disabled, with why) and its handle. A refusal is the server's sentence.
 */
export function AddCompetitorForm({ networks }: { networks: Competitors['networks'] }) {
  const t = useT();
  const format = useInspirationFormat();
  const id = useId();
  const add = useAddCompetitor();
  const usable = networks.filter((entry) => entry.connected).map((entry) => entry.network);
  const missing = networks.filter((entry) => !entry.connected).map((entry) => NETWORK_NAMES[entry.network]);
  const [network, setNetwork] = useState<WatchedNetwork | ''>(usable[0] ?? '');
  const [handle, setHandle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const chosen = network && usable.includes(network) ? network : (usable[0] ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = handle.trim().replace(/^@/, '');
    if (!chosen) return;
    if (!name) {
      setError(t('inspiration.competitors.handleMissing'));
      return;
    }
    setError(null);
    add.mutate({ network: chosen, handle: name }, { onSuccess: () => setHandle(''), onError: (failure) => setError(failure.message) });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2 rounded-lg bg-gray-50 p-3" data-testid="competitor-form">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-network`} className="text-sm font-medium text-gray-700">
            {t('inspiration.competitors.network')}
          </label>
          <select
            id={`${id}-network`}
            value={chosen}
            disabled={usable.length === 0}
            onChange={(event) => setNetwork(event.target.value as WatchedNetwork)}
            className={selectClasses('w-full sm:w-44')}
            data-testid="competitor-network"
          >
            {networks.map((entry) => (
              <option key={entry.network} value={entry.network} disabled={!entry.connected}>
                {entry.connected ? NETWORK_NAMES[entry.network] : t('inspiration.competitors.networkOff', { network: NETWORK_NAMES[entry.network] })}
              </option>
            ))}
          </select>
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <label htmlFor={`${id}-handle`} className="text-sm font-medium text-gray-700">
            {t('inspiration.competitors.handle')}
          </label>
          <input
            id={`${id}-handle`}
            type="text"
            value={handle}
            maxLength={200}
            autoComplete="off"
            placeholder={t('inspiration.competitors.handlePlaceholder')}
            disabled={usable.length === 0}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              setHandle(event.target.value);
              setError(null);
            }}
            className="h-10 w-full rounded-lg border border-gray-300 bg-white px-3 text-sm text-gray-900 shadow-xs placeholder:text-gray-400 hover:border-gray-400 focus:border-primary-500 focus:ring-4 focus:ring-primary-100 focus:outline-none disabled:cursor-not-allowed disabled:bg-gray-100"
            data-testid="competitor-handle"
          />
        </div>
        <Button type="submit" loading={add.isPending} disabled={usable.length === 0} icon={<UserPlus aria-hidden="true" className="size-4" />} data-testid="competitor-add">
          {t('inspiration.competitors.add')}
        </Button>
      </div>
      {error && (
        <Alert tone="error" data-testid="competitor-error">
          <span id={`${id}-error`}>{error}</span>
        </Alert>
      )}
      {missing.length > 0 && (
        <p className="text-xs leading-5 text-gray-600" data-testid="competitor-networks-off">
          {t('inspiration.competitors.networksOff', { networks: format.either(missing) })}{' '}
          <Link to="/networks" className="font-medium text-primary-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600">
            {t('inspiration.competitors.connect')}
          </Link>
        </p>
      )}
    </form>
  );
}
