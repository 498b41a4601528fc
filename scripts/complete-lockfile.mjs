// The npm registry reachable from our machines lacks some platform builds of oxlint, so npm
// leaves them out of package-lock.json and `npm ci` then refuses the lock. This adds the missing
// optional entries (never installed on Linux x64) so the lock is complete. Run after `npm install`
// if `npm ci` says "Missing: @oxlint/binding-… from lock file".
import { readFileSync, writeFileSync } from 'node:fs';

const path = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8'));
const packages = lock.packages;
const oxlint = packages['node_modules/oxlint'];
const added = [];
for (const [name, version] of Object.entries(oxlint?.optionalDependencies ?? {})) {
  const key = `node_modules/${name}`;
  if (packages[key]) continue;
  const [os, cpu, abi = ''] = name.split('binding-')[1].split('-');
  packages[key] = {
    version,
    cpu: [cpu],
    dev: true,
    license: 'MIT',
    optional: true,
    os: [os],
    ...(abi.includes('musl') ? { libc: ['musl'] } : abi.includes('gnu') ? { libc: ['glibc'] } : {}),
    engines: oxlint.engines,
  };
  added.push(name);
}
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)));
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(added.length ? `ajouté au verrou : ${added.join(', ')}` : 'verrou déjà complet');
