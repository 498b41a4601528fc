import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addPageMessages, I18nProvider } from '../../lib/i18n/index.ts';
import teamMessages from '../../locales/fr-pages/team.json';
import { MemberIdentity } from './MemberParts.tsx';
import { aMember, jean } from './team.test-support.tsx';

addPageMessages('team', teamMessages);

const show = (member: Parameters<typeof MemberIdentity>[0]['member']) =>
  render(
    <I18nProvider locale="fr">
      <MemberIdentity member={member} />
    </I18nProvider>,
  );

describe('a member as the team sees them', () => {
  it('shows the picture and the month’s posts when the member’s privacy settings let the server send them', () => {
    show({ ...jean, avatarUrl: '/media/w/jean.webp', publishedLast30Days: 3 });
    expect(screen.getByTestId('member-avatar').getAttribute('src')).toBe('/media/w/jean.webp');
    expect(screen.queryByTestId('member-initials')).toBeNull();
    expect(screen.getByTestId('member-published').textContent).toBe('3 publications ces 30 derniers jours');
  });

  it('falls back on the initials and says no figure when they keep them to themselves', () => {
    show(aMember({ avatarUrl: null, publishedLast30Days: null }));
    expect(screen.getByTestId('member-initials').textContent).toBe('MC');
    expect(screen.queryByTestId('member-avatar')).toBeNull();
    expect(screen.queryByTestId('member-published')).toBeNull();
  });
});
