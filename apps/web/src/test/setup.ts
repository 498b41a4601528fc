import { SUPPORTED_LOCALES } from '@publia/shared';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { setActiveLocale } from '../lib/i18n/catalogue.ts';
import { loadLocale } from '../lib/i18n/index.ts';

// Two test files run at once on a two-core machine next to the server's: a page's first render can
// take over the library's default second, which would fail a test that is right.
configure({ asyncUtilTimeout: 3000 });

// The app fetches a language's catalogue when it is chosen; the tests render any of them at once.
beforeAll(() => Promise.all(SUPPORTED_LOCALES.map(loadLocale)));

// The files of a worker share their modules: a test rendered in English must not leave the next
// file's formats (a price, a date) in English. Every test starts in French, the interface's own.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  setActiveLocale('fr');
});
