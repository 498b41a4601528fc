import type { quotaMessagesFr } from './fr.ts';

export const quotaMessagesEn: Record<keyof typeof quotaMessagesFr, string> = {
  'quota.contentGeneration': 'Generation quota reached: {limit} a month with the {plan} plan. It renews on {date}. To get more, change plan on the Subscription page.',
  'quota.scheduledPosts': 'Scheduled posts limit reached: {limit} a month with the {plan} plan. It renews on {date}. To schedule more, change plan on the Subscription page.',
  'quota.teamMembers': 'Your {plan} plan allows {limit} member(s), pending invitations included: the team is full. To invite more people, change plan on the Subscription page.',
  'quota.socialAccounts': 'Your {plan} plan allows {limit} connected social account(s): the limit is reached. To connect more, change plan on the Subscription page.',
  'quota.paymentFailedNotice': "The payment for your {plan} subscription failed. Your plan's limits are kept until {date}: update your card on the Subscription page.",
  'quota.fellBackNotice':
    'The payment for your {plan} subscription was not settled: your workspace now has the limits of the {fallback} plan; your data is kept. Update your card on the Subscription page to get your plan back.',
  'quota.unlimitedPlan': 'unlimited',
};
