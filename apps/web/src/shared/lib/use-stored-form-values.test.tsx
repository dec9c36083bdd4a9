import { act, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { drawPageFor } from './drawn-page';
import { useStoredFormValues } from './use-stored-form-values';

const KEY = 'probeForm';
const load = () => sessionStorage.getItem(KEY);

/** A form as the search forms are: it stores what it starts with from an effect of its own. */
function Form({ value }: { value: string }) {
  useEffect(() => sessionStorage.setItem(KEY, value), [value]);
  return <input readOnly value={value} />;
}

function Probe({ mounts }: { mounts: string[] }) {
  const { values, key } = useStoredFormValues(load, 'default');
  mounts.push(`${key}:${values}`);
  return <Form key={key} value={values} />;
}

describe('useStoredFormValues', () => {
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(() => {
    document.body.innerHTML = '';
    sessionStorage.clear();
    drawPageFor(undefined);
  });

  it("hydrates the server's form with the defaults, then starts it again with the visit's stored values", async () => {
    drawPageFor({ currency: 'EUR', screen: 'phone', cookieNotice: false });
    const html = renderToString(<Probe mounts={[]} />);
    drawPageFor(undefined);
    expect(html).toContain('value="default"');

    sessionStorage.setItem(KEY, 'Moscow');
    document.body.innerHTML = `<div id="root" data-prerendered="ru">${html}</div>`;
    const container = document.getElementById('root')!;
    const input = container.querySelector('input');
    const errors: unknown[] = [];
    const mounts: string[] = [];
    await act(async () => {
      hydrateRoot(container, <Probe mounts={mounts} />, { onRecoverableError: (e) => errors.push(e) });
    });
    expect(errors).toEqual([]);
    // the stored value was read before the form's effect stored its default
    expect(mounts).toEqual(['start:default', 'stored:Moscow']);
    expect(container.querySelector('input')?.value).toBe('Moscow');
    expect(input?.isConnected).toBe(false);
  });

  it('keeps the hydrated form as it is when the visit stored nothing', async () => {
    drawPageFor({ currency: 'EUR', screen: 'phone', cookieNotice: false });
    const html = renderToString(<Probe mounts={[]} />);
    drawPageFor(undefined);
    document.body.innerHTML = `<div id="root" data-prerendered="ru">${html}</div>`;
    const container = document.getElementById('root')!;
    const input = container.querySelector('input');
    const mounts: string[] = [];
    await act(async () => {
      hydrateRoot(container, <Probe mounts={mounts} />);
    });
    expect(mounts).toEqual(['start:default']);
    // hydrated: the server's very element
    expect(container.querySelector('input')).toBe(input);
  });

  it('starts a form the browser draws by itself with the stored values at once', async () => {
    sessionStorage.setItem(KEY, 'Antalya');
    document.body.innerHTML = '<div id="root"></div>';
    const mounts: string[] = [];
    await act(async () => {
      createRoot(document.getElementById('root')!).render(<Probe mounts={mounts} />);
    });
    expect(mounts).toEqual(['start:Antalya']);
  });
});
