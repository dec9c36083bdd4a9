import '@testing-library/jest-dom/vitest';
import { CULTURES } from '@charterdesk/domain';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { loadDomainTexts } from '../shared/i18n/domain-texts';

// findBy*/waitFor wait for a state, not a duration: on a loaded CI machine the first render of a lazy route (its
// chunk and its language's texts) can take seconds, so wait up to 5 s before calling the state missing.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks the layout APIs Mantine relies on.
if (typeof window !== 'undefined') {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;

  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };

  window.scrollTo = () => undefined;
}

// Pages load the domain's messages of their language with their route; components render without one here.
await Promise.all(CULTURES.map((culture) => loadDomainTexts(culture)));

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// Mantine's transitions (modals, notifications, drawers: 150–250 ms) end on timers that an unmount does not always
// clear. The file's jsdom is torn down right after its last test, and such a timer firing then found no `window`:
// an uncaught error outside any test, which failed a CI run (transfer-pages.test.tsx). Let them run out first.
afterAll(() => new Promise<void>((resolve) => setTimeout(resolve, 400)));
