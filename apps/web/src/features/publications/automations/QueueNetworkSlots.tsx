import { NETWORK_NAMES, QUEUE_LIMITS, type QueueNetwork } from '@publia/shared';
import { Plus, X } from 'lucide-react';
import { useId } from 'react';
import { ISO_WEEKDAYS } from '../../../lib/weekdays.ts';
import { Button } from '../../../ui/Button.tsx';
import { cn } from '../../../ui/cn.ts';
import { NetworkIcon } from '../../../ui/NetworkIcon.tsx';
import { withNewRow, type SlotRow } from './slot-rows.ts';
import { useAutomationFormat } from './use-automation-format.ts';

const FIELD =
  'h-10 rounded-lg border border-gray-300 bg-white px-3 text-sm text-gray-900 shadow-xs transition-colors hover:border-gray-400 focus:border-primary-500 focus:ring-4 focus:ring-primary-100 focus:outline-none';

/** One slot's day and time, and the button that removes it; each named after its place and network. */
function SlotFields({ row, index, network, onChange, onRemove }: { row: SlotRow; index: number; network: string; onChange: (row: SlotRow) => void; onRemove: () => void }) {
  const f = useAutomationFormat();
  const id = useId();
  const names = { index: index + 1, network };
  return (
    <li data-testid="queue-slot" className="flex items-center gap-2">
      <label htmlFor={`${id}-day`} className="sr-only">
        {f.t('automations.queue.dialog.day', names)}
      </label>
      <select
        id={`${id}-day`}
        value={String(row.weekday)}
        onChange={(event) => onChange({ ...row, weekday: Number(event.target.value) })}
        className={cn(FIELD, 'min-w-0 flex-1 capitalize sm:max-w-48')}
      >
        {ISO_WEEKDAYS.map((day) => (
          <option key={day} value={day}>
            {f.weekday(day)}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-time`} className="sr-only">
        {f.t('automations.queue.dialog.time', names)}
      </label>
      <input
        id={`${id}-time`}
        type="time"
        step={60}
        value={row.time}
        onChange={(event) => onChange({ ...row, time: event.target.value })}
        className={cn(FIELD, 'w-28 shrink-0 tabular-nums')}
      />
      <Button
        size="sm"
        variant="ghost"
        className="shrink-0 px-2"
        aria-label={f.t('automations.queue.dialog.remove', names)}
        icon={<X aria-hidden="true" className="size-4" />}
        onClick={onRemove}
      />
    </li>
  );
}

/** The next free slots the server found with the saved settings. */
function NextFree({ network }: { network: QueueNetwork }) {
  const f = useAutomationFormat();
  return (
    <div data-testid={`queue-next-${network.network}`} className="text-xs text-gray-600">
      <p className="font-medium text-gray-700">{f.t('automations.queue.dialog.nextFree')}</p>
      {network.nextFree.length === 0 ? (
        <p>{f.t('automations.queue.dialog.noFree')}</p>
      ) : (
        <ul className="mt-0.5 flex flex-col gap-0.5">
          {network.nextFree.slice(0, 3).map((instant) => (
            <li key={instant}>
              <time dateTime={instant}>{f.instant(instant)}</time>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * One network of the queue: its weekly slots as rows (day, time, remove), « Ajouter un créneau »,
 * where suggested slots come from until they are saved, and its next free slots. A reader sees the
 * slots as text.
 */
export function QueueNetworkSlots({ network, rows, readOnly, onChange }: { network: QueueNetwork; rows: SlotRow[]; readOnly: boolean; onChange: (rows: SlotRow[]) => void }) {
  const f = useAutomationFormat();
  const headingId = useId();
  const name = NETWORK_NAMES[network.network];
  const replace = (changed: SlotRow) => onChange(rows.map((row) => (row.key === changed.key ? changed : row)));
  return (
    <div role="group" aria-labelledby={headingId} data-testid={`queue-network-${network.network}`} className="flex flex-col gap-3 rounded-lg border border-gray-200 p-3 sm:p-4">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <NetworkIcon platform={network.network} size="sm" />
        <h3 id={headingId} className="text-sm font-semibold text-gray-900">
          {name}
        </h3>
        <span className="text-xs text-gray-600">
          {f.count('automations.queue.dialog.accounts', network.accounts)} · {f.count('automations.queue.dialog.queuedHere', network.queued)}
        </span>
      </div>
      {network.source !== 'saved' && (
        <p data-testid={`queue-source-${network.network}`} className="rounded-md bg-primary-50 px-3 py-2 text-xs leading-5 text-primary-800">
          {f.t(network.source === 'own' ? 'automations.queue.dialog.sourceOwn' : 'automations.queue.dialog.sourceGeneral')}
          {!readOnly && ` ${f.t('automations.queue.dialog.sourceKeep')}`}
        </p>
      )}
      {rows.length === 0 ? (
        <p className="text-sm text-gray-600">{f.t('automations.queue.dialog.noSlot')}</p>
      ) : readOnly ? (
        <ul className="flex flex-wrap gap-1.5 text-sm text-gray-800">
          {rows.map((row) => (
            <li key={row.key} data-testid="queue-slot" className="rounded-md bg-gray-100 px-2 py-1 tabular-nums">
              <span className="capitalize">{f.weekday(row.weekday)}</span> {row.time}
            </li>
          ))}
        </ul>
      ) : (
        <ul className="flex flex-col gap-2">
          {rows.map((row, index) => (
            <SlotFields key={row.key} row={row} index={index} network={name} onChange={replace} onRemove={() => onChange(rows.filter((other) => other.key !== row.key))} />
          ))}
        </ul>
      )}
      {!readOnly && (
        <Button
          size="sm"
          variant="outline"
          className="self-start"
          data-testid={`queue-add-slot-${network.network}`}
          disabled={rows.length >= QUEUE_LIMITS.slotsPerNetworkMax}
          icon={<Plus aria-hidden="true" className="size-4" />}
          onClick={() => onChange(withNewRow(rows))}
        >
          {f.t('automations.queue.dialog.add')}
        </Button>
      )}
      <NextFree network={network} />
    </div>
  );
}
