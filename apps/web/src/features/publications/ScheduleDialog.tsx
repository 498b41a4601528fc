import type { ContentItem } from '@publia/shared';
import { CalendarClock } from 'lucide-react';
import type { FormEvent } from 'react';
import { useTimeZone } from '../auth/use-time-zone.ts';
import { addPageMessages, useT } from '../../lib/i18n/index.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog, DialogBody, DialogFooter } from '../../ui/Dialog.tsx';
import { shownTitle } from '../content/content-display.ts';
import { ScheduleFields, useScheduleChoice } from '../content/ScheduleFields.tsx';
import { useSchedule } from '../content/use-content-actions.ts';
import publicationsMessages from '../../locales/fr-pages/publications.json';

// Not in the shell's French: `publications` joins the catalogue when this module loads, before anything renders.
addPageMessages('publications', publicationsMessages);

function ScheduleForm({ item, onClose, schedule }: { item: ContentItem; onClose: () => void; schedule: ReturnType<typeof useSchedule> }) {
  const t = useT();
  // A scheduled post opens on its current date and time (« Reprogrammer »), another on the defaults.
  const choice = useScheduleChoice(item.status === 'scheduled' ? item.scheduledFor : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const at = choice.read();
    if (at) schedule.mutate({ item, at }, { onSuccess: onClose });
  };

  return (
    <form noValidate onSubmit={submit} className="flex min-h-0 flex-1 flex-col">
      <DialogBody className="flex flex-col gap-4">
        <ScheduleFields choice={choice} />
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
