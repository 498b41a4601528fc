// A bare Fastify route answering a fixed JSON body: the yardstick for GET /api/auth/me.
import Fastify from 'fastify';

const body = JSON.parse(process.env.BARE_BODY ?? '{}') as object;
const app = Fastify({ logger: false });
app.get('/bare', async () => body);
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
