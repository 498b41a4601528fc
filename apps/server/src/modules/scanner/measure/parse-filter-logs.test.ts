import { describe, expect, it } from 'vitest';
import { createFilterLogParser } from './parse-filter-logs.ts';

// Lines printed by the shipped ffmpeg (2018 build) on the filter pass of a 5-s vertical video, black
// and silent at first, then a still picture: kept as printed, other frames left out.
const REAL_STDERR = `[Parsed_ebur128_19 @ 0x3e6bbcc0] Summary:

  Integrated loudness:
    I:         -70.0 LUFS
    Threshold:   0.0 LUFS

  Loudness range:
    LRA:         0.0 LU
    Threshold:   0.0 LUFS
    LRA low:     0.0 LUFS
    LRA high:    0.0 LUFS

  True peak:
    Peak:       -inf dBFS
Stream mapping:
  Stream #0:0 (h264) -> fps
[Parsed_metadata_6 @ 0x3e87c400] frame:0    pts:0       pts_time:0
[Parsed_metadata_6 @ 0x3e87c400] lavfi.signalstats.YAVG=16
[Parsed_metadata_7 @ 0x3e87d900] frame:0    pts:0       pts_time:0
[Parsed_metadata_7 @ 0x3e87d900] lavfi.signalstats.SATAVG=0
[Parsed_metadata_8 @ 0x3e87e300] frame:0    pts:0       pts_time:0
[Parsed_metadata_8 @ 0x3e87e300] lavfi.signalstats.YHIGH=16
[Parsed_metadata_9 @ 0x3e87f140] frame:0    pts:0       pts_time:0
[Parsed_metadata_9 @ 0x3e87f140] lavfi.signalstats.YLOW=16
[Parsed_cropdetect_12 @ 0x3e883380] x1:201 x2:0 y1:359 y2:0 w:-200 h:-358 x:202 y:360 pts:2 t:0.200000 crop=-200:-358:202:360
[silencedetect @ 0x3e8795c0] silence_start: 0
[blackdetect @ 0x3e880a80] black_start:0 black_end:1 black_duration:1
[freezedetect @ 0x3e8823c0] lavfi.freezedetect.freeze_duration: 1
[freezedetect @ 0x3e8823c0] lavfi.freezedetect.freeze_end: 1
[Parsed_metadata_6 @ 0x3e87c400] frame:10   pts:10      pts_time:1
[Parsed_metadata_6 @ 0x3e87c400] lavfi.signalstats.YAVG=124.012
[Parsed_metadata_7 @ 0x3e87d900] frame:10   pts:10      pts_time:1
[Parsed_metadata_7 @ 0x3e87d900] lavfi.signalstats.SATAVG=110.54
[Parsed_metadata_8 @ 0x3e87e300] frame:10   pts:10      pts_time:1
[Parsed_metadata_8 @ 0x3e87e300] lavfi.signalstats.YHIGH=210
[Parsed_metadata_9 @ 0x3e87f140] frame:10   pts:10      pts_time:1
[Parsed_metadata_9 @ 0x3e87f140] lavfi.signalstats.YLOW=41
[Parsed_cropdetect_12 @ 0x3e883380] x1:0 x2:201 y1:0 y2:359 w:202 h:360 x:0 y:0 pts:10 t:1.000000 crop=202:360:0:0
[Parsed_metadata_15 @ 0x3e68ac00] frame:0    pts:10      pts_time:1
[Parsed_metadata_15 @ 0x3e68ac00] lavfi.scene_score=1.000000
[silencedetect @ 0x3e8795c0] silence_end: 1.53487 | silence_duration: 1.53487
[freezedetect @ 0x3e8823c0] lavfi.freezedetect.freeze_start: 1
frame=   40 fps=0.0 q=-0.0 Lsize=    2841kB time=00:00:05.01 bitrate=4641.7kbits/s dup=38 drop=0 speed=40.6x
video:2841kB audio:157kB subtitle:0kB other streams:0kB global headers:0kB muxing overhead: unknown
[Parsed_ebur128_19 @ 0x3e87ea80] Summary:

  Integrated loudness:
    I:         -20.3 LUFS
    Threshold: -30.5 LUFS

  Loudness range:
    LRA:         3.7 LU
    Threshold: -41.3 LUFS
    LRA low:   -23.5 LUFS
    LRA high:  -19.8 LUFS

  True peak:
    Peak:       -9.2 dBFS`;

function parse(text: string, durationSeconds = 5) {
  const parser = createFilterLogParser();
  for (const line of text.split('\n')) parser.push(line);
  return parser.result(durationSeconds);
}

describe('the filter pass log', () => {
  it('reads every measure from real ffmpeg output', () => {
    const logs = parse(REAL_STDERR);
    expect(logs.blackSpans).toEqual([{ start: 0, end: 1 }]);
    // Frozen from the first frame (no start line), then from 1 s to the end (no end line).
    expect(logs.frozenSpans).toEqual([
      { start: 0, end: 1 },
      { start: 1, end: 5 },
    ]);
    expect(logs.silences).toEqual([{ start: 0, end: 1.535 }]);
    expect(logs.sceneCuts).toEqual([1]);
    expect(logs.crop).toEqual({ width: 202, height: 360, x: 0, y: 0 });
    expect(logs.analysedFrames).toBe(2);
    expect(logs.picture).toEqual({ brightness: 70, saturation: 55.3, contrast: 84.5 });
  });

  it('keeps the last loudness summary, not the empty one printed when the graph is first set up', () => {
    expect(parse(REAL_STDERR).loudness).toEqual({ integratedLufs: -20.3, truePeakDbtp: -9.2, rangeLu: 3.7 });
  });

  it('tells a silent track as no measurable loudness', () => {
    const lines = REAL_STDERR.split('\n');
    const firstSummaryOnly = lines.slice(0, lines.indexOf('Stream mapping:')).join('\n');
    expect(parse(firstSummaryOnly).loudness).toEqual({ integratedLufs: null, truePeakDbtp: null, rangeLu: null });
  });

  it('has no crop box while every frame is black, and nothing analysed without frames', () => {
    const logs = parse('[Parsed_cropdetect_12 @ 0x3e883380] x1:201 x2:0 y1:359 y2:0 w:-200 h:-358 x:202 y:360 pts:2 t:0.200000 crop=-200:-358:202:360');
    expect(logs.crop).toBeNull();
    expect(logs.picture).toBeNull();
    expect(logs.loudness).toBeNull();
  });

  it('closes a silence still open at the end at the duration', () => {
    expect(parse('[silencedetect @ 0x1] silence_start: 2.5', 4).silences).toEqual([{ start: 2.5, end: 4 }]);
  });
});
