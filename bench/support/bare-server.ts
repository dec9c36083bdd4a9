// The baseline: a bare Fastify with routes answering the same small JSON as ours, nothing else registered.
// Runs in its own process (like our server) so it does not share an event loop with autocannon.
import Fastify from 'fastify';

const app = Fastify({ logger: false });

app.get('/health', async () => ({ status: 'ok' }));

app.get('/envelope', async () => ({
  result: {
    application: { version: '0.1.0', releaseDate: '2025-01-01T00:00:00Z', features: {} },
    user: null,
    tenant: null,
  },
  targetUrl: null,
  success: true,
  error: null,
  unAuthorizedRequest: false,
  __abp: true,
}));

await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
// The parent reads this single line to learn the port.
process.stdout.write(
  `${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`,
);

process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
