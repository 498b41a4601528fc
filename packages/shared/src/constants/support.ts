/**
 * The support the instance's team offers: open Monday to Friday, 9h to 18h Central
 * European Time, answering in 4 hours on average. The web app words them through its catalogue.
 */
export const SUPPORT_HOURS = {
  /** ISO weekdays: 1 = Monday … 5 = Friday. */
  firstDay: 1,
  lastDay: 5,
  opensAt: 9,
  closesAt: 18,
  timeZone: 'CET',
  averageResponseHours: 4,
} as const;

/** The lengths the support form and the feedback box accept (characters). */
export const SUPPORT_LIMITS = {
  subjectMax: 150,
  messageMin: 10,
  messageMax: 5000,
  feedbackMin: 3,
  feedbackMax: 2000,
  pageMax: 300,
  /** Support requests one user may send in an hour. */
  requestsPerHour: 5,
  /** Feedback listed for the operators, newest first. */
  feedbackListLimit: 100,
} as const;
