import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { drawPageFor } from '../lib/drawn-page';
import { rememberDrawnAnswers, useDrawnQuery } from './drawn-queries';

function Part({ queryKey }: { queryKey: string[] }) {
  const query = useDrawnQuery({
    queryKey,
    queryFn: () => new Promise<string>(() => {}),
    staleTime: Infinity,
  });
  return <p>{query.isPending ? 'loading' : query.isError ? 'failed' : query.data}</p>;
}

/** The part in a boundary of its own, as the layout's page and footer: React hydrates it a commit later. */
const page = (client: QueryClient, queryKey: string[]) => (
  <QueryClientProvider client={client}>
    <Suspense fallback={null}>
      <Part queryKey={queryKey} />
    </Suspense>
  </QueryClientProvider>
);

function drawOnServer(client: QueryClient, queryKey: string[]): string {
  drawPageFor({ currency: 'EUR', screen: 'phone', cookieNotice: false });
  try {
    return renderToString(page(client, queryKey));
  } finally {
    drawPageFor(undefined);
  }
}

async function hydrate(html: string, client: QueryClient, queryKey: string[]) {
  document.body.innerHTML = `<div id="root" data-prerendered="ru">${html}</div>`;
  const container = document.getElementById('root')!;
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, page(client, queryKey), { onRecoverableError: (e) => errors.push(e) });
  });
  return { errors, text: container.textContent };
}

describe('useDrawnQuery', () => {
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('hydrates a part drawn without the answer as drawn, though the answer arrived meanwhile; then shows it', async () => {
    const html = drawOnServer(new QueryClient(), ['fares']);
    expect(html).toContain('loading');

    const client = new QueryClient();
    client.setQueryData(['fares'], 'from 99 EUR'); // arrived before the part hydrated
    const { errors, text } = await hydrate(html, client, ['fares']);
    // no mismatch (React would have drawn the part again and reported it), and the answer once hydrated
    expect(errors).toEqual([]);
    expect(text).toBe('from 99 EUR');
  });

  it('hydrates a part drawn with an answer with that answer, though a newer one arrived; then shows the newer', async () => {
    const server = new QueryClient();
    server.setQueryData(['agency'], 'founded 2009');
    const html = drawOnServer(server, ['agency']);
    expect(html).toContain('founded 2009');
    rememberDrawnAnswers(dehydrate(server));

    const client = new QueryClient();
    client.setQueryData(['agency'], 'founded 2010');
    const { errors, text } = await hydrate(html, client, ['agency']);
    expect(errors).toEqual([]);
    expect(text).toBe('founded 2010');
  });
});
