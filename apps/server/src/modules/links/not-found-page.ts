import { apiMessagesFr } from '@publia/shared';
import { escapeHtml } from '../../lib/html-entities.ts';

const t = (key: 'links.notFoundTitle' | 'links.notFoundBody' | 'links.notFoundHome') => escapeHtml(apiMessagesFr[key]);

/** The page a visitor sees for a short link that does not exist: French, readable on a phone, no script. */
export function notFoundPage(homeUrl: string): string {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${t('links.notFoundTitle')} · Publia</title><style>
body{margin:0;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f3f4f6;color:#111827;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:16px;max-width:440px;width:calc(100% - 32px);padding:28px;box-sizing:border-box}
h1{font-size:22px;margin:0 0 8px}p{color:#374151;line-height:1.5}a{color:#1d4ed8;font-weight:600}
</style></head><body><main><h1>${t('links.notFoundTitle')}</h1><p>${t('links.notFoundBody')}</p><p><a href="${escapeHtml(homeUrl)}">${t('links.notFoundHome')}</a></p></main></body></html>`;
}
