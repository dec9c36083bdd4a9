import type { FastifyInstance } from 'fastify';

const MAX_REPORTED_HOSTS = 20;

/**
 * Warns once per host when requests arrive for a host other than PUBLIC_URL's: links in e-mails, payment
 * return URLs and the page's security policy are made for PUBLIC_URL, so a site opened at another address
 * cannot post the card form to the bank (the buyer would wait for ever). Probes (/health, /ready) are skipped.
 */
export function registerPublicUrlCheck(app: FastifyInstance, publicUrl: string): void {
  const expected = new URL(publicUrl).host.toLowerCase();
  const reported = new Set<string>();
  app.addHook('onRequest', async (request) => {
    const host = (request.headers.host ?? '').toLowerCase();
    if (!host || host === expected || reported.has(host) || reported.size >= MAX_REPORTED_HOSTS) return;
    if (request.url === '/health' || request.url === '/ready') return;
    reported.add(host);
    request.log.warn(
      { host, publicUrl },
      'request for a host other than PUBLIC_URL: card payments, e-mail links and redirects are made for PUBLIC_URL; set PUBLIC_URL to the address visitors use',
    );
  });
}
