import type { linksMessagesFr } from './fr.ts';

export const linksMessagesEn: Record<keyof typeof linksMessagesFr, string> = {
  'links.notFound': 'Short link not found.',
  'links.bioNameTaken': 'The address /b/{name} is already taken by another workspace: choose another one.',
  'links.bioSaved': '« Link in bio » page saved.',
  'links.bioTitle': 'Links of {name}',
  'links.bioLatest': 'Latest posts',
  'links.bioEmpty': 'No post with a link yet.',
  'links.notFoundTitle': 'Link not found',
  'links.notFoundBody': 'This short link does not exist or is no longer active. Check the address you followed.',
  'links.notFoundHome': 'Go to the Publia home page',
  'links.targetInvalid': 'The link {url} is not a valid web address: only http:// and https:// links are accepted.',
  'links.targetPrivate': 'The link {url} leads to a private or local address: it cannot be shortened.',
  'links.tooMany': 'This text holds {count} links: at most {max} links per post.',
  'links.settingsSaved': 'Link settings saved.',
};
