/**
 * A link is active when the path equals it or starts with it followed by a slash:
 * /publications is active on /publications/pending, not on /publicationsX; "/" only on "/".
 */
export function isActivePath(linkPath: string, currentPath: string): boolean {
  return currentPath === linkPath || currentPath.startsWith(`${linkPath}/`);
}

/** The breadcrumb is hidden on the home page and on the create screens. */
export function isBreadcrumbHidden(pathname: string): boolean {
  return pathname === '/' || isActivePath('/create', pathname);
}

const PAGES_WITHOUT_FOOTER = ['/settings/subscription', '/settings/team-access'];

/** The footer is hidden on the subscription and team-access settings pages. */
export function isFooterHidden(pathname: string): boolean {
  return PAGES_WITHOUT_FOOTER.some((page) => isActivePath(page, pathname));
}

/** The first two letters or digits of the e-mail, upper-cased; "U" when there are none. */
export function avatarInitials(email: string | null | undefined): string {
  const letters = Array.from(email ?? '').filter((char) => /[\p{L}\p{N}]/u.test(char));
  return letters.length === 0 ? 'U' : letters.slice(0, 2).join('').toUpperCase();
}
