// A PostgreSQL database made for one benchmark run on the local server, dropped afterwards.
import pg from 'pg';

const SERVER = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';

export interface BenchDatabase {
  url: string;
  query<T extends pg.QueryResultRow>(sql: string, params?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

export async function createBenchDatabase(prefix: string): Promise<BenchDatabase> {
  const name = `${prefix}_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: `${SERVER}/postgres` });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = `${SERVER}/${name}`;
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  return {
    url,
    query: async (sql, params) => (await pool.query(sql, params)).rows,
    async drop() {
      await pool.end();
      const client = new pg.Client({ connectionString: `${SERVER}/postgres` });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
