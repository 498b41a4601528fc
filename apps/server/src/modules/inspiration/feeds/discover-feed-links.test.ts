import { describe, expect, it } from 'vitest';
import { discoverFeedLinks, looksLikeHtml } from './discover-feed-links.ts';

describe('discoverFeedLinks', () => {
  it('lists the announced feeds in page order, absolute, once each', () => {
    const html = `<!doctype html><html><head>
<link rel="stylesheet" href="/style.css">
<!-- <link rel="alternate" type="application/rss+xml" href="/commented.xml"> -->
<link rel="alternate" type="application/rss+xml" title="Articles" href="/feed.xml">
<LINK REL="Alternate Home" TYPE="application/atom+xml; charset=utf-8" HREF='atom.xml?a=1&amp;b=2'>
<link type=application/feed+json rel=alternate href=https://cdn.example/feed.json>
<link rel="alternate" type="text/html" hreflang="en" href="/en/">
<link rel="alternate" type="application/rss+xml" href="/feed.xml">
<link rel="alternate" type="application/rss+xml" href="javascript:alert(1)">
</head><body></body></html>`;
    expect(discoverFeedLinks(html, 'https://site.example/blog/')).toEqual([
      'https://site.example/feed.xml',
      'https://site.example/blog/atom.xml?a=1&b=2',
      'https://cdn.example/feed.json',
    ]);
  });

  it('resolves against the page’s <base href>', () => {
    const html = '<head><base href="https://static.example/news/"><link rel="alternate" type="application/rss+xml" href="rss"></head>';
    expect(discoverFeedLinks(html, 'https://site.example/')).toEqual(['https://static.example/news/rss']);
  });

  it('finds nothing on a page without feed links', () => {
    expect(discoverFeedLinks('<html><head><title>Rien</title></head></html>', 'https://site.example/')).toEqual([]);
  });

  it('ignores links in comments and scripts, and stays fast on a hostile page', () => {
    const html =
      '<script>document.write(\'<link rel="alternate" type="application/rss+xml" href="/js.xml">\')</script><link rel="alternate" type="application/atom+xml" href="/a.xml">';
    expect(discoverFeedLinks(html, 'https://site.example/')).toEqual(['https://site.example/a.xml']);
    const started = Date.now();
    discoverFeedLinks(`${'<link'.repeat(200_000)}${'<!--'.repeat(100_000)}${'<base'.repeat(100_000)}`, 'https://site.example/');
    expect(looksLikeHtml(`${'<!---->'.repeat(1_000)}x`, null)).toBe(false);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('tells web pages from other documents', () => {
    expect(looksLikeHtml('<!DOCTYPE html><html>', null)).toBe(true);
    expect(looksLikeHtml('  <!-- hi --><html lang="fr">', 'application/octet-stream')).toBe(true);
    expect(looksLikeHtml('<whatever/>', 'text/html; charset=utf-8')).toBe(true);
    expect(looksLikeHtml('<?xml version="1.0"?><rss/>', 'application/xml')).toBe(false);
  });
});
