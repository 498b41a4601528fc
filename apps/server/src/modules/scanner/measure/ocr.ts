import { mkdir, readlink, rm, symlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import Tesseract from 'tesseract.js';
import type { OcrReader, OcrWord } from '../../../core/context/ocr-reader.ts';

export type { OcrReader, OcrWord } from '../../../core/context/ocr-reader.ts';

const LANGUAGES = ['fra', 'eng'] as const;
const require = createRequire(import.meta.url);

/**
 * tesseract.js reads every language from one folder (`langPath`), but each language ships in its own
 * npm package: the folder holds links to the packages' compressed models (the `best_int` ones, made
 * for the LSTM engine alone). Nothing is fetched from the network.
 */
async function languageFolder(cacheDir: string): Promise<string> {
  const folder = join(cacheDir, 'languages');
  await mkdir(folder, { recursive: true });
  for (const language of LANGUAGES) {
    const model = join(dirname(require.resolve(`@tesseract.js-data/${language}/package.json`)), '4.0.0_best_int', `${language}.traineddata.gz`);
    const link = join(folder, `${language}.traineddata.gz`);
    const current = await readlink(link).catch(() => null);
    if (current === model) continue;
    await rm(link, { force: true });
    // Another reader on the same folder may have made it in between: the link is the same.
    await symlink(model, link).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
  }
  return folder;
}

async function startWorker(cacheDir: string): Promise<Tesseract.Worker> {
  const langPath = await languageFolder(cacheDir);
  // The unpacked models are cached in cacheDir: a later start reads them instead of unzipping again.
  const worker = await Tesseract.createWorker(LANGUAGES.join('+'), Tesseract.OEM.LSTM_ONLY, { langPath, cachePath: cacheDir, gzip: true });
  await worker.setParameters({
    // Captions are scattered lines over a busy picture: the page-layout mode finds none of them.
    tessedit_pageseg_mode: Tesseract.PSM.SPARSE_TEXT,
    // Frames carry no resolution: a fixed one stops tesseract guessing (and saying so on stderr).
    user_defined_dpi: '150',
    debug_file: '/dev/null',
  });
  return worker;
}

function wordsOf(page: Tesseract.Page): OcrWord[] {
  return (page.blocks ?? []).flatMap((block) =>
    block.paragraphs.flatMap((paragraph) => paragraph.lines.flatMap((line) => line.words.map((word) => ({ text: word.text, confidence: word.confidence })))),
  );
}

/** An idle worker is stopped after this long: it holds some 250 MB that a server without analyses does not need. */
const IDLE_STOP_MS = 2 * 60_000;

/**
 * An OCR reader (French and English) whose tesseract worker is started at the first read and kept
 * while reads come (starting one costs a few hundred milliseconds), then stopped after two idle
 * minutes; the next read starts it again.
 */
export function createOcrReader(options: { cacheDir: string; idleStopMs?: number }): OcrReader {
  let worker: Promise<Tesseract.Worker> | null = null;
  let reading = 0;
  let idleTimer: NodeJS.Timeout | null = null;
  const stop = async () => {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = null;
    const running = worker;
    worker = null;
    if (running) await (await running.catch(() => null))?.terminate();
  };
  const started = () => {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = null;
    worker ??= startWorker(options.cacheDir).catch((error: unknown) => {
      // A failed start is not kept: the next read tries again.
      worker = null;
      throw error;
    });
    return worker;
  };
  const stopWhenIdle = () => {
    if (reading > 0 || !worker) return;
    idleTimer = setTimeout(() => void stop(), options.idleStopMs ?? IDLE_STOP_MS);
    idleTimer.unref();
  };
  return {
    async read(png) {
      reading += 1;
      try {
        const { data } = await (await started()).recognize(png, {}, { text: true, blocks: true });
        return { text: data.text, confidence: data.confidence, words: wordsOf(data) };
      } finally {
        reading -= 1;
        stopWhenIdle();
      }
    },
    close: stop,
  };
}
