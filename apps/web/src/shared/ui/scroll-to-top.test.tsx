import { MantineProvider } from '@mantine/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SCROLL_TO_TOP_THRESHOLD_PX, ScrollToTop } from './scroll-to-top';

function scrollTo(y: number): void {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}

function renderButtonHost() {
  render(
    <MantineProvider>
      <input aria-label="Surname" />
      <input type="checkbox" aria-label="Insurance" />
      <ScrollToTop />
    </MantineProvider>,
  );
}

describe('ScrollToTop', () => {
  afterEach(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });

  it(`appears once the page is scrolled past ${SCROLL_TO_TOP_THRESHOLD_PX} px and goes at the top`, async () => {
    renderButtonHost();
    expect(screen.queryByTestId('scroll-to-top')).not.toBeInTheDocument();
    act(() => scrollTo(SCROLL_TO_TOP_THRESHOLD_PX));
    expect(screen.queryByTestId('scroll-to-top')).not.toBeInTheDocument();
    act(() => scrollTo(SCROLL_TO_TOP_THRESHOLD_PX + 1));
    expect(await screen.findByTestId('scroll-to-top')).toBeInTheDocument();
    act(() => scrollTo(0));
    await waitFor(() => expect(screen.queryByTestId('scroll-to-top')).not.toBeInTheDocument());
  });

  it('appears on a page that opens already scrolled down (a reload keeps the position)', async () => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 900 });
    renderButtonHost();
    expect(await screen.findByTestId('scroll-to-top')).toBeInTheDocument();
  });

  it('goes while the visitor types in a field, and comes back when they leave it', async () => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 900 });
    renderButtonHost();
    expect(await screen.findByTestId('scroll-to-top')).toBeInTheDocument();
    act(() => screen.getByLabelText('Surname').focus());
    await waitFor(() => expect(screen.queryByTestId('scroll-to-top')).not.toBeInTheDocument());
    // ticking a box is not typing
    act(() => screen.getByLabelText('Insurance').focus());
    expect(await screen.findByTestId('scroll-to-top')).toBeInTheDocument();
    act(() => screen.getByLabelText('Surname').focus());
    await waitFor(() => expect(screen.queryByTestId('scroll-to-top')).not.toBeInTheDocument());
    act(() => screen.getByLabelText('Surname').blur());
    expect(await screen.findByTestId('scroll-to-top')).toBeInTheDocument();
  });
});
