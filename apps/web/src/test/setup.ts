import { SUPPORTED_LOCALES } from '@publia/shared';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadLocale } from '../lib/i18n/index.ts';

// The app fetches a language's catalogue when it is chosen; the tests render any of them at once.
beforeAll(() => Promise.all(SUPPORTED_LOCALES.map(loadLocale)));

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
