import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLocale } from '../../lib/i18n/index.ts';
import { callsOf, json, mockFetch } from '../../test/fetch-mock.ts';
import { currentPath, renderApp } from '../../test/render-app.tsx';
import { page, publicationsServer } from '../content/test-fixtures.ts';
import { adviceServer, anAdvice } from './advice.test-support.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Intl writes « 6,2 % » with a narrow no-break space. */
const spaces = (text: string | null | undefined) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');
const card = (network: string) => screen.findByTestId(`advice-card-${network}`);

describe('/publications/advice', () => {
  it('the « Conseils » tab, between Planifiées and Historique, leads to the page', async () => {
    const user = userEvent.setup();
    mockFetch({ ...adviceServer(), 'GET /api/content/history': () => page([]) });
    const { router } = renderApp('/publications/pending');
    const tab = await screen.findByRole('link', { name: 'Conseils' });
    expect(tab.getAttribute('href')).toBe('/publications/advice');

    await user.click(tab);
    expect(await screen.findByTestId('advice-page')).toBeTruthy();
    expect(currentPath(router)).toBe('/publications/advice');
    expect(screen.getByRole('link', { name: 'Conseils' }).getAttribute('aria-current')).toBe('page');
    await card('instagram');
    expect(document.title).toBe('Conseils · Publia');
    // The page's h1 is the layout's; each network is an h2.
    expect(screen.getByRole('heading', { level: 1, name: 'Publications' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Instagram',
      'X',
      'LinkedIn',
      'Pinterest',
      'Facebook',
      'TikTok',
      'Bluesky',
      'Mastodon',
    ]);
  });

  it('puts the connected networks first, each in the networks’ order, and says the time zone', async () => {
    mockFetch(adviceServer());
    renderApp('/publications/advice');
    await card('instagram');
    const cards = screen.getAllByTestId(/^advice-card-/).map((element) => element.dataset.testid);
    expect(cards).toEqual([
      'advice-card-instagram',
      'advice-card-twitter',
      'advice-card-linkedin',
      'advice-card-pinterest',
      'advice-card-facebook',
      'advice-card-tiktok',
      'advice-card-bluesky',
      'advice-card-mastodon',
    ]);
    expect(screen.getByTestId('advice-time-zone').textContent).toContain('Europe/Paris');
    expect(within(screen.getByTestId('advice-card-twitter')).getByText('2 comptes connectés')).toBeTruthy();
    expect(within(screen.getByTestId('advice-card-facebook')).getByText('Aucun compte connecté')).toBeTruthy();
  });

  it('a network with its own figures: best slots with confidence and posts, the heatmap’s labelled cells, the pace and the conclusion', async () => {
    mockFetch(adviceServer());
    renderApp('/publications/advice');
    const instagram = await card('instagram');

    expect(within(instagram).getByTestId('advice-frequency').textContent).toContain('3 à 5 publications par semaine');
    const slots = within(instagram).getAllByTestId('advice-best-slot');
    expect(slots.map((slot) => spaces(slot.textContent))).toEqual([
      "mardi 10 h – 11 hconfiance élevée12 publications · taux d'engagement 6,2 %",
      "jeudi 18 h – 19 hconfiance moyenne5 publications · taux d'engagement 4,1 %",
      "samedi 9 h – 10 hconfiance faible3 publications · taux d'engagement 2 %",
    ]);
    expect(within(slots[0]!).getByTestId('advice-confidence').textContent).toBe('confiance élevée');
    expect(within(instagram).queryByTestId('advice-general-figures')).toBeNull();

    const heatmap = within(instagram).getByTestId('advice-heatmap');
    expect(heatmap.getAttribute('aria-label')).toBe("Publications et taux d'engagement sur Instagram, par jour et par heure");
    const cells = within(heatmap).getAllByRole('img');
    expect(cells.map((cell) => spaces(cell.getAttribute('aria-label')))).toEqual([
      "lundi 7 h : 1 publication, taux d'engagement inconnu",
      "mardi 10 h : 12 publications, taux d'engagement 6,2 %",
      "jeudi 18 h : 5 publications, taux d'engagement 4,1 %",
      "samedi 9 h : 3 publications, taux d'engagement 2 %",
    ]);
    // The darkest for the best rate, the lightest for the lowest, grey when unknown.
    expect(cells.map((cell) => cell.dataset.level)).toEqual(['unknown', '4', '2', '0']);
    const legend = within(instagram).getByTestId('advice-heatmap-legend');
    expect(spaces(legend.textContent)).toContain("Taux d'engagement :2 %6,2 %");
    expect(legend.textContent).toContain('Aucune publication');
    expect(legend.textContent).toContain('Taux inconnu');
    // The same figures as a table for screen readers, hidden by its wrapper.
    const table = within(instagram).getByTestId('advice-heatmap-table');
    expect(table.parentElement?.className).toBe('sr-only');
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect(spaces(within(table).getAllByRole('row')[2]?.textContent)).toBe('mardi10 h – 11 h126,2 %');
    expect(within(instagram).getByText('40 publications mesurées sur les 12 derniers mois')).toBeTruthy();

    expect(spaces(within(instagram).getByTestId('advice-pace').textContent)).toBe('Sur les 4 dernières semaines : 1,5 publication par semaine — en dessous du rythme conseillé');
    expect(spaces(within(instagram).getByTestId('advice-conclusion').textContent)).toBe(
      "Publiez plus souvent : visez 3 à 5 publications par semaine. Votre meilleur créneau : mardi de 10 h à 11 h, avec un taux d'engagement de 6,2 %.",
    );
    expect(within(instagram).queryByTestId('advice-connect')).toBeNull();
  });

  it('a network without enough posts per slot shows the studies’ windows, marked as general figures', async () => {
    mockFetch(adviceServer());
    renderApp('/publications/advice');
    const linkedin = await card('linkedin');
    expect(within(linkedin).getByTestId('advice-general-figures').textContent).toBe('Chiffres généraux (études Sprout Social et Hootsuite 2023)');
    expect(
      within(linkedin)
        .getAllByTestId('advice-general-window')
        .map((window) => window.textContent),
    ).toEqual(['mardi et mercredi 10 h – 12 h']);
    expect(within(linkedin).getByTestId('advice-hours').textContent).toContain("Vos propres créneaux les remplaceront dès qu'un créneau réunira au moins 3 publications mesurées.");
    expect(within(linkedin).queryByTestId('advice-best-slot')).toBeNull();
    // Its few measured posts still show in the heatmap.
    expect(within(within(linkedin).getByTestId('advice-heatmap')).getAllByRole('img')).toHaveLength(2);
    expect(spaces(within(linkedin).getByTestId('advice-conclusion').textContent)).toBe(
      'Gardez ce rythme de 2 à 4 publications par semaine. En attendant vos propres chiffres, suivez les heures des études ci-dessus.',
    );

    const facebook = await card('facebook');
    expect(
      within(facebook)
        .getAllByTestId('advice-general-window')
        .map((window) => window.textContent),
    ).toEqual(['du lundi au jeudi 8 h – 13 h']);
    const tiktok = await card('tiktok');
    expect(
      within(tiktok)
        .getAllByTestId('advice-general-window')
        .map((window) => window.textContent),
    ).toEqual(['du mardi au jeudi 14 h – 18 h']);
  });

  it('words the pace below, within and above the advice (per day where the advice is per day)', async () => {
    mockFetch(adviceServer());
    renderApp('/publications/advice');
    const pace = async (network: string) => {
      const element = within(await card(network)).getByTestId('advice-pace');
      return { pace: element.dataset.pace, text: spaces(element.textContent) };
    };
    expect(await pace('instagram')).toEqual({
      pace: 'below',
      text: 'Sur les 4 dernières semaines : 1,5 publication par semaine — en dessous du rythme conseillé',
    });
    expect(await pace('linkedin')).toEqual({ pace: 'within', text: 'Sur les 4 dernières semaines : 3 publications par semaine — dans le rythme conseillé' });
    expect(await pace('twitter')).toEqual({ pace: 'above', text: 'Sur les 4 dernières semaines : 3,6 publications par jour — au-dessus du rythme conseillé' });
    const twitter = await card('twitter');
    expect(within(twitter).getByTestId('advice-frequency').textContent).toContain('1 à 3 publications par jour');
    expect(within(twitter).getByTestId('advice-conclusion').textContent).toContain(
      'Vous publiez plus que le rythme conseillé (1 à 3 publications par jour) : mieux vaut moins de publications, plus soignées.',
    );
  });

  it('a connected network without measured posts points to the statistics', async () => {
    mockFetch(adviceServer());
    renderApp('/publications/advice');
    const twitter = await card('twitter');
    const none = within(twitter).getByTestId('advice-no-data');
    expect(none.textContent).toContain('Pas encore de publication mesurée sur ce réseau');
    expect(within(none).getByRole('link', { name: 'Voir les statistiques' }).getAttribute('href')).toBe('/analytics');
    expect(within(twitter).queryByTestId('advice-heatmap')).toBeNull();
  });

  it('a network without an account shows the general advice and « Connecter » instead of its own figures', async () => {
    mockFetch(adviceServer());
    renderApp('/publications/advice');
    const facebook = await card('facebook');
    const connect = within(facebook).getByTestId('advice-connect');
    expect(connect.textContent).toBe('Connecter');
    expect(connect.getAttribute('href')).toBe('/networks');
    expect(within(facebook).getByRole('link', { name: 'Connecter un compte Facebook' })).toBe(connect);
    expect(within(facebook).queryByTestId('advice-own-data')).toBeNull();
    expect(within(facebook).queryByTestId('advice-pace')).toBeNull();
    expect(within(facebook).getByTestId('advice-frequency').textContent).toContain('2 à 3 publications par semaine');
    expect(within(facebook).getByTestId('advice-general-figures')).toBeTruthy();
    expect(within(facebook).getByTestId('advice-conclusion').textContent).toBe(
      'Visez 2 à 3 publications par semaine. Connectez un compte Facebook pour des conseils tirés de vos propres publications.',
    );
  });

  it('Pinterest publishes no frequency and no hours: its own figures are what count', async () => {
    mockFetch(adviceServer());
    renderApp('/publications/advice');
    const pinterest = await card('pinterest');
    expect(within(pinterest).getByTestId('advice-frequency').textContent).toContain('Pinterest ne publie pas de repère : vos propres chiffres font foi');
    expect(within(pinterest).getByTestId('advice-hours').textContent).toContain(
      "Aucune étude ne donne d'heures pour Pinterest : vos meilleurs créneaux apparaîtront ici dès qu'un créneau réunira au moins 3 publications mesurées.",
    );
    expect(within(pinterest).queryByTestId('advice-general-figures')).toBeNull();
    expect(within(pinterest).queryByTestId('advice-pace')).toBeNull();
    expect(within(pinterest).getByTestId('advice-conclusion').textContent).toBe(
      "Publiez régulièrement : vos propres chiffres diront le bon rythme. Variez vos heures de publication : vos meilleurs créneaux se dessineront d'eux-mêmes.",
    );
  });

  it('shows a skeleton while loading, then an error with a retry that loads the page', async () => {
    const user = userEvent.setup();
    let release: (() => void) | undefined;
    let fail = true;
    const fetchMock = mockFetch(
      adviceServer(async () => {
        if (!release) await new Promise<void>((resolve) => (release = resolve));
        return fail ? json(403, { success: false, code: 'permissions.denied', message: 'Action refusée.' }) : json(200, anAdvice());
      }),
    );
    renderApp('/publications/advice');
    expect(await screen.findByTestId('advice-loading')).toBeTruthy();
    await waitFor(() => expect(release).toBeDefined());
    release?.();

    const error = await screen.findByTestId('load-error');
    expect(error.textContent).toContain("Les conseils n'ont pas pu être chargés");
    expect(screen.queryByTestId('advice-card-instagram')).toBeNull();

    fail = false;
    await user.click(within(error).getByRole('button', { name: 'Réessayer' }));
    expect(await card('instagram')).toBeTruthy();
    expect(callsOf(fetchMock).filter((call) => call === 'GET /api/planning/advice')).toHaveLength(2);
  });

  it('speaks the interface’s language, plurals included', async () => {
    await loadLocale('en');
    mockFetch(adviceServer());
    renderApp('/publications/advice', { locale: 'en' });
    const instagram = await card('instagram');
    expect(spaces(within(instagram).getByTestId('advice-pace').textContent)).toBe('Over the last 4 weeks: 1.5 posts per week — below the advised pace');
    expect(within(instagram).getAllByTestId('advice-best-slot')[0]?.textContent).toContain('Tuesday 10:00 – 11:00');
  });
});

describe('/publications/advice with other figures', () => {
  it('a network with a single known rate still gets a colour, and a French-only page for another zone', async () => {
    mockFetch(
      publicationsServer({
        'GET /api/planning/advice': () =>
          json(
            200,
            anAdvice(
              {
                tiktok: {
                  accounts: 1,
                  measuredPosts: 1,
                  heatmap: [{ weekday: 7, hour: 23, posts: 1, rate: 0.1 }],
                  lastWeeks: { posts: 1, perWeek: 0.25 },
                  pace: 'below',
                },
              },
              'America/New_York',
            ),
          ),
      }),
    );
    renderApp('/publications/advice');
    const tiktok = await card('tiktok');
    const [cell] = within(within(tiktok).getByTestId('advice-heatmap')).getAllByRole('img');
    expect(spaces(cell?.getAttribute('aria-label'))).toBe("dimanche 23 h : 1 publication, taux d'engagement 10 %");
    expect(cell?.dataset.level).toBe('4');
    expect(within(tiktok).getByText('1 publication mesurée sur les 12 derniers mois')).toBeTruthy();
    expect(screen.getByTestId('advice-time-zone').textContent).toContain('America/New_York');
  });
});
