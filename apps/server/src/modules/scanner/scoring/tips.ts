import {
  apiMessagesFr,
  frenchDuration,
  NETWORK_LIMITS,
  NETWORK_NAMES,
  recommendNetworks,
  scannerMessage,
  SCANNER_CRITERIA,
  type ApiMessageKey,
  type CriterionScore,
  type Network,
  type NetworkVerdict,
  type ScannerCriterion,
  type ScannerMessage,
  type VideoMeasurements,
} from '@publia/shared';
import { CRITERION_WEIGHTS } from './score-video.ts';

/** The page shows this many tips at most. */
export const MAX_TIPS = 6;

/**
 * A network's refusal weighs as much as this many points of the global score, per network: a
 * format all the networks refuse comes first, a detail only X asks comes after a real weakness.
 */
const POINTS_PER_REFUSING_NETWORK = 5;

/** The action that answers a reason of a score; it takes the same figures. */
export const FEEDBACK_TIPS: Partial<Record<ApiMessageKey, ApiMessageKey>> = {
  'scanner.feedback.duration.tooShort': 'scanner.tip.lengthen',
  'scanner.feedback.duration.short': 'scanner.tip.lengthen',
  'scanner.feedback.duration.long': 'scanner.tip.shorten',
  'scanner.feedback.duration.veryLong': 'scanner.tip.shorten',
  'scanner.feedback.clarity.noCarrier': 'scanner.tip.message',
  'scanner.feedback.clarity.letterbox': 'scanner.tip.letterbox',
  'scanner.feedback.clarity.frantic': 'scanner.tip.slowCuts',
  'scanner.feedback.hook.noChange': 'scanner.tip.hook',
  'scanner.feedback.hook.noCut': 'scanner.tip.hookCut',
  'scanner.feedback.hook.noText': 'scanner.tip.hookText',
  'scanner.feedback.hook.noSpeech': 'scanner.tip.hookSpeech',
  'scanner.feedback.hook.blackOpening': 'scanner.tip.trimBlack',
  'scanner.feedback.hook.silentOpening': 'scanner.tip.trimSilence',
  'scanner.feedback.hook.frozenOpening': 'scanner.tip.trimFrozen',
  'scanner.feedback.quality.resolution': 'scanner.tip.resolution',
  'scanner.feedback.quality.soft': 'scanner.tip.sharpness',
  'scanner.feedback.quality.blurry': 'scanner.tip.sharpness',
  'scanner.feedback.quality.dark': 'scanner.tip.dark',
  'scanner.feedback.quality.bright': 'scanner.tip.bright',
  'scanner.feedback.quality.frozen': 'scanner.tip.frozen',
  'scanner.feedback.quality.lowBitrate': 'scanner.tip.bitrate',
  'scanner.feedback.quality.lowFrameRate': 'scanner.tip.smoothMotion',
  'scanner.feedback.audio.none': 'scanner.tip.addSound',
  'scanner.feedback.audio.silentTrack': 'scanner.tip.addSound',
  'scanner.feedback.audio.quiet': 'scanner.tip.louder',
  'scanner.feedback.audio.veryQuiet': 'scanner.tip.louder',
  'scanner.feedback.audio.loud': 'scanner.tip.quieter',
  'scanner.feedback.audio.clipping': 'scanner.tip.clipping',
  'scanner.feedback.audio.silences': 'scanner.tip.cutSilences',
  'scanner.feedback.audio.lowSampleRate': 'scanner.tip.sampleRateLow',
  'scanner.feedback.audio.wideRange': 'scanner.tip.evenVolume',
  'scanner.feedback.emotion.static': 'scanner.tip.pace',
  'scanner.feedback.emotion.slow': 'scanner.tip.pace',
  'scanner.feedback.emotion.frantic': 'scanner.tip.slowCuts',
  'scanner.feedback.emotion.dull': 'scanner.tip.colour',
  'scanner.feedback.emotion.flat': 'scanner.tip.colour',
  'scanner.feedback.subtitles.none': 'scanner.tip.subtitles',
  'scanner.feedback.subtitles.partial': 'scanner.tip.moreSubtitles',
  'scanner.feedback.subtitles.stream': 'scanner.tip.burnSubtitles',
};

/** The action that answers a network's refusal, said once for every network refusing for that reason. */
const REFUSAL_TIPS: Partial<Record<ApiMessageKey, ApiMessageKey>> = {
  'network.mimeTypeRefused': 'scanner.tip.convert',
  'network.mediaTooLarge': 'scanner.tip.compress',
  'network.aspectRatioOutOfRange': 'scanner.tip.reframe',
  'network.dimensionsTooSmall': 'scanner.tip.upscale',
  'scanner.rule.shortSideTooSmall': 'scanner.tip.upscale',
  'scanner.rule.longSideTooLarge': 'scanner.tip.downscale',
  'scanner.rule.shortSideTooLarge': 'scanner.tip.downscale',
  'scanner.rule.frameRateTooLow': 'scanner.tip.frameRate',
  'scanner.rule.frameRateTooHigh': 'scanner.tip.frameRate',
  'scanner.rule.videoCodecRefused': 'scanner.tip.videoCodec',
  'scanner.rule.audioCodecRefused': 'scanner.tip.audioCodec',
  'scanner.rule.sampleRateTooHigh': 'scanner.tip.sampleRate',
  'scanner.rule.faststartRequired': 'scanner.tip.faststart',
};

