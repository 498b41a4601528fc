import { NETWORK_NAMES, NOTIFICATION_MAIL_SCHEDULE, zonedParts, type AnalyticsPost, type AnalyticsSummary, type Locale } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import { dispatchMail, renderMail, writeMail, type MailBlock, type MailDocument } from '../../core/mail/service.ts';
import { listUserWorkspaces } from '../../core/workspaces/service.ts';
import { analyticsSummary, bestPosts } from '../analytics/service.ts';
import { formatChange, formatCount, formatDay, greetingOf, localeOf, say, zoneOf } from './mail-language.ts';
import { appUrl, settingsUrl } from './notice-mail.ts';
import { claimWeeklySummary, listWeeklySummaryCandidates, type NotificationUser } from './repository.ts';

const DAY_MS = 86_400_000;
/** A summary a week at most: a run a few hours late (or early) the next Monday still sends the next one. */
const SUMMARY_EVERY_MS = 6.5 * DAY_MS;

/** One workspace's week, from the analytics tables (the Statistiques page's figures over 7 days). */
interface WorkspaceWeek {
  name: string;
  summary: AnalyticsSummary;
  best: AnalyticsPost | null;
}

/** The post of the week with the most interactions (then impressions); null when none was measured. */
function bestByEngagement(posts: AnalyticsPost[]): AnalyticsPost | null {
  const measured = posts.filter((post) => post.figures.engagement !== null);
  measured.sort((a, b) => b.figures.engagement! - a.figures.engagement! || (b.figures.impressions ?? 0) - (a.figures.impressions ?? 0));
  return measured[0] ?? null;
}

async function weekOf(ctx: AppContext, workspace: { id: string; name: string }): Promise<WorkspaceWeek> {
  const summary = await analyticsSummary(ctx, workspace.id, { period: '7d' });
  const posts = await bestPosts(ctx, workspace.id, { period: '7d', limit: 100 });
  return { name: workspace.name, summary, best: bestByEngagement(posts) };
}

function weekBlocks(locale: Locale, week: WorkspaceWeek, named: boolean): MailBlock[] {
  const { cards, publishedPosts } = week.summary;
  const figure = (card: { value: number | null; change: number | null }) => ({
    value: card.value === null ? say(locale, 'notificationMail.weeklyNotProvided') : formatCount(locale, card.value),
    note: card.value !== null && card.change !== null ? say(locale, 'notificationMail.weeklyChange', { change: formatChange(locale, card.change) }) : null,
  });
  const published =
    publishedPosts === 0
      ? say(locale, 'notificationMail.weeklyNothing')
      : publishedPosts === 1
        ? say(locale, 'notificationMail.weeklyPublishedOne')
        : say(locale, 'notificationMail.weeklyPublishedMany', { count: formatCount(locale, publishedPosts) });
  const blocks: MailBlock[] = [];
  if (named) blocks.push({ kind: 'heading', text: week.name });
  blocks.push(
    { kind: 'paragraph', text: published },
    {
      kind: 'figures',
      rows: [
        { label: say(locale, 'notificationMail.weeklyImpressions'), ...figure(cards.impressions) },
        { label: say(locale, 'notificationMail.weeklyEngagement'), ...figure(cards.engagement) },
        { label: say(locale, 'notificationMail.weeklyFollowers'), ...figure(cards.followers) },
      ],
    },
  );
  if (week.best) {
    blocks.push({
      kind: 'paragraph',
      text: say(locale, 'notificationMail.weeklyBest', {
        title: week.best.title || say(locale, 'content.defaultTitle'),
        network: NETWORK_NAMES[week.best.platform],
        engagement: formatCount(locale, week.best.figures.engagement ?? 0),
      }),
    });
  }
  return blocks;
}

function summaryMail(ctx: AppContext, user: NotificationUser, weeks: WorkspaceWeek[], now: number): MailDocument {
  const locale = localeOf(user.locale);
  const zone = zoneOf(user.timeZone);
  const dates = { from: formatDay(locale, zone, new Date(now - 7 * DAY_MS)), to: formatDay(locale, zone, new Date(now), true) };
  return {
    lang: locale,
    subject: say(locale, 'notificationMail.weeklySubject', dates),
    blocks: [
      { kind: 'paragraph', text: greetingOf(locale, user) },
      { kind: 'paragraph', text: say(locale, 'notificationMail.weeklyIntro', dates) },
      ...weeks.flatMap((week) => weekBlocks(locale, week, weeks.length > 1)),
      { kind: 'button', label: say(locale, 'notificationMail.weeklyOpen'), url: appUrl(ctx, '/analytics') },
      {
        kind: 'footer',
        text: say(locale, 'notificationMail.why', { toggle: say(locale, 'notificationMail.toggle.weeklySummary') }),
        link: { label: say(locale, 'notificationMail.settings'), url: settingsUrl(ctx) },
      },
    ],
  };
}

/** Monday from 8:00 on the user's wall clock, until the day ends: when their summary goes out. */
export function isSummaryMorning(now: number, timeZone: string): boolean {
  const local = zonedParts(new Date(now), timeZone);
  const isoWeekday = ((new Date(Date.UTC(local.year, local.month - 1, local.day)).getUTCDay() + 6) % 7) + 1;
  return isoWeekday === NOTIFICATION_MAIL_SCHEDULE.weekday && local.hour >= NOTIFICATION_MAIL_SCHEDULE.morningHour;
}

/**
 * One user's summary: every workspace they belong to in one e-mail (a week without publication
 * says so in one line, with the figures the older posts still earned). `weekly_summary_sent_at`
 * is set in the same transaction as the outbox row, only if no other run did it since.
 */
async function sendSummaryOf(ctx: AppContext, user: NotificationUser, now: number): Promise<boolean> {
  const workspaces = await listUserWorkspaces(ctx.db, user.id);
  if (workspaces.length === 0) return false;
  const weeks: WorkspaceWeek[] = [];
  for (const workspace of workspaces) weeks.push(await weekOf(ctx, workspace));
  const mail = renderMail(summaryMail(ctx, user, weeks, now));
  const workspaceId = workspaces.length === 1 ? workspaces[0]!.id : null;
  const outboxId = await ctx.db.transaction(async (tx) => {
    if (!(await claimWeeklySummary(tx, user.id, new Date(now - SUMMARY_EVERY_MS), new Date(now)))) return null;
    return writeMail(ctx, tx, { to: user.email, workspaceId, ...mail });
  });
  if (!outboxId) return false;
  await dispatchMail(ctx, outboxId);
  return true;
}

/**
 * The weekly summary round (every hour): each user with « Résumé hebdomadaire » on, whose Monday
 * morning it is in their zone and who had none in the last 6.5 days, gets their week. Answers how
 * many went.
 */
export async function sendWeeklySummaries(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const candidates = await listWeeklySummaryCandidates(ctx.db, new Date(now - SUMMARY_EVERY_MS));
  let sent = 0;
  for (const user of candidates) {
    if (!isSummaryMorning(now, zoneOf(user.timeZone))) continue;
    try {
      if (await sendSummaryOf(ctx, user, now)) sent++;
    } catch (error) {
      ctx.logger.error({ err: error, userId: user.id }, 'résumé hebdomadaire : envoi impossible');
    }
  }
  return sent;
}
