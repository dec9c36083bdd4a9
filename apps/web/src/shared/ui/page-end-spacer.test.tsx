import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setBottomOverlayHeight } from '../lib/bottom-overlays';
import { PageEndSpacer } from './page-end-spacer';

afterEach(() => {
  setBottomOverlayHeight('bottomBar', 0);
  setBottomOverlayHeight('cookieBanner', 0);
});

describe('PageEndSpacer', () => {
  it('keeps room at the end of the page for every bottom overlay at once', () => {
    render(<PageEndSpacer />);
    expect(screen.queryByTestId('page-end-spacer')).toBeNull();
    act(() => setBottomOverlayHeight('cookieBanner', 190));
    expect(screen.getByTestId('page-end-spacer').style.height).toBe('190px');
    // the results' Total / Continue bar under the banner: the footer's end clears both
    act(() => setBottomOverlayHeight('bottomBar', 72));
    expect(screen.getByTestId('page-end-spacer').style.height).toBe('262px');
    expect(document.documentElement.style.scrollPaddingBottom).toBe('270px');
    act(() => setBottomOverlayHeight('cookieBanner', 0));
    expect(screen.getByTestId('page-end-spacer').style.height).toBe('72px');
    act(() => setBottomOverlayHeight('bottomBar', 0));
    expect(screen.queryByTestId('page-end-spacer')).toBeNull();
  });
});
