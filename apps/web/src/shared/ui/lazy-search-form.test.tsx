import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazySearchForm } from './lazy-search-form';

function Form({ variant }: { variant?: string }) {
  return <form aria-label={`search ${variant}`} />;
}
const Unavailable = () => <p>The form could not be loaded</p>;

describe('lazySearchForm', () => {
  it('keeps the form’s place, by its variant, until its code is here, then draws it', async () => {
    let arrive: (form: typeof Form) => void = () => undefined;
    const { LazyForm } = lazySearchForm(
      () => new Promise<typeof Form>((resolve) => (arrive = resolve)),
      Unavailable,
      'placeholder',
    );
    const { container } = render(<LazyForm variant="compact" />);
    const placeholder = container.querySelector('.placeholder');
    expect(placeholder).toHaveAttribute('data-variant', 'compact');
    expect(placeholder).toHaveAttribute('aria-busy', 'true');
    await act(async () => arrive(Form));
    expect(await screen.findByRole('form', { name: 'search compact' })).toBeInTheDocument();
    expect(container.querySelector('.placeholder')).toBeNull();
  });

  it('draws the stand-in when the form’s chunk cannot be fetched, and says why in the console', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { LazyForm, preload } = lazySearchForm(
      () => Promise.reject(new Error('Failed to fetch dynamically imported module')),
      Unavailable,
      'placeholder',
    );
    render(<LazyForm />);
    expect(await screen.findByText('The form could not be loaded')).toBeInTheDocument();
    expect(await preload()).toBe(Unavailable);
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringContaining('Failed to fetch') }),
    );
    logged.mockRestore();
  });
});
