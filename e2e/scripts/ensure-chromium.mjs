// Makes sure Debian's Chromium is there for the end-to-end tests, installing it with apt-get when
// possible, and says plainly what to do when it is not.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

const canApt = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
if (!canApt) {
  console.error(
    `Chromium est introuvable (${path}). Installez-le puis relancez les tests :\n` +
      '  sudo apt-get update && sudo apt-get install -y chromium\n' +
      'ou indiquez un autre navigateur Chromium avec CHROMIUM_PATH=/chemin/vers/chromium.',
  );
  process.exit(1);
}
console.log('Chromium absent : installation avec apt-get (environ 20 s)…');
try {
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
} catch {
  console.error("L'installation de Chromium a échoué : installez le paquet « chromium » à la main.");
  process.exit(1);
}
if (!existsSync(path)) {
  console.error(`Chromium installé mais introuvable à ${path} : indiquez CHROMIUM_PATH.`);
  process.exit(1);
}
