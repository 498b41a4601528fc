// Lists the server's test files that reach a database, for the CI's second pass on PostgreSQL:
// node scripts/database-test-files.mjs. A file reaches one when it builds a test app or a test
// database, itself or through a test-support file it imports; the others (parsers, network clients
// against recorded answers, the image pool) gave their answer in the first pass and would give the
// same again. Two that reach one are left out too, each covered on PostgreSQL otherwise: the
// malformed-input fuzz checks the HTTP layer's answers, which do not depend on the database server;
// the embedded server's crash and restart is what app/multi-instance.test.ts proves on PostgreSQL
// with several processes and a worker killed mid-run.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../apps/server');
const REACHES_DATABASE = /\b(createTestApp|createTestDatabase|TEST_DATABASE_URL)\b|test-app\.ts/;
const COVERED_OTHERWISE = new Set(['src/http/fuzz.test.ts', 'src/modules/publishing/crash-restart.test.ts']);

function* sourceFiles(dir, suffix) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full, suffix);
    else if (entry.name.endsWith(suffix)) yield full;
  }
}

const read = (file) => fs.readFileSync(file, 'utf8');
const importsOf = (file) => [...read(file).matchAll(/from '(\.[^']+)'/g)].map((match) => path.resolve(path.dirname(file), match[1]));

// The support files that reach a database, directly or through another support file.
const support = [...sourceFiles(path.join(root, 'src'), '.test-support.ts')];
const reaching = new Set(support.filter((file) => REACHES_DATABASE.test(read(file))));
for (let grew = true; grew; ) {
  grew = false;
  for (const file of support) {
    if (!reaching.has(file) && importsOf(file).some((imported) => reaching.has(imported))) {
      reaching.add(file);
      grew = true;
    }
  }
}

const files = [...sourceFiles(path.join(root, 'src'), '.test.ts')]
  .filter((file) => REACHES_DATABASE.test(read(file)) || importsOf(file).some((imported) => reaching.has(imported)))
  .map((file) => path.relative(root, file))
  .filter((file) => !COVERED_OTHERWISE.has(file))
  .sort();
process.stdout.write(files.map((file) => `apps/server/${file}`).join('\n') + '\n');
