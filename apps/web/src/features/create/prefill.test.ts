import { GENERATION_LIMITS } from '@publia/shared';
import { describe, expect, it } from 'vitest';
import { prefilledStart, prefillOf } from './prefill.ts';

const params = (search: string) => new URLSearchParams(search);

describe('/create?keywords=…&description=…', () => {
  it('reads the keywords (comma-separated, blanks dropped, three at most) and the description', () => {
    expect(prefillOf(params('keywords=artisanat,%20bijoux%20,,c%C3%A9ramique,verre&description=Nouvelle%20collection'))).toEqual({
      keywords: ['artisanat', 'bijoux', 'céramique'],
      description: 'Nouvelle collection',
    });
    expect(prefillOf(params('keywords=a'))).toEqual({ keywords: ['a'], description: '' });
    expect(prefillOf(params('description=Texte'))).toEqual({ keywords: [], description: 'Texte' });
  });

  it('gives nothing when the address says nothing, and cuts what is too long for the form', () => {
    expect(prefillOf(params(''))).toBeNull();
    expect(prefillOf(params('keywords=,%20,&description=%20'))).toBeNull();
    const long = prefillOf(params(`keywords=${'k'.repeat(100)}&description=${'d'.repeat(1500)}`));
    expect(long?.keywords[0]).toHaveLength(GENERATION_LIMITS.keywordMaxLength);
    expect(long?.description).toHaveLength(GENERATION_LIMITS.descriptionMaxLength);
  });

  it('starts a new post with the three keyword fields and the description filled in', () => {
    const start = prefilledStart({ keywords: ['artisanat', 'bijoux'], description: 'Texte' });
    expect(start.form.keywords).toEqual(['artisanat', 'bijoux', '']);
    expect(start.form.description).toBe('Texte');
    expect(start.form.media).toEqual([]);
    expect(start.existing).toBeNull();
    expect(start.repostOf).toBeNull();
    expect(start.title).toBeNull();
  });

  it('starts with the medium the address names, in its kind (a video opens the video tab)', () => {
    const video = {
      id: 'm1',
      url: '/media/w1/clip.mp4',
      kind: 'video',
      mimeType: 'video/mp4',
      sizeBytes: 1,
      width: 1080,
      height: 1920,
      durationSeconds: 12,
      filter: 'original',
      sourceId: null,
      createdAt: '2026-11-20T09:00:00.000Z',
    } as const;
    const start = prefilledStart({ keywords: [], description: '' }, video);
    expect(start.form.kind).toBe('video');
    expect(start.form.media).toEqual([video]);
    expect(prefilledStart({ keywords: [], description: '' }).form.kind).toBe('image');
  });
});
