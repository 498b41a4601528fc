import { WEBHOOK_EVENT_TYPES, WEBHOOK_LIMITS, type WebhookEndpoint, type WebhookEndpointBody, type WebhookEventType } from '@publia/shared';
import { useState, type FormEvent } from 'react';
import { useT } from '../../../lib/i18n/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { Checkbox } from '../../../ui/Checkbox.tsx';
import { Dialog, DialogBody, DialogFooter } from '../../../ui/Dialog.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { useToast } from '../../../ui/toast/index.ts';
import { useFieldErrors } from '../profile/field-errors.ts';
import { DescribedChoices } from './DescribedCheckbox.tsx';

const FIELDS = ['url', 'description', 'eventTypes'] as const;

/** The form inside the dialog: mounted afresh at each opening, from the endpoint edited or empty. */
function WebhookForm({
  endpoint,
  busy,
  onSubmit,
  onClose,
}: {
  endpoint: WebhookEndpoint | null;
  busy: boolean;
  onSubmit: (body: WebhookEndpointBody, onError: (error: Error) => void) => void;
  onClose: () => void;
}) {
  const t = useT();
  const toast = useToast();
  const [url, setUrl] = useState(endpoint?.url ?? '');
  const [description, setDescription] = useState(endpoint?.description ?? '');
  const [eventTypes, setEventTypes] = useState<WebhookEventType[]>(endpoint?.eventTypes ?? []);
  const [enabled, setEnabled] = useState(endpoint?.enabled ?? true);
  const { errors, setErrors, showServerError } = useFieldErrors(FIELDS);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = {
      ...(url.trim() ? {} : { url: t('integrations.webhooks.dialog.urlRequired') }),
      ...(eventTypes.length > 0 ? {} : { eventTypes: t('integrations.webhooks.dialog.eventsRequired') }),
    };
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    onSubmit({ url: url.trim(), description: description.trim(), eventTypes, enabled }, (error) => {
      if (!showServerError(error)) toast.error(error.message);
    });
  };

  return (
    <form noValidate onSubmit={submit} data-testid="webhook-form" className="flex min-h-0 flex-1 flex-col">
      <DialogBody className="flex flex-col gap-4">
        <TextField
          label={t('integrations.webhooks.dialog.url')}
          hint={t('integrations.webhooks.dialog.urlHint')}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          maxLength={WEBHOOK_LIMITS.urlMaxLength}
          placeholder={t('integrations.webhooks.dialog.urlPlaceholder')}
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          error={errors.url}
          data-testid="webhook-url"
        />
        <TextField
          label={t('integrations.webhooks.dialog.descriptionLabel')}
          placeholder={t('integrations.webhooks.dialog.descriptionPlaceholder')}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          error={errors.description}
          data-testid="webhook-description"
        />
        <DescribedChoices
          legend={t('integrations.webhooks.dialog.events')}
          options={WEBHOOK_EVENT_TYPES}
          selected={eventTypes}
          onChange={setEventTypes}
          labelOf={(type) => t(`integrations.webhooks.events.${type}.label`)}
          descriptionOf={(type) => t(`integrations.webhooks.events.${type}.description`)}
          testIdOf={(type) => `webhook-event-${type}`}
          error={errors.eventTypes}
          listTestId="webhook-events"
        />
        {endpoint && (
          <Checkbox checked={enabled} onChange={(event) => setEnabled(event.target.checked)} label={t('integrations.webhooks.dialog.enabled')} data-testid="webhook-enabled" />
        )}
      </DialogBody>
      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={busy}>
          {t('dialog.cancel')}
        </Button>
        <Button type="submit" loading={busy} data-testid="webhook-submit">
          {endpoint ? t('integrations.webhooks.dialog.save') : t('integrations.webhooks.dialog.create')}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** « Ajouter un webhook » or « Modifier »: the URL, a description, the events as checkboxes each saying what it is. */
export function WebhookDialog({
  open,
  endpoint,
  busy,
  onSubmit,
  onClose,
}: {
  open: boolean;
  endpoint: WebhookEndpoint | null;
  busy: boolean;
  onSubmit: (body: WebhookEndpointBody, onError: (error: Error) => void) => void;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onClose={() => !busy && onClose()}
      size="lg"
      title={endpoint ? t('integrations.webhooks.dialog.editTitle') : t('integrations.webhooks.dialog.addTitle')}
      description={t('integrations.webhooks.dialog.description')}
      testId="webhook-dialog"
    >
      <WebhookForm endpoint={endpoint} busy={busy} onSubmit={onSubmit} onClose={onClose} />
    </Dialog>
  );
}
