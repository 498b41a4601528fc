import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useCan } from '../features/auth/use-can.ts';
import { isApiError } from '../lib/api-client.ts';
import { useT } from '../lib/i18n/index.ts';
import { useToast } from '../ui/toast/index.ts';

/** A plan's limit answers 402 with a `quota.*` code (generate, schedule, invite, connect). */
const isQuotaRefusal = (error: unknown) => isApiError(error) && error.status === 402 && error.code.startsWith('quota.');

/**
 * Wherever an action meets the plan's limit, the page shows the server's message (which names the
 * limit, the plan and the renewal date) as it shows any refusal; this adds, once, the way out: a
 * toast whose button leads an admin to the Abonnement page, or tells a member whom to ask.
 */
export function QuotaBridge() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const navigate = useNavigate();
  const t = useT();
  const canManageBilling = useCan('manage_billing');
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error' || !isQuotaRefusal(event.action.error)) return;
        if (!canManageBilling) {
          toast.info(t('quota.askAdmin'), { id: 'quota-reached' });
          return;
        }
        toast.warning(t('quota.reached'), {
          id: 'quota-reached',
          action: { label: t('quota.changePlan'), onClick: () => navigate('/settings/subscription') },
        });
      }),
    [queryClient, toast, navigate, t, canManageBilling],
  );
  return null;
}
