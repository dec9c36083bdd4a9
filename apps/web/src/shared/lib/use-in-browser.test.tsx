import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { drawPageFor, useInBrowser } from './drawn-page';

function Probe({ renders }: { renders: boolean[] }) {
  const inBrowser = useInBrowser();
  renders.push(inBrowser);
  return <p>{inBrowser ? 'browser' : 'server'}</p>;
}

describe('useInBrowser', () => {
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(() => {
    document.body.innerHTML = '';
    drawPageFor(undefined);
  });

  it('hydrates a page the server drew as the server drew it, then turns true', async () => {
    drawPageFor({ currency: 'EUR', screen: 'phone', cookieNotice: false });
    const html = renderToString(<Probe renders={[]} />);
    drawPageFor(undefined);
    expect(html).toContain('server');

    document.body.innerHTML = `<div id="root" data-prerendered="ru">${html}</div>`;
    const container = document.getElementById('root')!;
    const errors: unknown[] = [];
    const renders: boolean[] = [];
    await act(async () => {
      hydrateRoot(container, <Probe renders={renders} />, { onRecoverableError: (e) => errors.push(e) });
    });
    // no mismatch: React kept the server's markup and drew it again once, in the browser's state
    expect(errors).toEqual([]);
    expect(renders).toEqual([false, true]);
    expect(container.textContent).toBe('browser');
  });

  it('is true from the first render where no server markup waits for the app', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const renders: boolean[] = [];
    await act(async () => {
      createRoot(document.getElementById('root')!).render(<Probe renders={renders} />);
    });
    expect(renders).toEqual([true]);
  });
});
