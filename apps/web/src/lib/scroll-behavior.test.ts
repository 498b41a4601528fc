import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollBehavior } from './scroll-behavior.ts';

const systemReduces = (reduce: boolean) => vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }));

describe('scrollBehavior', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.documentElement.removeAttribute('data-reduce-motion');
  });

  it("follows the user's choice in Préférences, whatever the system says", () => {
    systemReduces(false);
    document.documentElement.setAttribute('data-reduce-motion', 'true');
    expect(scrollBehavior()).toBe('auto');
    systemReduces(true);
    document.documentElement.setAttribute('data-reduce-motion', 'false');
    expect(scrollBehavior()).toBe('smooth');
  });

  it("follows the system's setting when the user chose nothing", () => {
    systemReduces(true);
    expect(scrollBehavior()).toBe('auto');
    systemReduces(false);
    expect(scrollBehavior()).toBe('smooth');
  });
});
