import type { ApiKey } from '@publia/shared';
import { Ban } from 'lucide-react';
import { formatDate, formatDateTime } from '../../../lib/dates.ts';
import { useT } from '../../../lib/i18n/index.ts';
import { Badge, type BadgeTone } from '../../../ui/Badge.tsx';
import { Button } from '../../../ui/Button.tsx';
import { useTimeZone } from '../../auth/use-time-zone.ts';

type KeyState = 'active' | 'expired' | 'revoked';
const STATE_TONES: Record<KeyState, BadgeTone> = { active: 'success', expired: 'warning', revoked: 'danger' };

const stateOf = (key: ApiKey, now: number): KeyState => (key.revokedAt ? 'revoked' : key.expiresAt && Date.parse(key.expiresAt) <= now ? 'expired' : 'active');

/** One key: its name, its prefix (never the key), its scopes as chips, its dates, « Révoquer » while it works. */
export function ApiKeyItem({ apiKey, now, onRevoke }: { apiKey: ApiKey; now: number; onRevoke: () => void }) {
  const t = useT();
  const timeZone = useTimeZone();
  const state = stateOf(apiKey, now);
  const expiry = apiKey.expiresAt
    ? t(state === 'expired' ? 'integrations.apiKeys.expired' : 'integrations.apiKeys.expires', { date: formatDate(apiKey.expiresAt, timeZone) })
    : t('integrations.apiKeys.noExpiry');
  const facts = [
    t('integrations.apiKeys.createdAt', { date: formatDate(apiKey.createdAt, timeZone) }),
    apiKey.lastUsedAt ? t('integrations.apiKeys.lastUsed', { date: formatDateTime(apiKey.lastUsedAt, timeZone) }) : t('integrations.apiKeys.neverUsed'),
    apiKey.revokedAt ? t('integrations.apiKeys.revokedAt', { date: formatDateTime(apiKey.revokedAt, timeZone) }) : expiry,
  ];
  return (
    <li data-testid="api-key" data-state={state} className="flex flex-col gap-2 px-4 py-4 sm:flex-row sm:items-start sm:justify-between sm:gap-4 sm:px-5">
      <div className="flex min-w-0 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-sm font-semibold break-all text-gray-900">{apiKey.name}</h3>
          <Badge tone={STATE_TONES[state]} data-testid="api-key-state">
            {t(`integrations.apiKeys.state.${state}`)}
          </Badge>
        </div>
        <code className="self-start rounded bg-gray-50 px-2 py-0.5 font-mono text-xs text-gray-800" data-testid="api-key-prefix">
          {apiKey.prefix.endsWith('…') ? apiKey.prefix : `${apiKey.prefix}…`}
        </code>
        <ul aria-label={t('integrations.apiKeys.scopesLabel')} className="flex flex-wrap gap-1.5">
          {apiKey.scopes.map((scope) => (
            <li key={scope}>
              <Badge tone="primary" title={scope}>
                {t(`integrations.apiKeys.scopes.${scope}.label`)}
              </Badge>
            </li>
          ))}
        </ul>
        <p className="text-xs leading-5 text-gray-600">{facts.join(' · ')}</p>
      </div>
      {state !== 'revoked' && (
        <Button
          size="sm"
          variant="outline"
          className="self-start"
          onClick={onRevoke}
          aria-label={t('integrations.apiKeys.revokeLabel', { name: apiKey.name })}
          icon={<Ban aria-hidden="true" className="size-4" />}
          data-testid="api-key-revoke"
        >
          {t('integrations.apiKeys.revoke')}
        </Button>
      )}
    </li>
  );
}
