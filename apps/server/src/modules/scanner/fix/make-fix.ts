import { rm, stat } from 'node:fs/promises';
import type { Network, ScannerMessage, VideoMeasurements } from '@publia/shared';
import { mediaTools } from '../tools/binaries.ts';
import { runTool, ToolTimeout } from '../tools/run-tool.ts';
import { planFix, type FixPlan } from './plan-fix.ts';

export interface MakeFixOptions {
  /** A byte cap of Publia's own (the 10 MB of /create), below the network's. */
  maxBytes?: number;
  /** For the whole fix, the retry included; past it ffmpeg is killed (ToolTimeout). */
  timeoutMs: number;
  signal?: AbortSignal;
  /** 0–100, each time the whole percentage moves. */
  onProgress?: (percent: number) => void;
}

/** A second try aims this much further under the cap than the first one's overshoot alone asks. */
const RETRY_MARGIN = 0.85;
/** With a byte cap, the first try is shown as this share of the progress, a possible retry as the rest. */
const FIRST_TRY_SHARE = 90;

/** ffmpeg's `-progress` lines: `out_time_ms` is in microseconds, whatever its name says. */
function progressReader(plan: FixPlan, from: number, span: number, report: (percent: number) => void) {
  const durationUs = Math.max(plan.outputDurationSeconds, 0.1) * 1_000_000;
  return (line: string) => {
    const [name, value] = line.split('=');
    if (name !== 'out_time_ms' || !value) return;
    const done = Math.min(1, Math.max(0, Number(value) / durationUs));
    if (Number.isFinite(done)) report(from + done * span);
  };
}

async function encode(plan: FixPlan, input: string, output: string, deadline: number, options: MakeFixOptions, onLine: (line: string) => void): Promise<number> {
  // A signal that fired before the run (between the two tries) would never reach the process.
  if (options.signal?.aborted) throw new ToolTimeout('ffmpeg');
  const args = ['-progress', 'pipe:1', '-nostats', ...plan.args(input, output)];
  await runTool(mediaTools().ffmpeg, args, { timeoutMs: Math.max(1, deadline - performance.now()), signal: options.signal, onStdoutLine: onLine });
  return (await stat(output)).size;
}

/**
 * Makes `output`, the version of `input` that `network` takes (see planFix), and says what changed
 * and what it weighs. With `maxBytes`, a file that still came out too big is made once more with a
 * bitrate lowered by its overshoot; the returned size may still exceed the cap when even that could
 * not get under it (a very long video): the caller checks. On failure, time-out or abort, no part
 * of `output` is left behind.
 */
export async function makeFix(
  input: string,
  output: string,
  m: VideoMeasurements,
  network: Network,
  options: MakeFixOptions,
): Promise<{ changes: ScannerMessage[]; sizeBytes: number }> {
  const deadline = performance.now() + options.timeoutMs;
  let shown = -1;
  const report = (percent: number) => {
    const whole = Math.floor(percent);
    if (whole > shown) {
      shown = whole;
      options.onProgress?.(whole);
    }
  };
  const plan = planFix(m, network, { maxBytes: options.maxBytes });
  const firstShare = options.maxBytes === undefined ? 100 : FIRST_TRY_SHARE;
  try {
    let sizeBytes = await encode(plan, input, output, deadline, options, progressReader(plan, 0, firstShare, report));
    let made = plan;
    if (options.maxBytes !== undefined && sizeBytes > plan.maxBytes) {
      const bitrateScale = (plan.maxBytes / sizeBytes) * RETRY_MARGIN;
      made = planFix(m, network, { maxBytes: options.maxBytes, bitrateScale });
      sizeBytes = await encode(made, input, output, deadline, options, progressReader(made, firstShare, 100 - firstShare, report));
    }
    report(100);
    return { changes: made.changes, sizeBytes };
  } catch (error) {
    await rm(output, { force: true });
    throw error;
  }
}
