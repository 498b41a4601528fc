import type { TargetPart } from '@publia/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { TargetOutcomes } from '../history/TargetOutcomes.tsx';
import { target } from './test-fixtures.ts';

const part = (overrides: Partial<TargetPart>): TargetPart => ({
  position: 1,
  kind: 'thread' as const,
  status: 'published' as const,
  externalId: null,
  url: null,
  lastError: null,
  ...overrides,
});

describe('a target’s parts', () => {
  it('says each part’s outcome, the thread numbered from its second post, linked once published', async () => {
    const targets = [
      target({ platform: 'instagram', parts: [part({ kind: 'first_comment', url: 'https://sandbox.example/c/1' })] }),
      target({
        platform: 'twitter',
        parts: [part({ position: 2, status: 'failed', lastError: 'X a refusé la publication : doublon' }), part({ position: 1, url: 'https://sandbox.example/t/2' })],
      }),
    ];
    renderApp('/outcomes', { routes: [{ path: 'outcomes', element: <TargetOutcomes targets={targets} /> }] });
    const instagram = await screen.findByTestId('target-parts-instagram');
    expect(instagram.textContent).toBe('Premier commentaire :publiéVoir');
    expect(within(instagram).getByRole('link', { name: 'Voir' }).getAttribute('href')).toBe('https://sandbox.example/c/1');
    const lines = within(screen.getByTestId('target-parts-twitter')).getAllByTestId('target-part');
    expect(lines.map((line) => line.textContent)).toEqual(['Fil 2/3 :publiéVoir', 'Fil 3/3 :en échec— X a refusé la publication : doublon']);
    expect(within(lines[1] as HTMLElement).queryByRole('link')).toBeNull();
    expect(screen.getByRole('list', { name: 'Suites de la publication sur X' })).toBeTruthy();
  });
});
