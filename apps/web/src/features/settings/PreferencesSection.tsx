import { defaultTimeZone, isValidTimeZone } from '@publia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { formatTime } from '../../lib/dates.ts';
import { useT } from '../../lib/i18n/index.ts';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { useToast } from '../../ui/toast/index.ts';
import type { SessionState } from '../auth/api.ts';
import { sessionQueryKey, useSession } from '../auth/session.ts';
import { savePreferences } from './api.ts';

/** The select's value for "follow the browser". */
const AUTOMATIC = '';

/** Every zone this browser knows, with the current choice kept even if it is not among them. */
function zoneOptions(current: string | null): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const all = zones.includes('UTC') ? [...zones] : [...zones, 'UTC'];
  if (current && !all.includes(current) && isValidTimeZone(current)) all.push(current);
  return all.sort();
}

/** Paramètres → Préférences: the time zone in which dates are shown and picked. */
export function PreferencesSection() {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const saved = useSession()?.user.timeZone ?? null;
  const [choice, setChoice] = useState<string>(saved ?? AUTOMATIC);
  const selectId = useId();
  const hintId = useId();
  const browserZone = defaultTimeZone();
  const zones = useMemo(() => zoneOptions(saved), [saved]);
  const shownZone = choice || browserZone;
  // The example reads the clock once: the time a page was opened at is example enough.
  const [openedAt] = useState(() => new Date());

  const mutation = useMutation({
    mutationFn: () => savePreferences({ timeZone: choice || null }),
    onSuccess: (user) => {
      queryClient.setQueryData<SessionState>(sessionQueryKey, (state) =>
        state?.status === 'authenticated' ? { ...state, session: { ...state.session, user } } : state,
      );
      toast.success(t('preferences.saved'));
    },
    onError: (error) => toast.error(error.message),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate();
  };

  return (
    <Card className="p-6" data-testid="preferences-section">
      <h2 className="text-lg font-semibold text-gray-900">{t('preferences.title')}</h2>
      <p className="mt-1 text-sm text-gray-600">{t('preferences.intro')}</p>
      <form onSubmit={submit} className="mt-6 flex max-w-xl flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={selectId} className="text-sm font-medium text-gray-700">
            {t('preferences.timeZoneLabel')}
          </label>
          <select
            id={selectId}
            data-testid="time-zone-select"
            aria-describedby={hintId}
            value={choice}
            onChange={(event) => setChoice(event.target.value)}
            className="h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-[15px] text-gray-900 shadow-xs hover:border-gray-400 focus:border-primary-500 focus:ring-4 focus:ring-primary-100 focus:outline-none"
          >
            <option value={AUTOMATIC}>{t('preferences.timeZoneAutomatic', { zone: browserZone })}</option>
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll('_', ' ')}
              </option>
            ))}
          </select>
          <p id={hintId} className="text-xs text-gray-500">
            {t('preferences.timeZoneHint')} {t('preferences.timeZoneExample', { time: formatTime(openedAt, shownZone) })}
          </p>
        </div>
        <div>
          <Button type="submit" data-testid="preferences-save" loading={mutation.isPending} disabled={choice === (saved ?? AUTOMATIC)}>
            {mutation.isPending ? t('preferences.saving') : t('preferences.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
