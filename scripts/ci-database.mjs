// Creates or drops a PostgreSQL database for a test run: node scripts/ci-database.mjs create|drop URL
import pg from 'pg';

const [action, url] = process.argv.slice(2);
if (!['create', 'drop'].includes(action) || !url) {
  console.error('usage: node scripts/ci-database.mjs create|drop postgres://user@host:port/name');
  process.exit(2);
}
const target = new URL(url);
const name = target.pathname.slice(1);
if (!/^[a-z_][a-z0-9_]*$/.test(name)) {
  console.error(`nom de base invalide : ${name}`);
  process.exit(2);
}
target.pathname = '/postgres';
const client = new pg.Client({ connectionString: target.toString() });
await client.connect();
await client.query(action === 'create' ? `create database ${name}` : `drop database if exists ${name} with (force)`);
await client.end();
