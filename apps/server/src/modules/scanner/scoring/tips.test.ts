import { videoVerdicts, type VideoMeasurements } from '@publia/shared';
import { describe, expect, it } from 'vitest';
import { scoreVideo } from './score-video.ts';
import { french, goodVideo, videoWith } from './scoring.test-support.ts';
import { MAX_TIPS, optimisationTips } from './tips.ts';

/** The tips as a French user reads them. */
function tipsFor(m: VideoMeasurements): string[] {
  return optimisationTips(m, scoreVideo(m).criteria, videoVerdicts(m)).map(french);
}

describe('optimisationTips', () => {
  it('tells a good vertical video only what X refuses', () => {
    expect(tipsFor(goodVideo())).toEqual(['Réduisez la définition : 1080×1920 dépasse la limite de X']);
  });

  it('asks for subtitles when the speech has no text on screen', () => {
    const spoken = videoWith({ speech: { ratio: 0.78 }, text: { framesWithText: 0, firstTextSeconds: null, words: [] } });
    expect(tipsFor(spoken)[0]).toBe("Ajoutez des sous-titres : 78 % de la vidéo est parlée sans texte à l'écran");
  });

  it('names the network whose rule the video breaks, with its own bound', () => {
    expect(tipsFor(videoWith({ faststart: false }))).toContain("Placez l'index (moov) en tête du fichier (option « faststart » à l'export) : exigé par Instagram");
    const long = videoWith({ durationSeconds: 200, video: { width: 720, height: 1280, aspectRatio: 0.5625 } });
    expect(tipsFor(long)).toContain('Optimisez pour X : la vidéo dure 3 min 20 s, X accepte 2 min 20 s au plus');
  });

  it('puts what most networks refuse first, says each action once, and stops at six', () => {
    const poor = videoWith({
      container: 'matroska,webm',
      mimeType: 'video/webm',
      faststart: null,
      durationSeconds: 40,
      video: { codec: 'vp9', width: 480, height: 854, aspectRatio: 480 / 854, bitrateKbps: 300 },
      audio: { codec: 'opus' },
      loudness: { integratedLufs: -31, truePeakDbtp: 0.5 },
      sceneCuts: Array.from({ length: 60 }, (_, index) => 5 + index * 0.5),
      speech: { ratio: 0.8, firstSpeechSeconds: 6 },
      text: { framesWithText: 0, firstTextSeconds: null, words: [] },
      blackSpans: [{ start: 0, end: 2 }],
      picture: { sharpness: 20, brightness: 25, saturation: 5 },
    });
    const tips = tipsFor(poor);
    expect(tips).toHaveLength(MAX_TIPS);
    expect(tips.slice(0, 2)).toEqual([
      'Convertissez la vidéo en MP4 : le format video/webm est refusé par Instagram, Facebook, X, LinkedIn, Pinterest, Bluesky',
      'Réencodez la vidéo en H.264 : le codec VP9 est refusé par Instagram, Facebook, X, LinkedIn, TikTok',
    ]);
    expect(new Set(tips).size).toBe(tips.length);
    // Both the clarity and the emotion scores blame the cutting: one tip.
    const all = optimisationTips(poor, scoreVideo(poor).criteria, videoVerdicts(poor)).map((tip) => tip.key);
    expect(all.filter((key) => key === 'scanner.tip.slowCuts').length).toBeLessThanOrEqual(1);
  });

  it('says where to publish when there is nothing left to do', () => {
    const m = goodVideo();
    const accepted = videoVerdicts(m).filter((verdict) => verdict.accepted);
    expect(optimisationTips(m, scoreVideo(m).criteria, accepted).map(french)).toEqual([
      'Votre vidéo est prête : publiez-la sur Instagram, Facebook, TikTok, Pinterest, Bluesky, LinkedIn, Mastodon',
    ]);
  });
});
