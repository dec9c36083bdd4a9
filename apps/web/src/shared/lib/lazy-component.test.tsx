import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent } from './lazy-component';

const Greeting = ({ name }: { name: string }) => <p>hello {name}</p>;
const draw = (element: React.ReactNode) =>
  renderToString(<Suspense fallback={<p>waiting</p>}>{element}</Suspense>);

describe('lazyComponent', () => {
  it('suspends while the code is on its way, and draws it at once when it is here', async () => {
    const load = vi.fn(async () => Greeting);
    const { Component, preload } = lazyComponent(load);
    expect(draw(<Component name="Anna" />)).toContain('waiting');
    expect(await preload()).toBe(Greeting);
    // the first drawing after the code arrived is the component itself, not the placeholder once more
    expect(draw(<Component name="Anna" />)).toContain('hello <!-- -->Anna');
    await preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('draws a component preloaded before its first drawing at once', async () => {
    const { Component, preload } = lazyComponent(async () => Greeting);
    await preload();
    expect(draw(<Component name="Emre" />)).toContain('hello <!-- -->Emre');
  });
});
