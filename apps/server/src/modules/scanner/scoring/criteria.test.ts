import { SCANNER_CRITERIA, type CriterionScore, type VideoMeasurements } from '@publia/shared';
import { describe, expect, it } from 'vitest';
import { audioScore } from './audio.ts';
import { clarityScore } from './clarity.ts';
import { durationScore } from './duration.ts';
import { emotionScore } from './emotion.ts';
import { hookScore } from './hook.ts';
import { qualityScore } from './quality.ts';
import { CRITERION_WEIGHTS, scoreVideo } from './score-video.ts';
import { french, goodVideo, videoWith } from './scoring.test-support.ts';
import { subtitlesScore } from './subtitles.ts';

/** The card's first sentence, in French. */
const headline = (score: CriterionScore) => french(score.feedback[0]!);
const scoresOf = (scorer: (m: VideoMeasurements) => CriterionScore, videos: VideoMeasurements[]) => videos.map((m) => scorer(m).score);
const lasting = (durationSeconds: number) => videoWith({ durationSeconds });
const sized = (width: number, height: number) => videoWith({ video: { width, height, aspectRatio: width / height } });
const loudAt = (integratedLufs: number) => videoWith({ loudness: { integratedLufs } });
const decreasing = (values: number[]) => values.every((value, index) => index === 0 || value < values[index - 1]!);

