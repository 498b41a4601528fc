import type { PaymentMethod } from '@publia/shared';
import { CreditCard, Plus, Trash2, Wallet } from 'lucide-react';
import { useId, useState } from 'react';
import { useT } from '../../lib/i18n/index.ts';
import { useAnswerMessage } from '../../lib/use-answer-message.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { EmptyLine } from '../../ui/QueryState.tsx';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { useToast } from '../../ui/toast/index.ts';
import type { ReportFailure } from './FailureBanner.tsx';
import { brandName, formatExpiry } from './format.ts';
import { useBillingActions } from './queries.ts';

/** One card: brand, •••• last4, expiry MM/YY, « Par défaut » or « Définir par défaut », « Supprimer ». */
function CardRow({ card, busy, onMakeDefault, onDelete }: { card: PaymentMethod; busy: boolean; onMakeDefault: () => void; onDelete: () => void }) {
  const t = useT();
  const nameId = useId();
  const brand = brandName(card.brand);
  return (
    <li className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0" data-testid="payment-method" data-default={card.isDefault || undefined}>
      <div className="flex items-center gap-3">
        <span className="flex h-9 w-12 shrink-0 items-center justify-center rounded-md border border-gray-200 bg-gray-50 text-gray-600">
          <CreditCard aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <p id={nameId} className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-semibold text-gray-900">
            <span>
              <span data-testid="payment-method-brand">{brand}</span>{' '}
              <span aria-hidden="true" className="tabular-nums" data-testid="payment-method-last4">
                •••• {card.last4}
              </span>
              <span className="sr-only"> {t('billing.cards.ending', { last4: card.last4 })}</span>
            </span>
            {card.isDefault && (
              <Badge tone="success" data-testid="payment-method-default">
                {t('billing.cards.default')}
              </Badge>
            )}
          </p>
          <p className="text-xs text-gray-600" data-testid="payment-method-expiry">
            {t('billing.cards.expires', { expiry: formatExpiry(card.expiryMonth, card.expiryYear) })}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2 pl-15">
        {!card.isDefault && (
          <Button size="sm" variant="outline" disabled={busy} aria-describedby={nameId} onClick={onMakeDefault} data-testid="payment-method-make-default">
            {t('billing.cards.makeDefault')}
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost"
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
          disabled={busy}
          aria-describedby={nameId}
          icon={<Trash2 aria-hidden="true" className="size-4" />}
          onClick={onDelete}
          data-testid="payment-method-delete"
        >
          {t('billing.cards.delete')}
        </Button>
      </div>
    </li>
  );
}

/**
 * The workspace's cards. « Ajouter une carte » sends the browser to the card page (Stripe Checkout,
 * or the payment sandbox's), which brings it back with `?card=added` or `?card=cancelled`.
 */
export function PaymentMethods({ cards, onAddCard, addingCard, onFailure }: { cards: PaymentMethod[]; onAddCard: () => void; addingCard: boolean; onFailure: ReportFailure }) {
  const t = useT();
  const toast = useToast();
  const said = useAnswerMessage();
  const { deleteCard, makeDefault } = useBillingActions();
  const [deleting, setDeleting] = useState<PaymentMethod | null>(null);
  const busy = deleteCard.isPending || makeDefault.isPending;

  const confirmDelete = () => {
    if (!deleting) return;
    deleteCard.mutate(deleting.id, {
      onSuccess: (message) => toast.success(said(message, 'billing.toasts.cardDeleted')),
      onError: onFailure('deleteCard'),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <SectionCard
      icon={Wallet}
      title={t('billing.cards.title')}
      description={t('billing.cards.description')}
      narrow
      actions={
        <Button size="sm" variant="outline" loading={addingCard} icon={<Plus aria-hidden="true" className="size-4" />} onClick={onAddCard} data-testid="add-card">
          {t('billing.cards.add')}
        </Button>
      }
      testId="payment-methods"
    >
      {cards.length === 0 ? (
        <EmptyLine testId="payment-methods-empty">{t('billing.cards.empty')}</EmptyLine>
      ) : (
        <ul aria-label={t('billing.cards.listLabel')} className="flex flex-col divide-y divide-gray-100">
          {cards.map((card) => (
            <CardRow
              key={card.id}
              card={card}
              busy={busy}
              onMakeDefault={() =>
                makeDefault.mutate(card.id, {
                  onSuccess: (message) => toast.success(said(message, 'billing.toasts.defaultSet')),
                  onError: onFailure('defaultCard'),
                })
              }
              onDelete={() => setDeleting(card)}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? t('billing.cards.confirmDelete.title', { brand: brandName(deleting.brand), last4: deleting.last4 }) : ''}
        description={t('billing.cards.confirmDelete.body')}
        confirmLabel={t('billing.cards.confirmDelete.confirm')}
        busy={deleteCard.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
        testId="delete-card-dialog"
      />
    </SectionCard>
  );
}
