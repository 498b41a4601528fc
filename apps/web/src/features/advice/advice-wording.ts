import { FREQUENCY_WEEKS, GENERAL_POSTING_WINDOWS, NETWORK_NAMES, POSTING_FREQUENCY, type Network, type NetworkAdvice, type PostingWindow } from '@publia/shared';
import type { AdviceFormat } from './use-advice-format.ts';

/** « 3 à 5 publications par semaine », « 1 à 3 publications par jour »; null for a network without one (Pinterest). */
export function frequencyText(f: AdviceFormat, network: Network): string | null {
  const frequency = POSTING_FREQUENCY[network];
  if (!frequency) return null;
  return f.t(frequency.per === 'day' ? 'advice.frequency.day' : 'advice.frequency.week', {
    min: f.number(frequency.min),
    max: f.number(frequency.max),
  });
}

/** A weekday × hour slot, as a list reads it: « mardi 10 h – 11 h ». */
export function slotText(f: AdviceFormat, weekday: number, hour: number): string {
  return f.t('advice.hours.slot', { day: f.weekday(weekday), from: f.hour(hour), to: f.hour(hour + 1) });
}

/** The same slot inside a sentence: « mardi de 10 h à 11 h ». */
export function slotInSentence(f: AdviceFormat, weekday: number, hour: number): string {
  return f.t('advice.hours.slotSentence', { day: f.weekday(weekday), from: f.hour(hour), to: f.hour(hour + 1) });
}

/** « lundi », « mardi et mercredi », « du lundi au jeudi » (three days or more in a row). */
export function daysText(f: AdviceFormat, days: readonly number[]): string {
  const sorted = [...days].sort((a, b) => a - b);
  const first = sorted[0];
  const last = sorted.at(-1);
  const inARow = sorted.every((day, index) => day === (first ?? 0) + index);
  if (first !== undefined && last !== undefined && sorted.length >= 3 && inARow) {
    return f.t('advice.hours.dayRange', { from: f.weekday(first), to: f.weekday(last) });
  }
  return f.list(sorted.map((day) => f.weekday(day)));
}

/** A published study's window: « lundi 10 h – 12 h », « du lundi au jeudi 8 h – 13 h ». */
export function windowText(f: AdviceFormat, window: PostingWindow): string {
  return f.t('advice.hours.window', { days: daysText(f, window.days), from: f.hour(window.from), to: f.hour(window.to) });
}

/**
 * « Sur les 4 dernières semaines : 1,5 publication par semaine » — per day for a network advised
 * per day, so that it reads against the advice. Null when there is nothing to compare with.
 */
export function paceText(f: AdviceFormat, advice: NetworkAdvice): string | null {
  const frequency = POSTING_FREQUENCY[advice.network];
  if (advice.pace === null || !frequency) return null;
  const rate = frequency.per === 'day' ? f.count('advice.pace.perDay', advice.lastWeeks.perWeek / 7) : f.count('advice.pace.perWeek', advice.lastWeeks.perWeek);
  return f.t('advice.pace.lastWeeks', { weeks: FREQUENCY_WEEKS, rate });
}

/**
 * The card's last word, composed from its figures: how often to post (against the actual pace when
 * an account is connected), then when — the best own slot, else the studies' hours — or, for a
 * network without an account, the invitation to connect one.
 */
export function conclusionSentences(f: AdviceFormat, advice: NetworkAdvice): string[] {
  const network = NETWORK_NAMES[advice.network];
  const frequency = frequencyText(f, advice.network);
  const connected = advice.accounts > 0;
  const sentences: string[] = [];

  if (frequency && connected && advice.pace) sentences.push(f.t(`advice.conclusion.${advice.pace}`, { frequency }));
  else if (frequency) sentences.push(f.t('advice.conclusion.aim', { frequency }));
  else sentences.push(f.t('advice.conclusion.noFrequency'));

  const best = advice.source === 'own' ? advice.bestSlots[0] : undefined;
  if (!connected) sentences.push(f.t('advice.conclusion.connect', { network }));
  else if (best) sentences.push(f.t('advice.conclusion.bestSlot', { slot: slotInSentence(f, best.weekday, best.hour), rate: f.percent(best.rate) }));
  else if (GENERAL_POSTING_WINDOWS[advice.network].length > 0) sentences.push(f.t('advice.conclusion.general'));
  else sentences.push(f.t('advice.conclusion.noSlot'));
  return sentences;
}

/** Networks with a connected account first, then the others; the networks' usual order within each. */
export function connectedFirst(networks: readonly NetworkAdvice[], order: readonly Network[]): NetworkAdvice[] {
  const rank = (advice: NetworkAdvice) => order.indexOf(advice.network);
  return [...networks].sort((a, b) => Number(b.accounts > 0) - Number(a.accounts > 0) || rank(a) - rank(b));
}
