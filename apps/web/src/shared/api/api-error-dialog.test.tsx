import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showApiErrorDialog } from './api-error-dialog';

function renderModalsHost() {
  render(
    <MantineProvider>
      <ModalsProvider>
        <div />
      </ModalsProvider>
    </MantineProvider>,
  );
}

describe('showApiErrorDialog', () => {
  it('shows the message as title and the details as text, with only a close button', async () => {
    renderModalsHost();
    act(() => showApiErrorDialog({ title: 'No seats left', details: 'Please choose another flight.' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('No seats left')).toBeInTheDocument();
    expect(within(dialog).getByTestId('api-error-details')).toHaveTextContent(
      'Please choose another flight.',
    );
    expect(within(dialog).getAllByRole('button')).toHaveLength(1); // the close (×) button, no confirm
  });

  it('shows the same error once even when several requests fail together', async () => {
    renderModalsHost();
    act(() => {
      showApiErrorDialog({ title: 'Server unavailable', details: '' });
      showApiErrorDialog({ title: 'Server unavailable', details: '' });
    });
    expect(await screen.findAllByRole('dialog')).toHaveLength(1);
    expect(screen.queryByTestId('api-error-details')).not.toBeInTheDocument();
  });
});
