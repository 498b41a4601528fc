import { open } from 'node:fs/promises';

/** Enough boxes to pass ftyp, free, wide, uuid… before moov or mdat; a real file has a handful. */
const MAX_BOXES = 64;

/**
 * Whether an MP4/MOV file has its index (moov) before its data (mdat): the top-level boxes are
 * walked by their headers (size + type), a few bytes each, without reading the data. Null when the
 * file has neither box (not an ISO media file).
 */
export async function isFaststart(file: string): Promise<boolean | null> {
  const handle = await open(file, 'r');
  try {
    const { size: fileSize } = await handle.stat();
    const header = Buffer.alloc(16);
    let position = 0;
    for (let box = 0; box < MAX_BOXES && position + 8 <= fileSize; box += 1) {
      const { bytesRead } = await handle.read(header, 0, 16, position);
      if (bytesRead < 8) return null;
      const type = header.toString('latin1', 4, 8);
      if (type === 'moov') return true;
      if (type === 'mdat') return false;
      let size = header.readUInt32BE(0);
      // 1: the real size follows as 64 bits; 0: the box runs to the end of the file.
      if (size === 1) size = bytesRead >= 16 ? Number(header.readBigUInt64BE(8)) : 0;
      else if (size === 0) return null;
      if (size < 8) return null;
      position += size;
    }
    return null;
  } finally {
    await handle.close();
  }
}
