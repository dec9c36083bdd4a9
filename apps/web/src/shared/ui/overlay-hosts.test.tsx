import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OverlayHosts, openModal } from './overlay-hosts';

describe('OverlayHosts', () => {
  it('leaves no modal waiting when it is gone before its lazy provider listened', async () => {
    // a page left at once: the host renders and unmounts before the modals chunk has loaded
    const host = render(
      <MantineProvider>
        <OverlayHosts />
      </MantineProvider>,
    );
    host.unmount();

    render(
      <MantineProvider>
        <ModalsProvider>
          <div />
        </ModalsProvider>
      </MantineProvider>,
    );
    await act(() => openModal({ title: 'Seat map', children: 'Row 12' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Row 12');
  });
});
