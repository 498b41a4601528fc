import { describe, expect, it } from 'vitest';
import { translate, type MessageKey, type MessageParams } from '../../lib/i18n/index.ts';
import { addPageMessages } from '../../lib/i18n/index.ts';
import commentsMessages from '../../locales/fr-pages/comments.json';
import { filtersOf } from './comment-filters.ts';
import { formatDuration, countLabel } from './comment-display.ts';

addPageMessages('comments', commentsMessages);
const t = (key: MessageKey, params?: MessageParams) => translate('fr', key, params);

describe('comment display', () => {
  it('words an average response time in minutes, hours and days', () => {
    expect(formatDuration(t, null)).toBe('—');
    expect(formatDuration(t, 0.2)).toBe("moins d'une minute");
    expect(formatDuration(t, 35)).toBe('35 min');
    expect(formatDuration(t, 59.6)).toBe('1 h');
    expect(formatDuration(t, 252)).toBe('4 h 12 min');
    expect(formatDuration(t, 60 * 26 + 5)).toBe('1 j 2 h');
  });

  it('reads the filters of the address and leaves out what the server would refuse', () => {
    const params = new URLSearchParams('status=flagged&platform=myspace&sentiment=negative&from=2026-13-45&to=2026-11-30&unread=yes&q=%20livraison%20&id=k1');
    expect(filtersOf(params)).toEqual({ status: 'flagged', sentiment: 'negative', to: '2026-11-30', q: 'livraison' });
  });
});

describe('countLabel', () => {
  it('writes a count, and « 1 000+ » where the server stopped counting', () => {
    expect(countLabel(13, 'fr')).toBe('13');
    expect(countLabel(1000, 'fr')).toBe('1\u202f000');
    expect(countLabel(1001, 'fr')).toBe('1\u202f000+');
    expect(countLabel(1001, 'en')).toBe('1,000+');
  });
});
