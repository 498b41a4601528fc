// A bare Fastify route answering a fixed JSON body: the yardstick the API routes are measured
// against. It sends the body already serialised, the fastest a route can answer the same JSON.
import Fastify from 'fastify';

const body = process.env.BARE_BODY ?? '{}';
JSON.parse(body);
const app = Fastify({ logger: false });
app.get('/bare', async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
