import { describe, expect, it } from 'vitest';
import { avatarInitials, isActivePath, isBreadcrumbHidden, isFooterHidden } from './nav-rules.ts';

describe('isActivePath', () => {
  it.each([
    ['/publications', '/publications', true],
    ['/publications', '/publications/pending', true],
    ['/publications', '/publications/', true],
    ['/publications', '/publicationsX', false],
    ['/history', '/publications/history', false],
    ['/settings', '/settings/subscription', true],
    ['/', '/', true],
    ['/', '/create', false],
  ])('link %s on %s → %s', (link, path, expected) => {
    expect(isActivePath(link, path)).toBe(expected);
  });
});

describe('avatarInitials', () => {
  it.each([
    ['marie.curie@exemple.fr', 'MA'],
    ['a@b.fr', 'AB'],
    ['élodie@exemple.fr', 'ÉL'],
    ['', 'U'],
    [null, 'U'],
    [undefined, 'U'],
  ])('%s → %s', (email, initials) => {
    expect(avatarInitials(email)).toBe(initials);
  });
});

describe('layout visibility rules', () => {
  it('hides the breadcrumb on / and the create screens only', () => {
    expect(isBreadcrumbHidden('/')).toBe(true);
    expect(isBreadcrumbHidden('/create')).toBe(true);
    expect(isBreadcrumbHidden('/create/draft')).toBe(true);
    expect(isBreadcrumbHidden('/history')).toBe(false);
    expect(isBreadcrumbHidden('/creations')).toBe(false);
  });

  it('hides the footer on the subscription and team-access pages only', () => {
    expect(isFooterHidden('/settings/subscription')).toBe(true);
    expect(isFooterHidden('/settings/team-access')).toBe(true);
    expect(isFooterHidden('/settings')).toBe(false);
    expect(isFooterHidden('/')).toBe(false);
  });
});
