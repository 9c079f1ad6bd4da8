import Fastify from 'fastify';

// The baseline: the same framework with nothing of ours, answering the same JSON.
const app = Fastify({ logger: false });
app.get('/api/health', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT ?? 3901), host: '127.0.0.1' });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
