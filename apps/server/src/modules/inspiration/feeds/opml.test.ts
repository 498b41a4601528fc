import { parseOpml as parseOpmlDocument } from 'feedsmith';
import { describe, expect, it } from 'vitest';
import { reasonOf } from './feed-fixtures.test-support.ts';
import { buildOpml, parseOpml } from './opml.ts';

const NESTED = `<?xml version="1.0" encoding="UTF-8"?>
<opml version="1.0"><head><title>Abonnements</title></head><body>
  <outline text="Cuisine">
    <outline text="Le Fil Resto" type="rss" xmlUrl="https://resto.example/feed" htmlUrl="https://resto.example/"/>
    <outline text="Sous-dossier">
      <outline title="Atome &amp; co" text="ignoré" xmlUrl="https://atom.example/atom.xml"/>
    </outline>
  </outline>
  <outline text="Doublon" xmlUrl="https://resto.example/feed"/>
  <outline text="Relatif" xmlUrl="/feed"/>
  <outline text="Pas un flux" htmlUrl="https://site.example/"/>
  <outline text="Racine" xmlUrl="http://root.example/rss"/>
</body></opml>`;

describe('OPML', () => {
  it('flattens folders in reading order, keeps the first of each address, skips what is not an absolute feed URL', () => {
    expect(parseOpml(NESTED)).toEqual([
      { title: 'Le Fil Resto', url: 'https://resto.example/feed', siteUrl: 'https://resto.example/' },
      { title: 'Atome & co', url: 'https://atom.example/atom.xml', siteUrl: null },
      { title: 'Racine', url: 'http://root.example/rss', siteUrl: null },
    ]);
  });

  it('keeps at most 500 sources', () => {
    const outlines = Array.from({ length: 700 }, (_, i) => `<outline text="f${i}" xmlUrl="https://f.example/${i}"/>`).join('');
    expect(parseOpml(`<opml version="2.0"><head/><body>${outlines}</body></opml>`)).toHaveLength(500);
  });

  it('refuses what is not OPML, and entity declarations', () => {
    expect(reasonOf(() => parseOpml('<rss version="2.0"><channel><title>x</title></channel></rss>'))).toBe('not_a_feed');
    expect(reasonOf(() => parseOpml('pas du tout du XML'))).toBe('not_a_feed');
    expect(reasonOf(() => parseOpml('<!DOCTYPE opml [<!ENTITY a "aaaa">]><opml><body><outline text="&a;" xmlUrl="https://a.example/"/></body></opml>'))).toBe('entities');
  });

  it('builds OPML 2.0 that reads back the same, special characters included', () => {
    const sources = [
      { title: 'Toques & Comptoirs « chefs »', url: 'https://a.example/feed?x=1&y=2', siteUrl: 'https://a.example/' },
      { title: 'Sans site', url: 'https://b.example/atom', siteUrl: null },
    ];
    const opml = buildOpml('Mes sources <Publia>', sources, 'Aucune source');
    expect(opml).toContain('<opml version="2.0">');
    expect(parseOpmlDocument(opml).head?.title?.trim()).toBe('Mes sources <Publia>');
    expect(parseOpml(opml)).toEqual(sources);
  });
});
