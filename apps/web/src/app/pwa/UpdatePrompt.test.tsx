import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../lib/i18n/index.ts';
import { OfflineBanner } from './OfflineBanner.tsx';
import { UpdatePrompt } from './UpdatePrompt.tsx';

function renderPrompt() {
  const updateServiceWorker = vi.fn<(reloadPage?: boolean) => Promise<void>>(() => new Promise<void>(() => {}));
  const onDismiss = vi.fn<() => void>();
  render(
    <I18nProvider locale="fr">
      <UpdatePrompt updateServiceWorker={updateServiceWorker} onDismiss={onDismiss} />
    </I18nProvider>,
  );
  return { updateServiceWorker, onDismiss };
}

describe('update prompt', () => {
  it('asks « Une nouvelle version est disponible. Voulez-vous mettre à jour? »; "Mettre à jour" hands over to the new version and reloads', async () => {
    const user = userEvent.setup();
    const { updateServiceWorker, onDismiss } = renderPrompt();
    const prompt = screen.getByRole('alertdialog', { name: 'Une nouvelle version est disponible. Voulez-vous mettre à jour?' });
    expect(prompt).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Mettre à jour' }));
    expect(updateServiceWorker).toHaveBeenCalledExactlyOnceWith(true);
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it('"Plus tard" closes it and keeps the running version', async () => {
    const user = userEvent.setup();
    const { updateServiceWorker, onDismiss } = renderPrompt();
    await user.click(screen.getByRole('button', { name: 'Plus tard' }));
    expect(onDismiss).toHaveBeenCalledOnce();
    expect(updateServiceWorker).not.toHaveBeenCalled();
  });
});

describe('offline banner', () => {
  it('appears when the network goes and leaves when it comes back', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(
      <I18nProvider locale="fr">
        <OfflineBanner />
      </I18nProvider>,
    );
    expect(screen.queryByTestId('offline-banner')).toBeNull();
    onLine.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByTestId('offline-banner').textContent).toContain('Vous êtes hors ligne.');
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByTestId('offline-banner')).toBeNull();
    onLine.mockRestore();
  });
});
