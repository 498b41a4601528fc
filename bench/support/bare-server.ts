// A bare Fastify route answering a fixed JSON body: the yardstick the API routes are measured
// against. It sends the body already serialised, the fastest a route can answer the same JSON.
// With BARE_DATABASE_URL and BARE_QUERIES (a JSON list of { text, params }), each request first
// sends those statements, one after the other, through `pg` (a pool of 10, as Publia's), each a named
// prepared statement: the same database work as the route measured, with none of its own code.
import Fastify from 'fastify';
import pg from 'pg';

const body = process.env.BARE_BODY ?? '{}';
JSON.parse(body);
const queries = JSON.parse(process.env.BARE_QUERIES ?? '[]') as { text: string; params: unknown[] }[];
const pool = process.env.BARE_DATABASE_URL ? new pg.Pool({ connectionString: process.env.BARE_DATABASE_URL, max: 10 }) : null;
// A connection dropped when the benchmark drops its database must not crash the route while it stops.
pool?.on('error', () => {});
const app = Fastify({ logger: false });
app.get('/bare', async (_request, reply) => {
  // Prepared once per connection, as Publia's hot read paths are: the yardstick is the database's
  // work done the same way, with none of the route's own code.
  if (pool) for (const [index, query] of queries.entries()) await pool.query({ name: `bare_${index}`, text: query.text, values: query.params });
  return reply.type('application/json; charset=utf-8').send(body);
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on(
  'SIGTERM',
  () =>
    void app.close().then(async () => {
      await pool?.end();
      process.exit(0);
    }),
);
