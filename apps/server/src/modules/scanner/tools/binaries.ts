import { accessSync, chmodSync, constants } from 'node:fs';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import ffprobeInstaller from '@ffprobe-installer/ffprobe';

/**
 * The executable bit of a binary shipped in an npm package: the package's postinstall sets it, but
 * npm may be told not to run install scripts, so it is set here when missing.
 */
function executable(file: string): string {
  try {
    accessSync(file, constants.X_OK);
  } catch {
    chmodSync(file, 0o755);
  }
  return file;
}

/** ffmpeg (a 2018 static build: no scdet, no blurdetect) and ffprobe, from their npm packages. */
export function mediaTools(): { ffmpeg: string; ffprobe: string } {
  return { ffmpeg: executable(ffmpegInstaller.path), ffprobe: executable(ffprobeInstaller.path) };
}
