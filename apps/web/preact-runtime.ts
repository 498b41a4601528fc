import type { Alias } from 'vite';

/**
 * The app is written against React's API (and typed with its types) but runs on Preact's
 * compatibility layer: the same components, hooks, React Router and TanStack Query, for about a
 * third of React's weight on the first load and less work on the main thread. Every import of React,
 * the app's own and the libraries', resolves here — in the build and in the component tests alike,
 * so that the tests run on what ships.
 */
export const preactAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

/**
 * Libraries that import React themselves: the test runner loads them through Vite (instead of
 * Node's own loader, which knows no alias) so that they get Preact too.
 */
export const REACT_LIBRARIES = [/@testing-library\/react/, /@tanstack\/react-query/, /react-router/, /lucide-react/];
