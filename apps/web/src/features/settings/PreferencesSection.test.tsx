import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultTimeZone } from '@publia/shared';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppearanceSync } from '../../app/appearance/AppearanceSync.tsx';
import { callsOf, json, mockFetch, session } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';

const root = document.documentElement;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  for (const name of ['data-theme', 'data-accent', 'data-reduce-motion']) root.removeAttribute(name);
  root.style.fontSize = '';
});

type Body = Record<string, unknown>;

/** The server: the account's preferences, every save recorded; `refuse` answers a save instead. */
function server(initial: Body = {}, refuse: (body: Body) => Response | undefined = () => undefined) {
  let user: Body = { ...session.user, timeZone: null, ...initial };
  const saves: Body[] = [];
  const fetchMock = mockFetch({
    'GET /api/auth/me': () => json(200, { ...session, user }),
    'GET /api/content/counts': () => json(200, { success: true, data: { pending: 0, scheduled: 0 } }),
    'GET /api/notifications': () => json(200, { success: true, data: [], unreadCount: 0 }),
    'PATCH /api/auth/me/preferences': (init) => {
      const body = JSON.parse(String(init.body)) as Body;
      saves.push(body);
      const refused = refuse(body);
      if (refused) return refused;
      user = { ...user, ...body };
      return json(200, { success: true, data: user });
    },
  });
  return { saves, fetchMock };
}

/** The settings page as the app shows it: the appearance of the session applied to <html>. */
function renderPreferences() {
  const view = renderApp('/settings?tab=preferences', {
    routes: (routes) => [
      {
        element: (
          <>
            <AppearanceSync />
            <Outlet />
          </>
        ),
        children: routes,
      },
    ],
  });
  return view;
}

const saved = () => screen.findByText('Préférences enregistrées');

