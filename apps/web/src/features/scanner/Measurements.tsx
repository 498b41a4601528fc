import type { VideoMeasurements } from '@publia/shared';
import { ChevronDown, Gauge } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n/index.ts';
import { Card } from '../../ui/Card.tsx';
import { useScannerFormat } from './use-scanner-format.ts';

/** The key measurements behind the scores, folded away: duration, picture, codecs, sound, speech, cuts, text. */
export function Measurements({ measures }: { measures: VideoMeasurements }) {
  const t = useT();
  const format = useScannerFormat();
  const { video, audio, loudness, speech, text, letterbox } = measures;
  const orNone = (value: number | null | undefined, show: (value: number) => string) => (value === null || value === undefined ? t('scanner.measures.none') : show(value));
  const count = (spans: unknown[]) => format.number(spans.length);

  const rows: Array<[string, ReactNode]> = [
    [t('scanner.measures.duration'), format.seconds(measures.durationSeconds)],
    [t('scanner.measures.resolution'), `${format.number(video.width)} × ${format.number(video.height)}`],
    [t('scanner.measures.frameRate'), t('scanner.measures.fps', { fps: format.decimal(video.frameRate) })],
    [t('scanner.measures.codecs'), `${video.codec}${video.profile ? ` (${video.profile})` : ''} / ${audio ? audio.codec : t('scanner.measures.noAudio')}`],
    [t('scanner.measures.container'), measures.mimeType],
    [t('scanner.measures.size'), format.size(measures.sizeBytes)],
    [t('scanner.measures.bitrate'), orNone(measures.bitrateKbps, (kbps) => t('scanner.measures.kbps', { kbps: format.number(Math.round(kbps)) }))],
    [t('scanner.measures.faststart'), measures.faststart === null ? t('scanner.measures.none') : t(measures.faststart ? 'scanner.measures.yes' : 'scanner.measures.no')],
    [t('scanner.measures.loudness'), audio ? orNone(loudness?.integratedLufs, format.decimal) : t('scanner.measures.noAudio')],
    [t('scanner.measures.truePeak'), audio ? orNone(loudness?.truePeakDbtp, format.decimal) : t('scanner.measures.noAudio')],
    [t('scanner.measures.speech'), speech ? format.percent(speech.ratio) : t('scanner.measures.noAudio')],
    [t('scanner.measures.firstSpeech'), orNone(speech?.firstSpeechSeconds, format.seconds)],
    [t('scanner.measures.silences'), count(measures.silences)],
    [t('scanner.measures.cuts'), count(measures.sceneCuts)],
    [t('scanner.measures.blackSpans'), count(measures.blackSpans)],
    [t('scanner.measures.frozenSpans'), count(measures.frozenSpans)],
    [t('scanner.measures.letterbox'), [letterbox.top, letterbox.bottom, letterbox.left, letterbox.right].map((side) => t('scanner.measures.pixels', { pixels: side })).join(' · ')],
    [t('scanner.measures.sharpness'), format.decimal(measures.picture.sharpness)],
    [t('scanner.measures.brightness'), format.decimal(measures.picture.brightness)],
    [t('scanner.measures.textFrames'), t('scanner.measures.frames', { count: text.framesWithText, total: text.sampledFrames })],
    [t('scanner.measures.text'), text.words.length > 0 ? text.words.join(' ') : t('scanner.measures.none')],
  ];

  return (
    <Card className="min-w-0" data-testid="scanner-measurements">
      <details className="group">
        <summary className="flex cursor-pointer list-none items-center gap-3 rounded-xl p-4 focus-visible:outline-2 focus-visible:outline-primary-600 sm:p-5 [&::-webkit-details-marker]:hidden">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-gray-100 text-gray-700">
            <Gauge aria-hidden="true" className="size-5" />
          </span>
          <h2 className="flex-1 text-base font-semibold text-gray-900">{t('scanner.measures.heading')}</h2>
          <ChevronDown aria-hidden="true" className="size-5 text-gray-500 transition-transform group-open:rotate-180" />
        </summary>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 border-t border-gray-100 p-4 text-sm sm:grid-cols-2 sm:p-5 xl:grid-cols-3">
          {rows.map(([label, value]) => (
            <div key={label} className="flex min-w-0 flex-col gap-0.5 py-1">
              <dt className="text-gray-600">{label}</dt>
              <dd className="font-medium break-words text-gray-900 tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </details>
    </Card>
  );
}
