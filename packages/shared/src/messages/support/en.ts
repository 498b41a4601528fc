import type { supportMessagesFr } from './fr.ts';

export const supportMessagesEn: Record<keyof typeof supportMessagesFr, string> = {
  'support.requestSent': 'Your message has been sent to support. We will answer at {email}, within {hours} hours on average (Monday to Friday, 9 am to 6 pm CET).',
  'support.requestStored':
    'Your message has been saved. No support address is configured on this instance: it was not sent by e-mail, it is only kept on the server for the team that runs it.',
  'support.tooMany': 'You have already written to support {max} times this hour. Try again in {minutes} min.',
  'support.mailSubject': '[Publia support] {subject}',
  'support.mailBody':
    'New message to Publia support.\n\nFrom: {name} <{email}>\nWorkspace: {workspace}\nSent on: {date}\n\nSubject: {subject}\n\n{message}\n\nTo answer, write to {email}.',
  'support.noName': '(no name given)',
  'support.feedbackThanks': 'Thank you for your feedback: it has been sent.',
};
