import type { TimeSpan } from '@publia/shared';

/** A crop box as cropdetect gives it, in pixels of the frames it saw. */
export interface CropBox {
  width: number;
  height: number;
  x: number;
  y: number;
}

/** What the filters of the pass printed, gathered. */
export interface FilterLogs {
  blackSpans: TimeSpan[];
  frozenSpans: TimeSpan[];
  silences: TimeSpan[];
  sceneCuts: number[];
  /** The area outside the bars over the whole video; null when no frame showed anything. */
  crop: CropBox | null;
  /** signalstats means, or null when no frame was analysed. */
  picture: { brightness: number; saturation: number; contrast: number } | null;
  analysedFrames: number;
  loudness: { integratedLufs: number | null; truePeakDbtp: number | null; rangeLu: number | null } | null;
}

export interface FilterLogParser {
  push(line: string): void;
  /** Spans still open at the end (a video that ends frozen or silent) are closed at `durationSeconds`. */
  result(durationSeconds: number): FilterLogs;
}

const round = (value: number, digits = 3) => Math.round(value * 10 ** digits) / 10 ** digits;
/** ebur128 writes `-inf` for silence and −70 LUFS when nothing passed its gate: nothing measurable. */
const measurable = (value: string, floor: number) => {
  const parsed = Number.parseFloat(value);
  return Number.isFinite(parsed) && parsed > floor ? parsed : null;
};

/** Spans told as a start line and an end line (silencedetect, freezedetect). */
function spanCollector() {
  const spans: TimeSpan[] = [];
  let open: number | null = null;
  let told: number | null = null;
  return {
    start(at: number) {
      open = at;
    },
    /** The span's length, told before its end: freezedetect gives no start for a video frozen from its first frame. */
    duration(seconds: number) {
      told = seconds;
    },
    end(at: number) {
      spans.push({ start: round(open ?? Math.max(0, at - (told ?? at))), end: round(at) });
      open = null;
      told = null;
    },
    all(durationSeconds: number): TimeSpan[] {
      const closed = open === null ? spans : [...spans, { start: round(open), end: round(durationSeconds) }];
      return closed.filter((span) => span.end > span.start);
    },
  };
}

/**
 * Reads ffmpeg's stderr of the filter pass line by line: blackdetect, freezedetect, silencedetect and
 * cropdetect log lines, the metadata filters' prints (signalstats per frame, scene scores of the
 * frames select kept) and ebur128's summary.
 */
export function createFilterLogParser(): FilterLogParser {
  const black: TimeSpan[] = [];
  const frozen = spanCollector();
  const silent = spanCollector();
  const cuts: number[] = [];
  let crop: CropBox | null = null;
  const stats = { frames: 0, brightness: 0, saturation: 0, high: 0, low: 0 };
  // Each metadata filter prints « frame:… pts_time:… » then its keys: the time is remembered per filter.
  const frameTimes = new Map<string, number>();
  let summary: { integratedLufs: number | null; truePeakDbtp: number | null; rangeLu: number | null } | null = null;
  let inSummary = false;

  const handlers: { pattern: RegExp; handle: (match: RegExpExecArray) => void }[] = [
    {
      pattern: /black_start:\s*([\d.]+)\s+black_end:\s*([\d.]+)/,
      handle: ([, start, end]) => black.push({ start: round(Number(start)), end: round(Number(end)) }),
    },
    { pattern: /freezedetect\.freeze_start:\s*([\d.]+)/, handle: ([, at]) => frozen.start(Number(at)) },
    { pattern: /freezedetect\.freeze_duration:\s*([\d.]+)/, handle: ([, seconds]) => frozen.duration(Number(seconds)) },
    { pattern: /freezedetect\.freeze_end:\s*([\d.]+)/, handle: ([, at]) => frozen.end(Number(at)) },
    { pattern: /silence_start:\s*(-?[\d.]+)/, handle: ([, at]) => silent.start(Math.max(0, Number(at))) },
    { pattern: /silence_end:\s*([\d.]+)/, handle: ([, at]) => silent.end(Number(at)) },
    {
      pattern: /crop=(-?\d+):(-?\d+):(-?\d+):(-?\d+)/,
      handle: ([, width, height, x, y]) => {
        // Until a frame shows something, cropdetect's box is inverted (negative): no box yet.
        crop = Number(width) > 0 && Number(height) > 0 ? { width: Number(width), height: Number(height), x: Number(x), y: Number(y) } : crop;
      },
    },
    { pattern: /^\[([^\]]+)\]\s+frame:\d+\s+pts:\S+\s+pts_time:([\d.]+)/, handle: ([, filter = '', at]) => frameTimes.set(filter, Number(at)) },
    {
      pattern: /^\[([^\]]+)\]\s+lavfi\.scene_score=([\d.]+)/,
      handle: ([, filter = '']) => {
        const at = frameTimes.get(filter);
        if (at !== undefined) cuts.push(round(at));
      },
    },
    {
      pattern: /lavfi\.signalstats\.(YAVG|SATAVG|YHIGH|YLOW)=([\d.]+)/,
      handle: ([, key, value]) => {
        const number = Number(value);
        if (key === 'YAVG') {
          stats.frames += 1;
          stats.brightness += number;
        } else if (key === 'SATAVG') stats.saturation += number;
        else if (key === 'YHIGH') stats.high += number;
        else stats.low += number;
      },
    },
  ];

  const summaryLine = (line: string) => {
    const integrated = /^\s+I:\s+(\S+) LUFS/.exec(line);
    const range = /^\s+LRA:\s+(\S+) LU$/.exec(line.trimEnd());
    const peak = /^\s+Peak:\s+(\S+) dBFS/.exec(line);
    if (!summary) return;
    if (integrated?.[1]) summary.integratedLufs = measurable(integrated[1], -70);
    // Nothing passed the gate: a range of 0 LU would be a measure of nothing.
    else if (range?.[1]) summary.rangeLu = summary.integratedLufs === null ? null : measurable(range[1], -1);
    else if (peak?.[1]) {
      summary.truePeakDbtp = measurable(peak[1], -Infinity);
      inSummary = false;
    }
  };

  return {
    push(line) {
      if (/ebur128.*\] Summary:/.test(line)) {
        // The graph is set up once before the first frame and torn down, which prints an empty summary: the last one counts.
        summary = { integratedLufs: null, truePeakDbtp: null, rangeLu: null };
        inSummary = true;
        return;
      }
      if (inSummary && !line.startsWith('[')) {
        summaryLine(line);
        return;
      }
      inSummary = false;
      for (const { pattern, handle } of handlers) {
        const match = pattern.exec(line);
        if (match) {
          handle(match);
          return;
        }
      }
    },
    result(durationSeconds) {
      const frames = stats.frames;
      return {
        blackSpans: black.filter((span) => span.end > span.start),
        frozenSpans: frozen.all(durationSeconds),
        silences: silent.all(durationSeconds),
        sceneCuts: cuts,
        crop,
        picture: frames
          ? {
              brightness: round(stats.brightness / frames, 1),
              saturation: round(stats.saturation / frames, 1),
              contrast: round((stats.high - stats.low) / frames, 1),
            }
          : null,
        analysedFrames: frames,
        loudness: summary,
      };
    },
  };
}
