// @echogarden/fvad-wasm ships no types: it is an Emscripten module around libfvad (WebRTC's voice detector).
declare module '@echogarden/fvad-wasm' {
  export interface FvadModule {
    HEAP16: Int16Array;
    _malloc(bytes: number): number;
    _free(pointer: number): void;
    _fvad_new(): number;
    _fvad_free(instance: number): void;
    _fvad_reset(instance: number): void;
    /** 0 (quality) to 3 (very aggressive: the fewest false detections); 0 when set. */
    _fvad_set_mode(instance: number, mode: number): number;
    /** 8000, 16000, 32000 or 48000; 0 when set. */
    _fvad_set_sample_rate(instance: number, rate: number): number;
    /** 1 speech, 0 not, −1 on a frame of a wrong length (10, 20 or 30 ms only). */
    _fvad_process(instance: number, frame: number, length: number): number;
  }
  const fvad: (options?: Record<string, unknown>) => Promise<FvadModule>;
  export default fvad;
}
