// The Fastify floor of the scale bench, run as its own process: the framework alone (no hooks, no logging, no
// database), one GET route per reply size given on the command line, `/floor/<bytes>`, each answering a fixed JSON
// body of exactly that many bytes. What a case's HTTP p95 has above this floor plus its database floor is the
// product's own cost: guards, session, validation, serialisation, logging.
import Fastify from 'fastify';

/** A JSON object of exactly `bytes` bytes (at least the 10 of its frame). */
function makeBody(bytes: number): string {
  const frame = '{"pad":""}';
  return `{"pad":"${'x'.repeat(Math.max(0, bytes - frame.length))}"}`;
}

const app = Fastify({ logger: false });
app.get('/ready', async () => ({ status: 'ok' }));
for (const arg of process.argv.slice(2)) {
  const bytes = Number(arg);
  const body = makeBody(bytes);
  app.get(`/floor/${bytes}`, (_req, reply) => {
    void reply.type('application/json; charset=utf-8').send(body);
  });
}

await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
