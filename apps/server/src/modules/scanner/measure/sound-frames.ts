/**
 * What a 30-ms frame of sound looks like, for telling a voice from a tone, a chord or a noise: its
 * level, how flat its spectrum is (a noise is flat, a tone or a vowel is peaked) and how much its
 * spectrum changed since the frame before (a held tone or chord keeps the same peaks, a voice moves
 * its pitch and its formants from one frame to the next).
 */
export interface SoundFrame {
  /** Level in dB below full scale (−100 for digital silence). */
  levelDb: number;
  /** Geometric over arithmetic mean of the power spectrum, 100 Hz–4 kHz: near 0 for a tone, about 0.56 for white noise. */
  flatness: number;
  /** 1 − the cosine similarity of the magnitude spectrum with the previous frame's, 100 Hz–4 kHz (0 for a held sound). */
  change: number;
  /** The highest normalised autocorrelation at a lag of a voice's pitch (80–500 Hz), 0–1: near 1 for a voiced vowel or a tone, low for a noise. */
  periodicity: number;
}

const FFT_SIZE = 512;
/** The pitch a voice can take, as lags at 16 kHz. */
const PITCH_HZ = { low: 80, high: 500 };
const SILENCE_DB = -100;

/** The bins of the band a voice's energy lies in, at 16 kHz: about 94 Hz to 4 kHz. */
function bandOf(sampleRate: number): { low: number; high: number } {
  const hz = sampleRate / FFT_SIZE;
  return { low: Math.ceil(94 / hz), high: Math.floor(4000 / hz) };
}

/** The FFT's twiddle factors, computed once. */
const TWIDDLE_RE = Float64Array.from({ length: FFT_SIZE / 2 }, (_, k) => Math.cos((-2 * Math.PI * k) / FFT_SIZE));
const TWIDDLE_IM = Float64Array.from({ length: FFT_SIZE / 2 }, (_, k) => Math.sin((-2 * Math.PI * k) / FFT_SIZE));

/** In-place radix-2 FFT of a 512-point real frame (imaginary parts start at 0). */
function fft(re: Float64Array, im: Float64Array): void {
  const n = re.length;
  for (let i = 1, j = 0; i < n; i += 1) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j]!, re[i]!];
      [im[i], im[j]] = [im[j]!, im[i]!];
    }
  }
  for (let size = 2; size <= n; size <<= 1) {
    const stride = n / size;
    for (let start = 0; start < n; start += size) {
      for (let k = 0; k < size / 2; k += 1) {
        const wr = TWIDDLE_RE[k * stride]!;
        const wi = TWIDDLE_IM[k * stride]!;
        const a = start + k;
        const b = a + size / 2;
        const tr = wr * re[b]! - wi * im[b]!;
        const ti = wr * im[b]! + wi * re[b]!;
        re[b] = re[a]! - tr;
        im[b] = im[a]! - ti;
        re[a] = re[a]! + tr;
        im[a] = im[a]! + ti;
      }
    }
  }
}

/**
 * The frame's periodicity, on its first difference: a brown noise, whose samples follow each other
 * closely, would otherwise look periodic at every lag; a voice or a tone keeps its period.
 */
function periodicityOf(samples: Int16Array, frameSamples: number, sampleRate: number): number {
  const diff = new Float64Array(frameSamples - 1);
  for (let i = 1; i < frameSamples; i += 1) diff[i - 1] = (samples[i] ?? 0) - (samples[i - 1] ?? 0);
  const minLag = Math.floor(sampleRate / PITCH_HZ.high);
  const maxLag = Math.min(Math.ceil(sampleRate / PITCH_HZ.low), Math.floor(diff.length / 2));
  let best = 0;
  for (let lag = minLag; lag <= maxLag; lag += 1) {
    let dot = 0;
    let a = 0;
    let b = 0;
    // Every other sample: the same periodicity to a few hundredths, at half the cost.
    for (let n = 0; n + lag < diff.length; n += 2) {
      dot += diff[n]! * diff[n + lag]!;
      a += diff[n]! * diff[n]!;
      b += diff[n + lag]! * diff[n + lag]!;
    }
    if (a > 0 && b > 0) best = Math.max(best, dot / Math.sqrt(a * b));
  }
  return best;
}

/** Reads frames one after the other, remembering the last spectrum for the change. */
export function soundFrameReader(sampleRate: number, frameSamples: number): (samples: Int16Array) => SoundFrame {
  const { low, high } = bandOf(sampleRate);
  const window = Float64Array.from({ length: frameSamples }, (_, i) => 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / (frameSamples - 1)));
  const re = new Float64Array(FFT_SIZE);
  const im = new Float64Array(FFT_SIZE);
  let previous: Float64Array | null = null;
  return (samples) => {
    let energy = 0;
    re.fill(0);
    im.fill(0);
    for (let i = 0; i < frameSamples; i += 1) {
      const value = (samples[i] ?? 0) / 32_768;
      energy += value * value;
      re[i] = value * window[i]!;
    }
    const mean = energy / frameSamples;
    const levelDb = mean > 1e-10 ? 10 * Math.log10(mean) : SILENCE_DB;
    fft(re, im);
    const magnitude = new Float64Array(high - low + 1);
    let logSum = 0;
    let powerSum = 0;
    for (let k = low; k <= high; k += 1) {
      const power = re[k]! * re[k]! + im[k]! * im[k]! + 1e-12;
      magnitude[k - low] = Math.sqrt(power);
      logSum += Math.log(power);
      powerSum += power;
    }
    const bins = high - low + 1;
    const flatness = Math.exp(logSum / bins) / (powerSum / bins);
    let change = 0;
    if (previous && levelDb > SILENCE_DB) {
      let dot = 0;
      let a = 0;
      let b = 0;
      for (let k = 0; k < bins; k += 1) {
        dot += magnitude[k]! * previous[k]!;
        a += magnitude[k]! * magnitude[k]!;
        b += previous[k]! * previous[k]!;
      }
      change = a > 0 && b > 0 ? 1 - dot / Math.sqrt(a * b) : 0;
    }
    previous = magnitude;
    return { levelDb, flatness, change, periodicity: periodicityOf(samples, frameSamples, sampleRate) };
  };
}
