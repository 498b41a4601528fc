import { TOAST_DURATIONS } from '@publia/shared';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../lib/i18n/index.ts';
import { useToast } from '../../ui/toast/index.ts';

/** What the card page adds to the address it sends the browser back to. */
const RETURN_PARAMS = ['card', 'session_id'];

/**
 * Back from the card page: `?card=added` says so in a success toast, `?card=cancelled` in an
 * information one; the address is then cleaned, so that a reload says nothing again. (The toast's
 * id keeps a second run of the effect from showing it twice.)
 */
export function useCardReturn() {
  const t = useT();
  const toast = useToast();
  const [search, setSearch] = useSearchParams();
  const card = search.get('card');
  useEffect(() => {
    if (card !== 'added' && card !== 'cancelled') return;
    if (card === 'added') toast.success(t('billing.cards.added'), { id: 'card-return' });
    else toast.info(t('billing.cards.cancelled'), { id: 'card-return', duration: TOAST_DURATIONS.default });
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of RETURN_PARAMS) next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [card, t, toast, setSearch]);
}
