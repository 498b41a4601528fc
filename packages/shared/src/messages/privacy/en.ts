import type { privacyMessagesFr } from './fr.ts';

export const privacyMessagesEn: Record<keyof typeof privacyMessagesFr, string> = {
  'audit.detailKey.accountDeleted': 'account deleted',
  'privacy.saved': 'Privacy settings saved.',
  'privacy.exportRequested': 'Your export is being prepared: the download link will be sent to {email} as soon as it is ready.',
  'privacy.exportPending': 'An export of your data is already being prepared: wait until it is ready before asking for another one.',
  'privacy.exportTooMany': 'You have already asked for {max} exports of your data in 24 hours. Try again in {minutes} min.',
  'privacy.exportNotFound': 'This download link does not exist or is no longer valid. Ask for a new export in Settings → Privacy.',
  'privacy.exportExpired': 'This download link has expired (it was valid for {hours} hours). Ask for a new export in Settings → Privacy.',
  'privacy.exportMailSubject': 'Your Publia data is ready',
  'privacy.exportMailBody':
    'Hello,\n\nThe export of your Publia data you asked for is ready. Download the ZIP file with this link, valid for {hours} hours (until {date}), once signed in to your Publia account:\n{link}\n\nIt holds your account, your settings, your notifications and, for each workspace of which you are the only administrator, all its data and media. The README.txt file inside describes each part.\n\nIf you did not ask for this export, change your password.\n\nThe Publia team',
  'privacy.exportFailedMailSubject': 'The export of your Publia data did not succeed',
  'privacy.exportFailedMailBody':
    'Hello,\n\nThe export of your Publia data you asked for could not be prepared. You can ask for a new one in Settings → Privacy; if it fails again, write to support from Settings → Help.\n\nThe Publia team',
  'privacy.readme':
    'Export of your Publia data\n==========================\n\nPrepared on {date} for {email}.\n\nContents\n--------\naccount/\n  user.json: your account (without your password) and your settings.\n  The other files: everything that belongs to you alone — your workspace memberships, your sessions (device, IP address, dates; without their tokens), your notifications, your messages to support, your feedback, your e-mail address changes and your export requests (without their tokens).\n  avatar.*: your profile picture, if you have one.\n\nworkspaces/<workspace>/\n  For each workspace of which you are the only administrator: all its data, one file per table (posts, social accounts without their access tokens, media, comments, statistics, planning, inspiration, team, invitations without their tokens, activity log, subscription and invoices…).\n  media/: the files uploaded to the workspace (photos, videos).\n\nWorkspaces included: {workspaces}\n\nFormat\n------\nEach .json file is a list of rows as Publia stores them (column names in English, dates in UTC in ISO 8601 format).\nSecrets — passwords, sign-in tokens, encrypted social network access tokens — never leave the server: they are not in this export.\nThe data of workspaces you share with another administrator is not included: it also belongs to that administrator, who can ask for its export.\n',
  'privacy.readmeNoWorkspace': 'none (you are not the only administrator of any workspace)',
  'privacy.wrongPassword': 'Wrong password: your account has not been deleted.',
  'privacy.deletionWord': 'To confirm, type the word {word}: your account has not been deleted.',
  'privacy.accountDeleted': 'Your account has been deleted. Goodbye!',
  'privacy.subscriptionNotCancelled':
    'The subscription of the workspace “{workspace}” could not be cancelled with the payment provider: your account has not been deleted. Try again in a few minutes.',
  'privacy.goodbyeMailSubject': 'Your Publia account has been deleted',
  'privacy.goodbyeMailBody':
    'Hello,\n\nYour Publia account ({email}) has been deleted, as you asked, together with the workspaces of which you were the only member and their media. The invoices of those workspaces are kept, as the law requires.\n\nThank you for using Publia.\n\nThe Publia team',
};