describe('scoreVideo', () => {
  it('gives a good vertical video full marks, each card saying what was measured', () => {
    const { criteria, globalScore } = scoreVideo(goodVideo());
    expect(globalScore).toBe(100);
    expect(Object.keys(criteria)).toEqual([...SCANNER_CRITERIA]);
    expect(Object.fromEntries(SCANNER_CRITERIA.map((criterion) => [criterion, headline(criteria[criterion])]))).toEqual({
      duration: 'Durée : 20 s, dans la zone idéale des formats courts (7 à 60 s)',
      clarity: "Clarté du message : parole sur 70 % du son, texte à l'écran sur 80 % des images",
      hook: 'Hook : la parole commence à 0,3 s',
      quality: 'Qualité visuelle : image nette (netteté 412), 1080×1920 à 30 images/s',
      audio: 'Audio : −14 LUFS, au niveau des −14 LUFS des réseaux',
      emotion: 'Émotion, estimée au rythme : 18 changements de plan par minute, un rythme vivant',
      subtitles: "Sous-titres : texte à l'écran sur 80 % des images d'une vidéo parlée à 70 %",
    });
  });

  it('weighs hook and clarity most, in a mean of integers', () => {
    expect(Object.values(CRITERION_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
    const heaviest = Object.entries(CRITERION_WEIGHTS)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 2)
      .map(([criterion]) => criterion);
    expect(heaviest).toEqual(['hook', 'clarity']);
    const poor = videoWith({ durationSeconds: 400, audio: null, loudness: null, speech: null, sceneCuts: [], text: { framesWithText: 0, firstTextSeconds: null, words: [] } });
    const { criteria, globalScore } = scoreVideo(poor);
    expect(Number.isInteger(globalScore)).toBe(true);
    expect(globalScore).toBe(Math.round(SCANNER_CRITERIA.reduce((total, criterion) => total + criteria[criterion].score * CRITERION_WEIGHTS[criterion], 0) / 100));
    expect(globalScore).toBeLessThan(60);
    expect(scoreVideo(poor)).toEqual(scoreVideo(poor));
  });
});

describe('Durée', () => {
  it('is best from 7 to 60 s and falls outside, to 0 for an empty video', () => {
    expect(scoresOf(durationScore, [lasting(20), lasting(5), lasting(2), lasting(0)])).toEqual([100, 65, 20, 0]);
    expect(decreasing(scoresOf(durationScore, [lasting(60), lasting(120), lasting(300), lasting(900), lasting(1800)]))).toBe(true);
    expect(headline(durationScore(lasting(200)))).toBe("Durée : 3 min 20 s, très long pour les réseaux sociaux : gardez l'essentiel en moins de 3 min");
    expect(headline(durationScore(lasting(2.4)))).toBe('Durée : 2,4 s, trop court : la plupart des réseaux refusent une vidéo de moins de 3 s');
  });
});

describe('Clarté du message', () => {
  it('falls when neither speech nor text carries the message', () => {
    const silent = videoWith({ speech: { ratio: 0, firstSpeechSeconds: null }, text: { framesWithText: 0, firstTextSeconds: null } });
    expect(clarityScore(silent).score).toBe(40);
    expect(headline(clarityScore(silent))).toBe("Clarté du message : ni parole ni texte à l'écran : le message repose sur l'image seule");
    const someSpeech = videoWith({ speech: { ratio: 0.25 }, text: { framesWithText: 0 } });
    expect(clarityScore(someSpeech).score).toBe(70);
    expect(headline(clarityScore(someSpeech))).toBe("Clarté du message : parole sur 25 % du son et texte à l'écran sur 0 % des images seulement : trop peu pour porter le message");
  });

  it('falls with black bars and with frantic cutting, naming them first', () => {
    // A 16:9 picture inside a vertical frame: 656 px of bars above and below.
    const boxed = videoWith({ letterbox: { top: 656, bottom: 656 } });
    expect(clarityScore(boxed).score).toBe(70);
    expect(headline(clarityScore(boxed))).toBe("Clarté du message : des bandes noires occupent 68 % de l'image");
    const frantic = videoWith({ sceneCuts: Array.from({ length: 30 }, (_, index) => 0.5 + index * 0.6) });
    expect(clarityScore(frantic).score).toBe(75);
    expect(headline(clarityScore(frantic))).toBe('Clarté du message : 90 changements de plan par minute, trop rapide pour suivre le message');
  });
});

describe('Hook', () => {
  it('falls when nothing happens in the first 3 seconds', () => {
    const still = videoWith({ sceneCuts: [5, 10], speech: { firstSpeechSeconds: 4 }, text: { firstTextSeconds: 6 } });
    expect(hookScore(still).score).toBe(40);
    expect(headline(hookScore(still))).toBe('Hook : aucun changement de plan, ni texte, ni parole dans les 3 premières secondes');
  });

  it('counts each signal of the opening: a cut, a text, speech', () => {
    const speechOnly = videoWith({ sceneCuts: [5], text: { firstTextSeconds: null } });
    expect(hookScore(speechOnly).score).toBe(70);
    expect(headline(hookScore(speechOnly))).toBe('Hook : aucun changement de plan dans les 3 premières secondes');
    expect(hookScore(speechOnly).feedback.map(french)).toContain('Hook : la parole commence à 0,3 s');
    const cutAndText = videoWith({ speech: { firstSpeechSeconds: null } });
    expect(hookScore(cutAndText).score).toBe(90);
    expect(hookScore(speechOnly).score).toBeLessThan(hookScore(cutAndText).score);
  });

  it('falls with a black, silent or frozen opening, the worst named first', () => {
    const black = videoWith({ blackSpans: [{ start: 0, end: 1.5 }] });
    expect(hookScore(black).score).toBe(70);
    expect(headline(hookScore(black))).toBe("Hook : 1,5 s d'écran noir au début : le spectateur peut partir avant de voir l'image");
    const quiet = videoWith({ silences: [{ start: 0, end: 1.2 }] });
    expect(hookScore(quiet).score).toBe(88);
    expect(headline(hookScore(quiet))).toBe('Hook : 1,2 s de silence au début');
    const frozen = videoWith({ frozenSpans: [{ start: 0, end: 2.5 }] });
    expect(headline(hookScore(frozen))).toBe('Hook : image figée pendant les 2,5 premières secondes');
    // A black span later in the video is no opening.
    expect(hookScore(videoWith({ blackSpans: [{ start: 8, end: 10 }] })).score).toBe(100);
  });
});

describe('Qualité visuelle', () => {
  it('falls with the definition', () => {
    expect(scoresOf(qualityScore, [sized(1080, 1920), sized(720, 1280), sized(480, 854), sized(320, 568)])).toEqual([100, 90, 75, 55]);
    expect(headline(qualityScore(sized(720, 1280)))).toBe('Qualité visuelle : 720×1280, petit côté de 720 px sous les 1080 px que les réseaux affichent');
  });

  it('falls with blur, darkness, frozen picture and a starved bitrate', () => {
    const blurry = videoWith({ picture: { sharpness: 12 } });
    expect(headline(qualityScore(blurry))).toBe('Qualité visuelle : image floue (netteté 12, nette à partir de 100)');
    expect(decreasing(scoresOf(qualityScore, [goodVideo(), videoWith({ picture: { sharpness: 60 } }), blurry]))).toBe(true);
    const dark = videoWith({ picture: { brightness: 22 } });
    expect(qualityScore(dark).score).toBe(82);
    expect(headline(qualityScore(dark))).toBe('Qualité visuelle : image sombre (luminosité moyenne 22 sur 255, idéalement de 40 à 200)');
    const frozen = videoWith({ frozenSpans: [{ start: 6, end: 14 }] });
    expect(qualityScore(frozen).score).toBe(80);
    expect(headline(qualityScore(frozen))).toBe('Qualité visuelle : image figée pendant 8 s (40 % de la vidéo)');
    const starved = videoWith({ video: { bitrateKbps: 600 } });
    expect(qualityScore(starved).score).toBe(80);
    expect(headline(qualityScore(starved))).toBe('Qualité visuelle : débit faible (600 kbit/s pour 1080×1920) : des blocs peuvent apparaître');
    const plain = videoWith({ picture: { sharpness: 0 } });
    expect(qualityScore(plain).score).toBe(100);
    expect(headline(qualityScore(plain))).toBe("Qualité visuelle : 1080×1920 à 30 images/s ; image unie, sa netteté n'a pas pu être mesurée");
    // HEVC needs fewer bits for the same picture.
    expect(qualityScore(videoWith({ video: { bitrateKbps: 1_000, codec: 'hevc' } })).score).toBe(100);
  });
});

describe('Audio', () => {
  it('falls as the loudness moves away from −14 LUFS, naming it', () => {
    expect(decreasing(scoresOf(audioScore, [loudAt(-14), loudAt(-18), loudAt(-24), loudAt(-31)]))).toBe(true);
    expect(audioScore(loudAt(-15.5)).score).toBe(100);
    expect(headline(audioScore(loudAt(-31)))).toBe('Audio : −31 LUFS, bien en dessous des −14 LUFS des réseaux : le son paraîtra faible');
    expect(headline(audioScore(loudAt(-8)))).toBe('Audio : −8 LUFS, au-dessus des −14 LUFS des réseaux : ils baisseront le volume');
    expect(audioScore(loudAt(-8)).score).toBeLessThan(100);
  });

  it('falls without sound, with clipping and with long silences', () => {
    const mute = videoWith({ audio: null, loudness: null, speech: null, silences: [] });
    expect(audioScore(mute).score).toBe(20);
    expect(headline(audioScore(mute))).toBe('Audio : aucune piste son : une vidéo muette est moins mise en avant sur TikTok et Reels');
    const clipped = videoWith({ loudness: { truePeakDbtp: 0.4 } });
    expect(audioScore(clipped).score).toBe(80);
    expect(headline(audioScore(clipped))).toBe('Audio : crête à 0,4 dBTP, au-dessus de −1 dBTP : le son risque de saturer');
    const gaps = videoWith({
      silences: [
        { start: 5, end: 8 },
        { start: 12, end: 12.4 },
      ],
    });
    expect(audioScore(gaps).score).toBe(88);
    expect(headline(audioScore(gaps))).toBe('Audio : silences de 2 s ou plus sur 3 s au total');
    expect(headline(audioScore(videoWith({ audio: { sampleRate: 22_050 } })))).toBe('Audio : son échantillonné à 22,05 kHz, sous les 44,1 kHz habituels : il paraîtra étouffé');
  });
});

describe('Émotion', () => {
  it('says in every sentence that it is estimated', () => {
    const flat = videoWith({ sceneCuts: [], picture: { saturation: 4, contrast: 60 }, loudness: { rangeLu: 1 } });
    const sentences = emotionScore(flat).feedback.map(french);
    expect(sentences.length).toBeGreaterThan(1);
    expect(sentences.every((sentence) => sentence.startsWith('Émotion') && sentence.includes('estimée'))).toBe(true);
  });

  it('falls with a static picture and dull colours', () => {
    const still = videoWith({ sceneCuts: [] });
    expect(emotionScore(still).score).toBe(75);
    expect(headline(emotionScore(still))).toBe('Émotion, estimée au rythme : presque aucun changement de plan en 20 s, la vidéo paraît statique');
    const grey = videoWith({ picture: { saturation: 4 } });
    expect(emotionScore(grey).score).toBe(80);
    expect(headline(emotionScore(grey))).toBe('Émotion, estimée aux couleurs : couleurs ternes (saturation 4 sur 255)');
    expect(emotionScore(videoWith({ audio: null, loudness: null, speech: null })).score).toBe(85);
  });

  it('costs what its reasons blame: a short single shot over a flat sound is not a 90', () => {
    // A 5-s tone over one shot: its reasons say there is no cut and no relief in the sound.
    const tone = videoWith({ durationSeconds: 5, sceneCuts: [], loudness: { rangeLu: 0.4 }, speech: { ratio: 0, firstSpeechSeconds: null } });
    const { score, feedback } = emotionScore(tone);
    expect(feedback.map(french)).toEqual([
      'Émotion, estimée au rythme : presque aucun changement de plan en 5 s, la vidéo paraît statique',
      'Émotion, estimée au son : volume très régulier (plage de 0,4 LU), peu de relief',
      'Émotion, estimée aux couleurs : couleurs et contraste suffisants (saturation 60 sur 255, écart de luminance 190 sur 255)',
    ]);
    expect(score).toBe(80);
    // Full marks say what is right, in each of the three estimates.
    expect(emotionScore(goodVideo()).feedback.map(french)).toEqual([
      'Émotion, estimée au rythme : 18 changements de plan par minute, un rythme vivant',
      'Émotion, estimée aux couleurs : couleurs et contraste suffisants (saturation 60 sur 255, écart de luminance 190 sur 255)',
      'Émotion, estimée au son : un volume qui varie (plage de 6 LU), du relief',
    ]);
  });
});

describe('Sous-titres', () => {
  it('falls when speech has no text on screen', () => {
    const spoken = videoWith({ speech: { ratio: 0.78 }, text: { framesWithText: 0, firstTextSeconds: null } });
    expect(subtitlesScore(spoken).score).toBe(10);
    expect(headline(subtitlesScore(spoken))).toBe("Sous-titres : 78 % de la vidéo est parlée sans texte à l'écran : sans le son, le message est perdu");
    const partly = videoWith({ text: { framesWithText: 7 } });
    expect(subtitlesScore(partly).score).toBe(55);
    expect(headline(subtitlesScore(partly))).toBe("Sous-titres : texte à l'écran sur 35 % des images seulement, pour une vidéo parlée à 70 %");
  });

  it('counts a subtitle track, and asks nothing of a video without speech', () => {
    const track = videoWith({ subtitleStreams: 1, text: { framesWithText: 0, firstTextSeconds: null } });
    expect(subtitlesScore(track).score).toBe(80);
    expect(headline(subtitlesScore(track))).toBe("Sous-titres : une piste de sous-titres est présente, mais tous les réseaux ne l'affichent pas");
    const music = videoWith({ speech: { ratio: 0, firstSpeechSeconds: null } });
    expect(subtitlesScore(music).score).toBe(100);
    expect(subtitlesScore(videoWith({ speech: { ratio: 0 }, text: { framesWithText: 0 } })).score).toBe(80);
  });
});
