import Fastify from 'fastify';

/** Baseline for the API benchmark: what Fastify alone does on this machine. */
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 4390), host: process.env.HOST ?? '127.0.0.1' });
