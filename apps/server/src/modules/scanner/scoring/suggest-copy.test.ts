import type { VideoMeasurements } from '@publia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completion, startFakeServer } from '../../../ai/fake-server.test-support.ts';
import { loadConfig } from '../../../config.ts';
import { createLogger } from '../../../lib/logger.ts';
import { goodVideo, videoWith } from './scoring.test-support.ts';
import { suggestCopy } from './suggest-copy.ts';

const contextWith = (env: Record<string, string> = {}) => ({ config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env }), logger: createLogger('silent') });
const suggest = (m: VideoMeasurements, env: Record<string, string> = {}) => suggestCopy(contextWith(env), m, 'instagram', new AbortController().signal);

describe('suggestCopy without a model: the local writer', () => {
  it('writes the title, quote and keywords from the caption read on screen', async () => {
    const copy = await suggest(goodVideo());
    expect(copy).toEqual({
      suggestedTitle: 'Trois astuces pour un café parfait chez vous',
      suggestedDescription:
        '« Trois astuces pour un café parfait chez vous moudre juste avant »\n\n' +
        "En 20 s, nous vous disons l'essentiel : regardez jusqu'au bout. Dites-nous en commentaire ce que vous en pensez, et enregistrez la vidéo pour la retrouver.\n\n" +
        '#astuces #café #parfait',
      keywords: ['astuces', 'café', 'parfait'],
    });
    // The same video always gets the same text.
    expect(await suggest(goodVideo())).toEqual(copy);
  });

  it('tells a silent video without caption by its duration, and ignores what the OCR misread', async () => {
    const silent = videoWith({ durationSeconds: 42, speech: { ratio: 0, firstSpeechSeconds: null }, text: { words: ['|', '—', 'rrr', 'Il', '2'] } });
    const copy = await suggestCopy(contextWith(), silent, null, new AbortController().signal);
    expect(copy).toEqual({
      suggestedTitle: '42 s en images à découvrir',
      suggestedDescription: '42 s à regarder, même sans le son. Dites-nous ce que vous en pensez en commentaire !\n\n#images #découvrir',
      keywords: ['images', 'découvrir'],
    });
  });

  it('keeps a long caption within 80 characters for the title and 500 for the description', async () => {
    const words = Array.from({ length: 60 }, (_, index) => `extraordinaire${String.fromCharCode(97 + (index % 26), 97 + Math.floor(index / 26))}`);
    const copy = await suggest(videoWith({ text: { words } }));
    expect(copy.suggestedTitle).toMatch(/^Extraordinaireaa extraordinaireba .*…$/);
    expect(copy.suggestedTitle.length).toBeLessThanOrEqual(80);
    // The quote gives way, the call to action and the hashtags stay.
    expect(copy.suggestedDescription).toMatch(/^« extraordinaireaa .*… »\n\nEn 20 s, .*\n\n#extraordinaireaa #extraordinaireba #extraordinaireca$/s);
    expect(copy.suggestedDescription.length).toBeLessThanOrEqual(500);
    expect(copy.keywords.length).toBeLessThanOrEqual(3);
  });
});

describe('suggestCopy with a model', () => {
  let fake: Awaited<ReturnType<typeof startFakeServer>>;
  let env: Record<string, string>;
  beforeAll(async () => {
    fake = await startFakeServer();
    env = { LLM_BASE_URL: `${fake.url}/v1`, ALLOW_PRIVATE_URLS: 'true' };
  });
  afterAll(async () => {
    await fake?.close();
  });

  it('uses the model’s JSON, from the facts measured, cut to the limits', async () => {
    const answer = {
      titre: 'Le café parfait en trois gestes',
      description: `Moudre, doser, infuser : tout est dans la vidéo. ${'Bon café ! '.repeat(60)}`,
      motsCles: ['#café', 'barista', 'astuces', 'matin'],
    };
    fake.answerWith(() => ({ json: completion(`\`\`\`json\n${JSON.stringify(answer)}\n\`\`\``) }));
    const copy = await suggest(goodVideo(), env);
    expect(copy.suggestedTitle).toBe('Le café parfait en trois gestes');
    expect(copy.suggestedDescription.startsWith('Moudre, doser, infuser')).toBe(true);
    expect(copy.suggestedDescription.length).toBeLessThanOrEqual(500);
    expect(copy.keywords).toEqual(['café', 'barista', 'astuces']);
    const asked = fake.received.at(-1)?.body.messages[1].content as string;
    expect(asked).toContain('Durée : 20 s');
    expect(asked).toContain("Texte lu à l'écran : « Trois astuces pour un café parfait chez vous moudre juste avant »");
    expect(asked).toContain('Réseau visé : Instagram');
  });

  it('falls back on the local writer when the model fails or answers something else', async () => {
    const local = await suggest(goodVideo());
    fake.answerWith(() => ({ status: 500, text: 'boom' }));
    expect(await suggest(goodVideo(), env)).toEqual(local);
    fake.answerWith(() => ({ json: completion('Voici un titre sympa pour votre vidéo.') }));
    expect(await suggest(goodVideo(), env)).toEqual(local);
  });

  it('stops when the analysis is stopped', async () => {
    fake.answerWith(() => ({ json: completion('{}'), delayMs: 2_000 }));
    const controller = new AbortController();
    const pending = suggestCopy(contextWith(env), goodVideo(), 'instagram', controller.signal);
    setTimeout(() => controller.abort(new Error('analysis stopped')), 50);
    await expect(pending).rejects.toThrow('analysis stopped');
  });
});
