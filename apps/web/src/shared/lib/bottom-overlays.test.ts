import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  bottomOverlayVars,
  publishBottomOverlayHeight,
  setBottomOverlayHeight,
  useBottomOverlayHeights,
  useScrollPaddingForBottomOverlays,
} from './bottom-overlays';

afterEach(() => {
  vi.unstubAllGlobals();
  setBottomOverlayHeight('bottomBar', 0);
  setBottomOverlayHeight('cookieBanner', 0);
});

describe('bottom overlays', () => {
  it('gives the readers of a height its new value, and leaves <html> alone', () => {
    const { result } = renderHook(() => useBottomOverlayHeights());
    expect(result.current).toEqual({ bottomBar: 0, cookieBanner: 0 });
    act(() => setBottomOverlayHeight('bottomBar', 71.6));
    expect(result.current).toEqual({ bottomBar: 72, cookieBanner: 0 });
    expect(document.documentElement.getAttribute('style')).toBeNull();
  });

  it('names only the heights that are there as custom properties', () => {
    expect(bottomOverlayVars({ bottomBar: 0, cookieBanner: 0 })).toEqual({});
    expect(bottomOverlayVars({ bottomBar: 64, cookieBanner: 0 })).toEqual({
      '--cd-bottom-bar-height': '64px',
    });
    expect(bottomOverlayVars({ bottomBar: 64, cookieBanner: 120 })).toEqual({
      '--cd-bottom-bar-height': '64px',
      '--cd-cookie-banner-height': '120px',
    });
  });

  it("publishes an element's height with its gap to the edge, and 0 once it stops", () => {
    // as a browser's does, the observer reports the element's size once it starts observing
    const observed: Element[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly report: ResizeObserverCallback) {}
        observe(target: Element) {
          observed.push(target);
          this.report([], this as unknown as ResizeObserver);
        }
        disconnect() {
          observed.length = 0;
        }
      },
    );
    const element = document.createElement('div');
    Object.defineProperty(element, 'offsetHeight', { value: 90 });
    const { result } = renderHook(() => useBottomOverlayHeights());
    let stop = () => {};
    act(() => {
      stop = publishBottomOverlayHeight('cookieBanner', element, 12);
    });
    expect(result.current.cookieBanner).toBe(102);
    expect(observed).toEqual([element]);
    act(() => stop());
    expect(result.current.cookieBanner).toBe(0);
    expect(observed).toEqual([]);
  });

  it('keeps what the browser scrolls to above the overlays, with a property of <html> that does not inherit', () => {
    renderHook(() => useScrollPaddingForBottomOverlays());
    const root = document.documentElement;
    expect(root.style.scrollPaddingBottom).toBe('');
    act(() => setBottomOverlayHeight('cookieBanner', 190));
    expect(root.style.scrollPaddingBottom).toBe('198px');
    act(() => setBottomOverlayHeight('bottomBar', 72));
    expect(root.style.scrollPaddingBottom).toBe('270px');
    act(() => {
      setBottomOverlayHeight('cookieBanner', 0);
      setBottomOverlayHeight('bottomBar', 0);
    });
    expect(root.style.scrollPaddingBottom).toBe('');
    // no custom property there: one would restyle the whole page
    expect(root.getAttribute('style') ?? '').not.toContain('--');
  });
});
