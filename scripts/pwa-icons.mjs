// Draws the installable app's PNG icons from the favicon (apps/web/public/favicon.svg), which stays
// the one source of the logo. Run again after the logo changes: `node scripts/pwa-icons.mjs`.
import path from 'node:path';
import sharp from 'sharp';

const publicDir = path.resolve(import.meta.dirname, '../apps/web/public');
const logo = path.join(publicDir, 'favicon.svg');
const INDIGO = '#4f46e5';

async function plain(size, name) {
  await sharp(logo, { density: (72 * size) / 32 })
    .resize(size, size)
    .png()
    .toFile(path.join(publicDir, 'icons', name));
}

// A maskable icon is cut to any shape by the system: the logo keeps to the middle 80 % (the safe
// zone) on a full-bleed background of the brand colour.
async function maskable(size, name) {
  const inner = Math.round(size * 0.8);
  const mark = await sharp(logo, { density: (72 * inner) / 32 })
    .resize(inner, inner)
    .png()
    .toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: INDIGO } })
    .composite([{ input: mark, gravity: 'center' }])
    .png()
    .toFile(path.join(publicDir, 'icons', name));
}

await plain(192, 'icon-192.png');
await plain(512, 'icon-512.png');
await plain(180, 'apple-touch-icon.png');
await maskable(512, 'icon-maskable-512.png');
