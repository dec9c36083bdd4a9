import { act, Suspense, startTransition, useEffect, useLayoutEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { Started, StartedSignalProvider, useDeferredStart } from './started-signal';

function Part({ name, log }: { name: string; log: string[] }) {
  useLayoutEffect(() => {
    log.push(`${name} on screen`);
  }, [name, log]);
  return <p>{name}</p>;
}

/** As MainLayout: the page and the footer in nested boundaries, hydrated in later commits. */
function DeferringLayout({ log }: { log: string[] }) {
  useDeferredStart();
  return (
    <>
      <Part name="header" log={log} />
      <Suspense fallback={null}>
        <Part name="page" log={log} />
        <Suspense fallback={null}>
          <Part name="footer" log={log} />
          <Started />
        </Suspense>
      </Suspense>
    </>
  );
}

function PlainLayout({ log }: { log: string[] }) {
  return <Part name="sign-in" log={log} />;
}

/** As the back office's sign-in: its fields are enabled once the page runs in the browser. */
function BrowserOnlyLayout({ log }: { log: string[] }) {
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => {
    startTransition(() => setInBrowser(true));
  }, []);
  useLayoutEffect(() => {
    log.push(`form ${inBrowser ? 'enabled' : 'disabled'} on screen`);
  }, [inBrowser, log]);
  return <fieldset disabled={!inBrowser} />;
}

async function hydrateWith(Layout: typeof PlainLayout) {
  const html = renderToString(
    <StartedSignalProvider>
      <Layout log={[]} />
    </StartedSignalProvider>,
  );
  document.body.innerHTML = `<div id="root">${html}</div>`;
  const log: string[] = [];
  await act(async () => {
    hydrateRoot(
      document.getElementById('root')!,
      <StartedSignalProvider onStarted={() => log.push('started')}>
        <Layout log={log} />
      </StartedSignalProvider>,
    );
  });
  return log;
}

describe('the started signal', () => {
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });

  it('waits, under a layout that hydrates in parts, for the last part', async () => {
    const log = await hydrateWith(DeferringLayout);
    expect(log).toEqual(['header on screen', 'page on screen', 'footer on screen', 'started']);
  });

  it('comes once the first render is on screen under any other layout', async () => {
    expect(await hydrateWith(PlainLayout)).toEqual(['sign-in on screen', 'started']);
  });

  it('comes after what the effects of the first render drew in a transition (useInBrowser)', async () => {
    const log = await hydrateWith(BrowserOnlyLayout);
    expect(log).toEqual(['form disabled on screen', 'form enabled on screen', 'started']);
  });
});
