import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../lib/i18n/index.ts';
import { useToast, type ToastApi } from './index.ts';
import { ToastProvider } from './ToastProvider.tsx';

/** Hands the toast API to the test. */
const handle: { toast: ToastApi | null } = { toast: null };
function Grab() {
  const api = useToast();
  useEffect(() => {
    handle.toast = api;
  }, [api]);
  return null;
}
const toast = {
  success: (...args: Parameters<ToastApi['success']>) => handle.toast?.success(...args),
  error: (...args: Parameters<ToastApi['error']>) => handle.toast?.error(...args),
  info: (...args: Parameters<ToastApi['info']>) => handle.toast?.info(...args),
  pending: (...args: Parameters<ToastApi['pending']>) => handle.toast?.pending(...args),
};

function renderToasts() {
  render(
    <I18nProvider locale="fr">
      <ToastProvider>
        <Grab />
      </ToastProvider>
    </I18nProvider>,
  );
}

const shown = (text: string) => screen.queryByText(text) !== null;

beforeEach(() => {
  vi.useFakeTimers();
  renderToasts();
});
afterEach(() => vi.useRealTimers());

describe('toasts', () => {
  it('a success toast closes itself after 5 s', () => {
    act(() => void toast.success('Publication réussie !'));
    act(() => vi.advanceTimersByTime(4_999));
    expect(shown('Publication réussie !')).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(shown('Publication réussie !')).toBe(false);
  });

  it('an error toast stays 8 s', () => {
    act(() => void toast.error('Erreur lors de la suppression: x'));
    act(() => vi.advanceTimersByTime(7_999));
    expect(shown('Erreur lors de la suppression: x')).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(shown('Erreur lors de la suppression: x')).toBe(false);
  });

  it('info and pending toasts stay until closed', () => {
    act(() => {
      toast.info('Information');
      toast.pending('Publication en cours...');
    });
    act(() => vi.advanceTimersByTime(10 * 60_000));
    expect(shown('Information')).toBe(true);
    expect(shown('Publication en cours...')).toBe(true);
  });

  it('autoClose: false keeps any toast; the close button removes it', () => {
    act(() => void toast.success('Gardé', { autoClose: false }));
    act(() => vi.advanceTimersByTime(60_000));
    expect(shown('Gardé')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Fermer la notification' }));
    expect(shown('Gardé')).toBe(false);
  });

  it('lives in a polite live region; errors are alerts', () => {
    act(() => void toast.error('Oups'));
    const region = screen.getByTestId('toast-region');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('alert').textContent).toContain('Oups');
  });

  it('its list holds list items only: the roles are on what each toast says', () => {
    act(() => {
      toast.success('Enregistré');
      toast.error('Oups');
    });
    const list = within(screen.getByTestId('toast-region')).getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).queryByRole('status')).toBeNull();
  });
});
