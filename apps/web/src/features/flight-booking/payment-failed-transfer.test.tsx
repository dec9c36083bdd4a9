import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { changeAppLanguage, initI18n } from '../../shared/i18n/i18n';
import { mockApi, renderRoutes } from '../../test/flights/test-app';
import { ORDER_ID, retriedPayment, transferOrder } from '../../test/transfers/fixtures';
import { PaymentFailedPage } from './payment-failed-page';
import { PnrPage } from './pnr-page';
import { TicketDetailPage } from './ticket-pages';

/** /paymentFailed and /ticketDetail serve transfer orders too (Booking/RetryPayment is shared). */
describe('payment failed for a transfer order', () => {
  const routes = [
    { path: '/paymentFailed', Component: PaymentFailedPage },
    { path: '/ticketDetail/:orderId', Component: TicketDetailPage },
    { path: '/transferDetail/:orderId', element: <p>transfer page</p> },
    { path: '/pnr', Component: PnrPage },
  ];
  beforeAll(async () => {
    await initI18n('en');
  });
  beforeEach(async () => {
    await act(() => changeAppLanguage('en'));
  });

  it('pays again through the shared card form and links to the transfer page', async () => {
    const api = mockApi({
      GetOrder: () => ({ result: transferOrder({ state: 'PaymentFailed' }) }),
      RetryPayment: () => ({ result: retriedPayment('http://bank.test/pay/11') }),
    });
    renderRoutes(routes, `/paymentFailed?orderId=${ORDER_ID}&token=tok-1&reason=insufficient_funds`);
    // Until the order is read the link says /ticketDetail, which forwards a transfer order anyway.
    const link = await screen.findByRole('link', { name: 'Open the booking' });
    // a transfer holds its price, not seats
    expect(
      await screen.findByText(
        'Your card was not charged. You can pay again with this or another card while the price is held.',
      ),
    ).toBeVisible();
    await waitFor(() => expect(link).toHaveAttribute('href', `/transferDetail/${ORDER_ID}?token=tok-1`));
    fireEvent.click(screen.getByTestId('payment-retry'));
    const form = await screen.findByTestId('payment-form');
    expect(form).toHaveAttribute('action', 'http://bank.test/pay/11');
    expect(screen.getByTestId('payment-submit')).toHaveTextContent('€45.00');
    expect(api.callsTo('RetryPayment')[0]!.body).toEqual({ orderId: ORDER_ID, token: 'tok-1' });
  });

  it('without its order (a copied link), offers the booking check and a new search instead of a retry', async () => {
    mockApi({});
    renderRoutes(routes, '/paymentFailed?reason=declined');
    expect(await screen.findByText(/To pay again, open your booking/)).toBeVisible();
    expect(screen.queryByText(/while your seats are held/)).not.toBeInTheDocument();
    expect(screen.queryByTestId('payment-retry')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find by PNR' })).toHaveAttribute('href', '/pnr');
    expect(screen.getByRole('link', { name: 'New search' })).toHaveAttribute('href', '/');
  });

  it('sends a transfer order opened as a ticket to the transfer page', async () => {
    mockApi({ GetOrder: () => ({ result: transferOrder() }) });
    renderRoutes(routes, `/ticketDetail/${ORDER_ID}?token=tok-1`);
    expect(await screen.findByText('transfer page')).toBeVisible();
  });

  it('shows a transfer found by its booking number and surname', async () => {
    mockApi({ GetOrderByPnr: () => ({ result: transferOrder() }) });
    renderRoutes(routes, '/pnr');
    fireEvent.change(screen.getByTestId('pnr-code'), { target: { value: 'TR4K9Q' } });
    fireEvent.change(screen.getByTestId('pnr-surname'), { target: { value: 'Petrov' } });
    fireEvent.click(screen.getByTestId('pnr-submit'));
    const transfer = await screen.findByTestId('order-transfer');
    expect(transfer).toHaveTextContent('From the airport: Antalya Airport (AYT) → Belek, Antalya');
    expect(transfer).toHaveTextContent('Standard car · up to 3 passengers');
    expect(transfer).toHaveTextContent('Rixos Premium Belek');
    expect(screen.queryByText('Passengers')).not.toBeInTheDocument();
    expect(screen.getByText('Vehicle price')).toBeVisible();
  });
});
