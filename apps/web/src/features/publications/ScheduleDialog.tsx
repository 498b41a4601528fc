import { zonedDateTimeStrings, type ContentItem } from '@publia/shared';
import { CalendarClock } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTimeZone } from '../auth/use-time-zone.ts';
import { useT } from '../../lib/i18n/index.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { Dialog, DialogBody, DialogFooter } from '../../ui/Dialog.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { dayOf } from './calendar/calendar-days.ts';
import { shownTitle } from '../content/content-display.ts';
import { defaultScheduleValues, readScheduleChoice } from './schedule-time.ts';
import { useSchedule } from '../content/use-content-actions.ts';

function ScheduleForm({ item, onClose, schedule }: { item: ContentItem; onClose: () => void; schedule: ReturnType<typeof useSchedule> }) {
  const t = useT();
  const timeZone = useTimeZone();
  // A scheduled post opens on its current date and time (« Reprogrammer »), another on the defaults.
  const [initial] = useState(() =>
    item.status === 'scheduled' && item.scheduledFor ? zonedDateTimeStrings(new Date(item.scheduledFor), timeZone) : defaultScheduleValues(new Date(), timeZone),
  );
  const [date, setDate] = useState(initial.date);
  const [time, setTime] = useState(initial.time);
  const [error, setError] = useState<string | null>(null);
  const [today] = useState(() => dayOf(new Date(), timeZone));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const choice = readScheduleChoice(date, time, timeZone, new Date());
    if (choice.error) {
      setError(t(choice.error));
      return;
    }
    setError(null);
    schedule.mutate({ item, at: choice.at }, { onSuccess: onClose });
  };

  return (
    <form noValidate onSubmit={submit} className="flex min-h-0 flex-1 flex-col">
      <DialogBody className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('publications.schedule.date')}
            type="date"
            name="date"
            min={today}
            value={date}
            onChange={(event) => setDate(event.target.value)}
          />
          <TextField
            label={t('publications.schedule.time')}
            type="time"
            name="time"
            step={60}
            value={time}
            onChange={(event) => setTime(event.target.value)}
          />
        </div>
        {error && (
          <Alert tone="error" data-testid="schedule-error">
            {error}
          </Alert>
        )}
      </DialogBody>
      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={schedule.isPending}>
          {t('dialog.cancel')}
        </Button>
        <Button type="submit" loading={schedule.isPending} icon={<CalendarClock aria-hidden="true" className="size-4" />}>
          {t('publications.schedule.confirm')}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** "Planifier": date and time in the user's zone, checked before anything is sent. */
export function ScheduleDialog({ item, onClose }: { item: ContentItem | null; onClose: () => void }) {
  const t = useT();
  const timeZone = useTimeZone();
  // Held here, not in the form: the form goes when the dialog closes on success, while the
  // redirect to the scheduled list (1.5 s later) belongs to the page, which stays.
  const schedule = useSchedule();
  return (
    <Dialog
      open={item !== null}
      onClose={onClose}
      size="sm"
      testId="schedule-dialog"
      title={t('publications.schedule.title')}
      description={item ? t('publications.schedule.description', { title: shownTitle(item, t), timeZone }) : undefined}
    >
      {item && <ScheduleForm item={item} onClose={onClose} schedule={schedule} />}
    </Dialog>
  );
}
