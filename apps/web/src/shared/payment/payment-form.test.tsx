import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CurrencySelect } from '../../app/layouts/currency-select';
import { Providers } from '../../test/flights/test-app';
import { changeAppLanguage, initI18n } from '../i18n/i18n';
import { BANK_REDIRECT_TIMEOUT_MS, PaymentForm } from './payment-form';

function renderForm() {
  render(
    <Providers>
      <PaymentForm cardAction="https://bank.example/pay" total={15_000} currency="EUR" summary={[]} />
    </Providers>,
  );
  const year = String(new Date().getFullYear() + 2);
  fireEvent.input(screen.getByTestId('payment-card-number'), { target: { value: '4242424242424242' } });
  fireEvent.change(screen.getByTestId('payment-expiry-month'), { target: { value: '12' } });
  fireEvent.change(screen.getByTestId('payment-expiry-year'), { target: { value: year } });
  fireEvent.input(screen.getByTestId('payment-cvc'), { target: { value: '123' } });
  fireEvent.input(screen.getByTestId('payment-card-owner'), { target: { value: 'ANNA SMIRNOVA' } });
  // jsdom cannot navigate: the submit event is what the form sees of a post
  const form = screen.getByTestId('payment-form');
  form.addEventListener('submit', (e) => e.preventDefault());
  fireEvent.submit(form);
}

describe('the card form waiting for the bank', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterEach(() => vi.useRealTimers());

  it('shows an error with a retry at once when the browser refuses to post the form', () => {
    renderForm();
    expect(screen.getByTestId('payment-redirecting')).toBeInTheDocument();
    const violation = Object.assign(new Event('securitypolicyviolation'), {
      violatedDirective: 'form-action',
    });
    act(() => {
      document.dispatchEvent(violation);
    });
    expect(screen.queryByTestId('payment-redirecting')).not.toBeInTheDocument();
    expect(screen.getByTestId('payment-blocked')).toHaveTextContent('The bank’s page did not open');
    expect(screen.getByTestId('payment-submit')).toHaveTextContent('Try again');
    expect(screen.getByTestId('payment-submit')).toBeEnabled();
  });

  it('shows the error when the bank’s page has not opened in time', () => {
    vi.useFakeTimers();
    renderForm();
    act(() => {
      vi.advanceTimersByTime(BANK_REDIRECT_TIMEOUT_MS - 100);
    });
    expect(screen.queryByTestId('payment-blocked')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.getByTestId('payment-blocked')).toBeInTheDocument();
  });

  it('judges the expiry once its year is chosen too, not at the month alone', () => {
    render(
      <Providers>
        <PaymentForm cardAction="https://bank.example/pay" total={15_000} currency="EUR" summary={[]} />
      </Providers>,
    );
    const month = screen.getByTestId('payment-expiry-month');
    // a month already past this year (January, unless it is January now: then the test picks no past month)
    const past = new Date().getMonth() === 0 ? null : '01';
    fireEvent.change(month, { target: { value: past ?? '12' } });
    expect(month).not.toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(screen.getByTestId('payment-expiry-year'), {
      target: { value: String(new Date().getFullYear()) },
    });
    if (past) expect(month).toHaveAttribute('aria-invalid', 'true');
    else expect(month).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('holds the header at the order’s currency while the order is being paid', () => {
    const view = render(
      <Providers currency="EUR">
        <CurrencySelect />
        <PaymentForm cardAction="https://bank.example/pay" total={15_000} currency="USD" summary={[]} />
      </Providers>,
    );
    const select = screen.getByTestId('currency-select') as HTMLSelectElement;
    expect(select.value).toBe('USD');
    expect(select).toBeDisabled();
    expect(screen.getByTestId('payment-submit')).toHaveTextContent('$150.00');
    // leaving the payment step gives the visitor's choice back
    view.rerender(
      <Providers currency="EUR">
        <CurrencySelect />
      </Providers>,
    );
    expect(screen.getByTestId('currency-select')).toBeEnabled();
    expect((screen.getByTestId('currency-select') as HTMLSelectElement).value).toBe('EUR');
  });
});

describe('the card step of a transfer', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  const TEXTS = [
    {
      lng: 'en',
      hold: /^The price is held until /,
      edit: 'Change the contact details',
      blocked: 'the price stays held',
      flight: { hold: /^Seats are held until /, edit: 'Change the passenger details', blocked: 'seats' },
    },
    {
      lng: 'ru',
      hold: /^Цена закреплена до /,
      edit: 'Изменить контактные данные',
      blocked: 'цена за вами сохраняется',
      flight: { hold: /^Места забронированы до /, edit: 'Изменить данные пассажиров', blocked: 'места' },
    },
    {
      lng: 'tr',
      hold: /^Fiyat .+ saatine kadar sabit$/,
      edit: 'İletişim bilgilerini değiştir',
      blocked: 'fiyat sizin için geçerli kalır',
      flight: { hold: /^Koltuklar /, edit: 'Yolcu bilgilerini değiştir', blocked: 'koltuk' },
    },
  ] as const;

  function renderKind(kind?: 'flight' | 'transfer') {
    return render(
      <Providers>
        <PaymentForm
          cardAction="https://bank.example/pay"
          total={4_500}
          currency="EUR"
          expiresAt="2026-11-22T10:30:00Z"
          summary={[]}
          onEdit={() => {}}
          kind={kind}
        />
      </Providers>,
    );
  }

  function blockPost() {
    const year = String(new Date().getFullYear() + 2);
    fireEvent.input(screen.getByTestId('payment-card-number'), { target: { value: '4242424242424242' } });
    fireEvent.change(screen.getByTestId('payment-expiry-month'), { target: { value: '12' } });
    fireEvent.change(screen.getByTestId('payment-expiry-year'), { target: { value: year } });
    fireEvent.input(screen.getByTestId('payment-cvc'), { target: { value: '123' } });
    fireEvent.input(screen.getByTestId('payment-card-owner'), { target: { value: 'IVAN PETROV' } });
    const form = screen.getByTestId('payment-form');
    form.addEventListener('submit', (e) => e.preventDefault());
    fireEvent.submit(form);
    act(() => {
      document.dispatchEvent(
        Object.assign(new Event('securitypolicyviolation'), { violatedDirective: 'form-action' }),
      );
    });
  }

  it.each(TEXTS)(
    '$lng: holds the price, not seats, and goes back to the contact, not passengers',
    async (x) => {
      await act(() => changeAppLanguage(x.lng));
      renderKind('transfer');
      expect(screen.getByText(x.hold)).toBeVisible();
      expect(screen.getByRole('button', { name: x.edit })).toBeVisible();
      expect(screen.queryByText(x.flight.hold)).not.toBeInTheDocument();
      blockPost();
      expect(screen.getByTestId('payment-blocked')).toHaveTextContent(x.blocked);
      expect(screen.getByTestId('payment-blocked').textContent).not.toContain(x.flight.blocked);
    },
  );

  it.each(TEXTS)('$lng: a flight still holds seats and goes back to the passengers', async (x) => {
    await act(() => changeAppLanguage(x.lng));
    renderKind();
    expect(screen.getByText(x.flight.hold)).toBeVisible();
    expect(screen.getByRole('button', { name: x.flight.edit })).toBeVisible();
  });
});
