import type { notificationSettingsMessagesFr } from './fr.ts';

export const notificationSettingsMessagesEn: Record<keyof typeof notificationSettingsMessagesFr, string> = {
  'notificationSettings.saved': 'Your notification settings are saved.',
  'notificationSettings.unknownToggle': 'Unknown notification: “{field}”. Allowed values: {allowed}.',
  'notificationSettings.unknownFrequency': 'Unknown frequency: “{value}”. Allowed values: {allowed}.',
  'notificationSettings.performanceNotice':
    '“{title}” on {network} is getting {ratio} times the account’s usual engagement: {engagement} interactions.',

  'notificationMail.greeting': 'Hello {name},',
  'notificationMail.greetingNoName': 'Hello,',
  'notificationMail.open': 'Open in Publia',
  'notificationMail.why': 'You are receiving this e-mail because “{toggle}” is on in your notification settings.',
  'notificationMail.settings': 'Change my notifications',
  'notificationMail.toggle.weeklySummary': 'Weekly summary',
  'notificationMail.toggle.commentsReceived': 'Comments received',
  'notificationMail.toggle.contentPublished': 'Content published',
  'notificationMail.frequency.hourly': 'every hour',
  'notificationMail.frequency.daily': 'once a day',
  'notificationMail.frequency.weekly': 'once a week',

  'notificationMail.commentSubject': 'New comment from {author} on “{title}”',
  'notificationMail.commentLine': '{author} commented on “{title}” on {network}: “{excerpt}”',
  'notificationMail.publishedSubject': 'Published on {platforms}: “{title}”',
  'notificationMail.publishedLine': '“{title}” was published on {platforms}.',

  'notificationMail.digestSubjectOne': 'Your Publia digest: 1 update',
  'notificationMail.digestSubjectMany': 'Your Publia digest: {count} updates',
  'notificationMail.digestIntro': 'Here is what happened since your last digest. You receive these updates grouped {frequency}.',
  'notificationMail.digestSection.commentsReceived': 'Comments received ({count})',
  'notificationMail.digestSection.contentPublished': 'Content published ({count})',
  'notificationMail.digestWhy': 'You are receiving this e-mail because e-mail notifications are on in your settings.',

  'notificationMail.weeklySubject': 'Your week on Publia, {from} to {to}',
  'notificationMail.weeklyIntro': 'Here is how your posts did from {from} to {to}.',
  'notificationMail.weeklyPublishedOne': '1 post published',
  'notificationMail.weeklyPublishedMany': '{count} posts published',
  'notificationMail.weeklyNothing': 'Nothing was published this week.',
  'notificationMail.weeklyImpressions': 'Impressions',
  'notificationMail.weeklyEngagement': 'Engagement',
  'notificationMail.weeklyFollowers': 'New followers',
  'notificationMail.weeklyNotProvided': 'not provided',
  'notificationMail.weeklyChange': '{change} compared with the previous week',
  'notificationMail.weeklyBest': 'Best post: “{title}” on {network}, {engagement} interactions.',
  'notificationMail.weeklyOpen': 'See the statistics',
};
