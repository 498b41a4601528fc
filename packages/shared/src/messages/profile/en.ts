import type { profileMessagesFr } from './fr.ts';

export const profileMessagesEn: Record<keyof typeof profileMessagesFr, string> = {
  'profile.saved': 'Profile saved.',
  'profile.phoneInvalid': 'The phone number "{value}" is not valid: give it in international format (+33 6 12 34 56 78) or French format (06 12 34 56 78).',
  'profile.emailInvalid': 'The e-mail address "{value}" is not valid.',
  'profile.emailSame': 'This is already the e-mail address of your account.',
  'profile.emailTaken': 'This e-mail address is already used by another account.',
  'profile.wrongPassword': 'The current password is incorrect.',
  'profile.emailChangeSent': 'A confirmation link was sent to {email}: your address will change once you follow it.',
  'profile.emailMailSubject': 'Confirm your new Publia e-mail address',
  'profile.emailMailBody':
    'Hello,\n\nTo use {email} as the address of your Publia account, follow this link (valid for {hours} hours):\n{link}\n\nIf you did not ask for this, ignore this message: your address will not change.',
  'profile.emailLinkInvalid': 'This confirmation link is invalid, expired or already used.',
  'profile.emailChanged': 'Your e-mail address is now {email}.',
  'profile.passwordChanged': 'Password changed. Your other sessions were signed out.',
  'profile.avatarMissing': 'Choose an image to send.',
  'profile.avatarNotImage': 'This file is not an image (JPEG, PNG, WebP or GIF).',
  'profile.avatarTooLarge': 'The image is larger than the 5 MB maximum.',
  'profile.avatarFailed': 'The image could not be processed right now, try again.',
  'profile.avatarSaved': 'Profile picture saved.',
  'profile.avatarRemoved': 'Profile picture removed.',
};
