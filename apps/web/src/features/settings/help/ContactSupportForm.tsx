import { SUPPORT_HOURS, SUPPORT_LIMITS } from '@publia/shared';
import { LifeBuoy } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { addPageMessages, useI18n } from '../../../lib/i18n/index.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import { SectionCard } from '../../../ui/SectionCard.tsx';
import { TextAreaField } from '../../../ui/TextAreaField.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { useSession } from '../../auth/session.ts';
import { useContactSupport } from './queries.ts';
import settingsMessages from '../../../locales/fr-pages/settings.json';

// Not in the shell's French: `settings` joins the catalogue when this module loads, before anything renders.
addPageMessages('settings', settingsMessages);

const FIELDS = ['subject', 'message'] as const;

/** What became of the message: e-mailed to the support, or only kept (no support address on this instance). */
function Sent({ mailed, onAnother }: { mailed: boolean; onAnother: () => void }) {
  const { t, locale } = useI18n();
  const email = useSession()?.user.email ?? '';
  const hours = SUPPORT_HOURS.averageResponseHours;
  return (
    <div className="flex flex-col items-start gap-3" data-testid="support-sent">
      <Alert tone={mailed ? 'success' : 'info'} className="w-full">
        <p className="font-semibold">{t(mailed ? 'settings.help.contact.sentTitle' : 'settings.help.contact.storedTitle')}</p>
        <p>{mailed ? t('settings.help.contact.sent', { email, hours: new Intl.NumberFormat(locale).format(hours) }) : t('settings.help.contact.stored')}</p>
      </Alert>
      <Button variant="outline" size="sm" onClick={onAnother} data-testid="support-another">
        {t('settings.help.contact.another')}
      </Button>
    </div>
  );
}

/** « Contacter le support »: a refused field shows the server's words under it. */
export function ContactSupportForm() {
  const { t, locale } = useI18n();
  const contact = useContactSupport();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const number = new Intl.NumberFormat(locale);

  const error = contact.error;
  const fieldError = (name: (typeof FIELDS)[number]) => (isApiError(error) && error.field === name ? error.message : undefined);
  const generalError = error && !(isApiError(error) && FIELDS.some((field) => field === error.field)) ? error.message : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    contact.mutate(
      { subject, message },
      {
        onSuccess: () => {
          setSubject('');
          setMessage('');
        },
      },
    );
  };

  return (
    <SectionCard icon={LifeBuoy} title={t('settings.help.contact.title')} description={t('settings.help.contact.description')} testId="support-contact">
      {contact.isSuccess ? (
        <Sent mailed={contact.data.mailed} onAnother={() => contact.reset()} />
      ) : (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" data-testid="support-form">
          <TextField
            label={t('settings.help.contact.subject')}
            name="subject"
            required
            maxLength={SUPPORT_LIMITS.subjectMax}
            value={subject}
            onChange={(event) => setSubject(event.target.value)}
            error={fieldError('subject')}
            data-testid="support-subject"
          />
          <TextAreaField
            label={t('settings.help.contact.message')}
            name="message"
            required
            rows={6}
            maxLength={SUPPORT_LIMITS.messageMax}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            error={fieldError('message')}
            hint={
              <span aria-live="polite" data-testid="support-message-count">
                {t('settings.help.contact.count', { count: number.format(message.length), max: number.format(SUPPORT_LIMITS.messageMax), min: SUPPORT_LIMITS.messageMin })}
              </span>
            }
            data-testid="support-message"
          />
          {generalError && <Alert tone="error">{generalError}</Alert>}
          <div>
            <Button type="submit" loading={contact.isPending} data-testid="support-send">
              {t('settings.help.contact.send')}
            </Button>
          </div>
        </form>
      )}
    </SectionCard>
  );
}
