import { SUPPORT_LIMITS } from '@publia/shared';
import { MessageSquareHeart } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { isApiError } from '../../../lib/api-client.ts';
import { addPageMessages, useT } from '../../../lib/i18n/index.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import { SectionCard } from '../../../ui/SectionCard.tsx';
import { TextAreaField } from '../../../ui/TextAreaField.tsx';
import { useToast } from '../../../ui/toast/index.ts';
import { useSendFeedback } from './queries.ts';
import settingsMessages from '../../../locales/fr-pages/settings.json';

// Not in the shell's French: `settings` joins the catalogue when this module loads, before anything renders.
addPageMessages('settings', settingsMessages);

/** « Votre avis »: a few words, sent with the page they were written on. */
export function FeedbackForm() {
  const t = useT();
  const toast = useToast();
  const send = useSendFeedback();
  const location = useLocation();
  const [message, setMessage] = useState('');

  const error = send.error;
  const messageError = isApiError(error) && error.field === 'message' ? error.message : undefined;
  const generalError = error && !messageError ? error.message : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send.mutate(
      { message, page: `${location.pathname}${location.search}` },
      {
        onSuccess: () => {
          setMessage('');
          toast.success(t('settings.help.feedback.thanks'));
        },
      },
    );
  };

  return (
    <SectionCard icon={MessageSquareHeart} title={t('settings.help.feedback.title')} description={t('settings.help.feedback.description')} testId="support-feedback">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" data-testid="feedback-form">
        <TextAreaField
          label={t('settings.help.feedback.label')}
          name="feedback"
          required
          rows={4}
          maxLength={SUPPORT_LIMITS.feedbackMax}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          error={messageError}
          data-testid="feedback-message"
        />
        {generalError && <Alert tone="error">{generalError}</Alert>}
        <div>
          <Button type="submit" loading={send.isPending} data-testid="feedback-send">
            {t('settings.help.feedback.send')}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
