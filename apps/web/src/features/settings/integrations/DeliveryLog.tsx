import type { WebhookEndpoint } from '@publia/shared';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useT } from '../../../lib/i18n/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { EmptyLine, QueryState } from '../../../ui/QueryState.tsx';
import { useToast } from '../../../ui/toast/index.ts';
import { DeliveryItem } from './DeliveryItem.tsx';
import { useDeliveries, useResendDelivery } from './queries.ts';
import { useSendOutcome } from './use-send-outcome.ts';

/** « Journal des envois » of one endpoint: its deliveries newest first, a page at a time, each with « Renvoyer ». */
export function DeliveryLog({ endpoint }: { endpoint: WebhookEndpoint }) {
  const t = useT();
  const toast = useToast();
  const sendOutcome = useSendOutcome();
  const [page, setPage] = useState(1);
  const deliveries = useDeliveries(endpoint.id, page);
  const resend = useResendDelivery();
  const onResend = (id: string) =>
    resend.mutate(id, {
      onSuccess: (answer) => sendOutcome('resend', answer),
      onError: (error) => toast.error(error.message),
    });

  return (
    <section data-testid="webhook-deliveries" className="flex flex-col gap-2 rounded-lg border border-gray-200 bg-gray-50/60 px-3 py-3 sm:px-4">
      <h4 className="text-sm font-semibold break-all text-gray-900">{t('integrations.webhooks.deliveries.title', { url: endpoint.url })}</h4>
      <QueryState query={deliveries} lines={3} lineHeight="h-10">
        {(data) => {
          const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
          if (data.items.length === 0) return <EmptyLine testId="webhook-deliveries-empty">{t('integrations.webhooks.deliveries.empty')}</EmptyLine>;
          return (
            <>
              <ul className="divide-y divide-gray-200">
                {data.items.map((delivery) => (
                  <DeliveryItem key={delivery.id} delivery={delivery} resending={resend.isPending && resend.variables === delivery.id} onResend={() => onResend(delivery.id)} />
                ))}
              </ul>
              {pages > 1 && (
                <div role="group" aria-label={t('integrations.webhooks.deliveries.pagesLabel')} className="flex items-center justify-between gap-2 pt-1">
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={data.page <= 1 || deliveries.isFetching}
                    onClick={() => setPage(data.page - 1)}
                    icon={<ChevronLeft aria-hidden="true" className="size-4" />}
                    data-testid="webhook-deliveries-previous"
                  >
                    {t('integrations.webhooks.deliveries.previous')}
                  </Button>
                  <span className="text-xs text-gray-600" data-testid="webhook-deliveries-page">
                    {t('integrations.webhooks.deliveries.page', { page: data.page, pages })}
                  </span>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={data.page >= pages || deliveries.isFetching}
                    onClick={() => setPage(data.page + 1)}
                    data-testid="webhook-deliveries-next"
                  >
                    {t('integrations.webhooks.deliveries.next')}
                    <ChevronRight aria-hidden="true" className="size-4" />
                  </Button>
                </div>
              )}
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