interface Tip {
  message: ScannerMessage;
  impact: number;
}

/** The tip's sentence with only the figures its French text names. */
function tip(key: ApiMessageKey, params: ScannerMessage['params']): ScannerMessage {
  const names = new Set([...apiMessagesFr[key].matchAll(/\{(\w+)\}/g)].map((match) => match[1]));
  return scannerMessage(key, Object.fromEntries(Object.entries(params).filter(([name]) => names.has(name))));
}

const networkList = (networks: readonly Network[]) => networks.map((network) => NETWORK_NAMES[network]).join(', ');

/** The duration a network refuses, said for that network: its own bound differs from the others'. */
function durationTip(m: VideoMeasurements, network: Network): Tip | null {
  const rules = NETWORK_LIMITS[network].video;
  if (!rules) return null;
  const duration = frenchDuration(m.durationSeconds);
  const message =
    m.durationSeconds > rules.maxDurationSeconds
      ? tip('scanner.tip.durationTooLong', { network: NETWORK_NAMES[network], duration, max: frenchDuration(rules.maxDurationSeconds) })
      : tip('scanner.tip.durationTooShort', { network: NETWORK_NAMES[network], duration, min: frenchDuration(rules.minDurationSeconds) });
  return { message, impact: POINTS_PER_REFUSING_NETWORK };
}

/** One tip per reason of refusal, naming every network that refuses for it (Pinterest's "no video" has none). */
function refusalTips(m: VideoMeasurements, verdicts: readonly NetworkVerdict[]): Tip[] {
  const grouped = new Map<ApiMessageKey, { params: ScannerMessage['params']; networks: Network[] }>();
  const tips: Tip[] = [];
  for (const verdict of verdicts) {
    for (const failure of verdict.failures) {
      if (failure.key === 'network.durationOutOfRange') {
        const found = durationTip(m, verdict.network);
        if (found) tips.push(found);
        continue;
      }
      const key = REFUSAL_TIPS[failure.key as ApiMessageKey];
      if (!key) continue;
      const group = grouped.get(key) ?? { params: failure.params, networks: [] };
      if (!group.networks.includes(verdict.network)) group.networks.push(verdict.network);
      grouped.set(key, group);
    }
  }
  for (const [key, group] of grouped) {
    tips.push({ message: tip(key, { ...group.params, networks: networkList(group.networks) }), impact: POINTS_PER_REFUSING_NETWORK * group.networks.length });
  }
  return tips;
}

/**
 * The reasons of the scores that have an action, each worth the global points it cost: the first
 * reason of a criterion cost its points, each next one half as much as the one before.
 */
function scoreTips(criteria: Record<ScannerCriterion, CriterionScore>): Tip[] {
  return SCANNER_CRITERIA.flatMap((criterion) => {
    const { score, feedback } = criteria[criterion];
    const cost = (CRITERION_WEIGHTS[criterion] * (100 - score)) / 100;
    return feedback.flatMap((message, index) => {
      const key = FEEDBACK_TIPS[message.key as ApiMessageKey];
      return key && cost > 0 ? [{ message: tip(key, message.params), impact: cost / 2 ** index }] : [];
    });
  });
}

/** Two tips are the same action when they share a key; a duration's is said per network. */
const sameActionAs = (message: ScannerMessage) => (message.params.network === undefined ? message.key : `${message.key}:${message.params.network}`);

/**
 * What to do to the video, the most rewarding first, at most six: a network refusal's fix is worth
 * 5 global points per network refusing for that reason, a reason of a score the global points it
 * cost; the same action is said once. With nothing to do, where to publish it.
 */
export function optimisationTips(m: VideoMeasurements, criteria: Record<ScannerCriterion, CriterionScore>, verdicts: readonly NetworkVerdict[]): ScannerMessage[] {
  const ranked = [...refusalTips(m, verdicts), ...scoreTips(criteria)].sort((a, b) => b.impact - a.impact);
  const seen = new Set<string>();
  const unique = ranked.filter((item) => {
    const identity = sameActionAs(item.message);
    if (seen.has(identity)) return false;
    seen.add(identity);
    return true;
  });
  if (unique.length > 0) return unique.slice(0, MAX_TIPS).map((item) => item.message);
  const { recommendedNetworks } = recommendNetworks(verdicts);
  return recommendedNetworks.length > 0 ? [tip('scanner.tip.ready', { networks: networkList(recommendedNetworks) })] : [];
}
