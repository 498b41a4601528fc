import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { loadLocale, readStoredLocale } from './lib/i18n/index.ts';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

function render(root: HTMLElement) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// A visitor who chose another language than French gets its catalogue before the first paint (no
// French flash); if it cannot be fetched, the app starts in French all the same.
void loadLocale(readStoredLocale())
  .catch(() => {})
  .then(() => render(container));
