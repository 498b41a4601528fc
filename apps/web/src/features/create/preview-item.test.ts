import { describe, expect, it } from 'vitest';
import { emptyForm } from './create-form.ts';
import { media } from './create.test-support.ts';
import { previewBlocker, previewItem } from './preview-item.ts';

const form = {
  ...emptyForm(),
  media: [media({ id: 'm1', url: '/media/w1/1.jpg' }), media({ id: 'm2', url: '/media/w1/2.mp4', kind: 'video' })],
  networks: ['instagram' as const, 'twitter' as const, 'pinterest' as const],
  firstComment: '  Lien en bio  ',
  thread: ['Suite.', '   '],
};
const edits = {
  instagram: { text: 'Bonjour', hashtags: 'atelier #fait_main' },
  twitter: { text: 'Salut', hashtags: '#atelier' },
};

describe('previewItem', () => {
  it('is the post the save would send: each network’s final text, the media in order, the first comment and thread as saved, the title', () => {
    const item = previewItem({ form, edits, platforms: ['instagram', 'twitter'], title: 'Portes ouvertes', id: null });
    expect(item).toEqual({
      id: 'new',
      title: 'Portes ouvertes',
      platforms: ['instagram', 'twitter'],
      content: 'Bonjour\n\n#atelier #fait_main',
      variants: { instagram: 'Bonjour\n\n#atelier #fait_main', twitter: 'Salut\n\n#atelier' },
      keywords: ['#atelier'],
      media: [
        { id: 'm1', url: '/media/w1/1.jpg', type: 'image' },
        { id: 'm2', url: '/media/w1/2.mp4', type: 'video' },
      ],
      mediaUrl: '/media/w1/1.jpg',
      imageUrl: null,
      mediaType: 'image',
      firstComment: 'Lien en bio',
      thread: ['Suite.'],
      publishOptions: {},
    });
  });

  it('carries each photo’s alternative text, as the save sends it: none for a video, none left empty', () => {
    const altTexts = { m1: 'Un bol bleu.', m2: 'Ignoré : une vidéo.' };
    const item = previewItem({ form: { ...form, altTexts }, edits, platforms: ['instagram'], title: 'T', id: null });
    expect(item.media).toEqual([
      { id: 'm1', url: '/media/w1/1.jpg', type: 'image', altText: 'Un bol bleu.' },
      { id: 'm2', url: '/media/w1/2.mp4', type: 'video' },
    ]);
  });

  it('keeps a saved item’s id (its example counts stay the same), and leaves out what no chosen network takes', () => {
    const item = previewItem({ form, edits, platforms: ['twitter'], title: 'T', id: 'c7' });
    expect(item).toMatchObject({ id: 'c7', firstComment: null, thread: ['Suite.'] });
    expect(previewItem({ form, edits, platforms: ['instagram'], title: 'T', id: null }).thread).toEqual([]);
  });
});

describe('previewBlocker', () => {
  it('says why there is nothing to preview: no text for any chosen network', () => {
    expect(previewBlocker(['pinterest'], edits)).toBe('create.preview.nothingWritten');
    expect(previewBlocker(['instagram'], { instagram: { text: '  ', hashtags: '' } })).toBe('create.preview.nothingWritten');
    expect(previewBlocker(['instagram'], { instagram: { text: '', hashtags: '#atelier' } })).toBeNull();
    expect(previewBlocker(['pinterest', 'twitter'], edits)).toBeNull();
  });
});