describe('Paramètres → Préférences', () => {
  it('shows the account’s choices, each control named by its label', async () => {
    server({ theme: 'dark', accentColor: 'orange', textSize: 110, reduceMotion: null, locale: 'fr' });
    renderPreferences();
    await screen.findByTestId('preferences-section');
    const themes = screen.getByRole('radiogroup', { name: 'Thème' });
    expect((within(themes).getByRole('radio', { name: 'Sombre' }) as HTMLInputElement).checked).toBe(true);
    expect((within(themes).getByRole('radio', { name: 'Clair' }) as HTMLInputElement).checked).toBe(false);
    const accents = screen.getByRole('radiogroup', { name: "Couleur d'accent" });
    expect(
      within(accents)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Indigo', 'Bleu', 'Vert', 'Orange', 'Rose']);
    expect((within(accents).getByRole('radio', { name: 'Orange' }) as HTMLInputElement).checked).toBe(true);
    const slider = screen.getByRole('slider', { name: 'Taille du texte' }) as HTMLInputElement;
    expect([slider.min, slider.max, slider.step, slider.value]).toEqual(['80', '120', '5', '110']);
    expect(screen.getByTestId('text-size-value').textContent).toBe('110 %');
    expect(screen.getByRole('switch', { name: 'Réduire les animations' }).getAttribute('aria-checked')).toBe('false');
    expect((screen.getByRole('checkbox', { name: 'Suivre le réglage du système' }) as HTMLInputElement).checked).toBe(true);
    const language = screen.getByRole('combobox', { name: "Langue de l'interface" }) as HTMLSelectElement;
    expect([...language.options].map((option) => option.textContent)).toEqual(['Français', 'English', 'Español', 'Deutsch']);
    expect(language.value).toBe('fr');
    const zone = screen.getByRole('combobox', { name: 'Fuseau horaire' }) as HTMLSelectElement;
    expect(zone.options[0]!.textContent).toBe(`Automatique (fuseau du navigateur : ${defaultTimeZone()})`);
    expect(zone.value).toBe('');
    // The account's appearance is the page's.
    expect(root.getAttribute('data-theme')).toBe('dark');
    expect(root.getAttribute('data-accent')).toBe('orange');
    expect(root.style.fontSize).toBe('110%');
  });

  it('Sombre: the whole page turns dark at once, the choice is saved and kept for the next visit', async () => {
    const user = userEvent.setup();
    const { saves } = server();
    renderPreferences();
    await screen.findByTestId('preferences-section');
    await waitFor(() => expect(root.getAttribute('data-theme')).toBe('light'));
    await user.click(screen.getByRole('radio', { name: 'Sombre' }));
    expect(root.getAttribute('data-theme')).toBe('dark');
    await saved();
    expect(saves).toEqual([{ theme: 'dark' }]);
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect((screen.getByRole('radio', { name: 'Sombre' }) as HTMLInputElement).checked).toBe(true);
  });

  it('an accent colour is applied and saved', async () => {
    const user = userEvent.setup();
    const { saves } = server();
    renderPreferences();
    await screen.findByTestId('preferences-section');
    await user.click(screen.getByRole('radio', { name: 'Vert' }));
    expect(root.getAttribute('data-accent')).toBe('green');
    await saved();
    expect(saves).toEqual([{ accentColor: 'green' }]);
    expect(window.localStorage.getItem('accentColor')).toBe('green');
  });

  it('the text size follows the slider at once and is saved once it rests', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { saves } = server();
    renderPreferences();
    await screen.findByTestId('preferences-section');
    const slider = screen.getByRole('slider', { name: 'Taille du texte' });
    fireEvent.input(slider, { target: { value: '110' } });
    fireEvent.input(slider, { target: { value: '115' } });
    await waitFor(() => expect(root.style.fontSize).toBe('115%'));
    expect(screen.getByTestId('text-size-value').textContent).toBe('115 %');
    expect(saves).toEqual([]);
    act(() => vi.advanceTimersByTime(600));
    await saved();
    expect(saves).toEqual([{ textSize: 115 }]);
    expect(root.style.fontSize).toBe('115%');
  });

  it('reduce animations: the switch is a choice of one’s own; ticking the box goes back to the system’s', async () => {
    const user = userEvent.setup();
    const { saves } = server();
    renderPreferences();
    await screen.findByTestId('preferences-section');
    expect(root.hasAttribute('data-reduce-motion')).toBe(false);
    await user.click(screen.getByRole('switch', { name: 'Réduire les animations' }));
    await waitFor(() => expect(root.getAttribute('data-reduce-motion')).toBe('true'));
    expect((screen.getByRole('checkbox', { name: 'Suivre le réglage du système' }) as HTMLInputElement).checked).toBe(false);
    await waitFor(() => expect(saves).toEqual([{ reduceMotion: true }]));
    await user.click(screen.getByRole('checkbox', { name: 'Suivre le réglage du système' }));
    await waitFor(() => expect(saves).toEqual([{ reduceMotion: true }, { reduceMotion: null }]));
    expect(root.hasAttribute('data-reduce-motion')).toBe(false);
  });

  it('a language is saved to the account and the interface speaks it at once', async () => {
    const user = userEvent.setup();
    const { saves } = server();
    renderPreferences();
    await screen.findByTestId('preferences-section');
    await user.selectOptions(screen.getByRole('combobox', { name: "Langue de l'interface" }), 'de');
    expect(await screen.findByRole('heading', { name: 'Darstellung' })).toBeTruthy();
    await waitFor(() => expect(saves).toEqual([{ locale: 'de' }]));
    expect(await screen.findByText('Präferenzen gespeichert')).toBeTruthy();
    expect(window.localStorage.getItem('publia_locale')).toBe('de');
  });

  it('the time zone is saved when chosen; « Automatique » sends null', async () => {
    const user = userEvent.setup();
    const { saves, fetchMock } = server({ timeZone: 'Europe/Paris' });
    renderPreferences();
    const zone = (await screen.findByRole('combobox', { name: 'Fuseau horaire' })) as HTMLSelectElement;
    expect(zone.value).toBe('Europe/Paris');
    await user.selectOptions(zone, 'Asia/Tokyo');
    await saved();
    expect(zone.value).toBe('Asia/Tokyo');
    await user.selectOptions(zone, '');
    await waitFor(() => expect(saves).toEqual([{ timeZone: 'Asia/Tokyo' }, { timeZone: null }]));
    expect(callsOf(fetchMock).filter((call) => call.startsWith('PATCH'))).toHaveLength(2);
  });

  it('a refusal puts the previous choice back and says why', async () => {
    const user = userEvent.setup();
    server({}, () => json(400, { success: false, code: 'appearance.invalidTheme', message: 'Thème inconnu : « dark ». Choisissez parmi : light, dark.', field: 'theme' }));
    renderPreferences();
    await screen.findByTestId('preferences-section');
    await user.click(screen.getByRole('radio', { name: 'Sombre' }));
    expect(await screen.findByText('Thème inconnu : « dark ». Choisissez parmi : light, dark.')).toBeTruthy();
    await waitFor(() => expect(root.getAttribute('data-theme')).toBe('light'));
    expect((screen.getByRole('radio', { name: 'Clair' }) as HTMLInputElement).checked).toBe(true);
  });
});
