import type { VideoMeasurements } from '@publia/shared';
import type { OcrReader, OcrWord } from './ocr.ts';
import { collectWords, realWord } from './ocr-words.ts';

/**
 * The text burned into the picture: each frame is grabbed at its time and read by tesseract, the
 * next one grabbed while the current one is read.
 */
export async function readText(
  times: readonly number[],
  grab: (seconds: number) => Promise<Buffer | null>,
  ocr: OcrReader,
  options: { signal?: AbortSignal } = {},
): Promise<VideoMeasurements['text']> {
  const read: { seconds: number; words: OcrWord[] }[] = [];
  let next = times.length ? grab(times[0] ?? 0) : null;
  for (let index = 0; index < times.length && next; index += 1) {
    const png = await next;
    // The measuring stopped (failed or timed out): the reader is not kept busy for nothing.
    options.signal?.throwIfAborted();
    const following = times[index + 1];
    next = following === undefined ? null : grab(following);
    // A grab that fails while this frame is read is awaited at the next turn, never left unhandled.
    next?.catch(() => undefined);
    if (png) read.push({ seconds: times[index] ?? 0, words: (await ocr.read(png)).words });
  }
  // A frame has text when it yields a real word, not shapes of the picture taken for letters.
  const withText = read.filter((frame) => frame.words.some((word) => realWord(word) !== null));
  return {
    sampledFrames: read.length,
    framesWithText: withText.length,
    firstTextSeconds: withText[0]?.seconds ?? null,
    words: collectWords(read.map((frame) => frame.words)),
  };
}
