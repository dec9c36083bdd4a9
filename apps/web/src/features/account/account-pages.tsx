import {
  formatCheckInCloses,
  formatTripDateTime,
  type MemberOrder,
  type OrderState,
} from '@charterdesk/domain';
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { bookingsQuery, dashboardQuery, memberKeys, requestCancellation } from '../../shared/api/member-api';
import { presentApiError } from '../../shared/api/present-api-error';
import { useMember } from '../../shared/auth/use-member';
import { useCulture } from '../../shared/i18n/use-culture';
import { usePageTitle } from '../../shared/i18n/use-page-title';
import { formatMoney } from '../../shared/lib/format-money';
import { resendTicket } from '../../shared/payment/orders-api';
import { openConfirmModal } from '../../shared/ui/overlay-hosts';
import { PageHeader } from '../../shared/ui/page-header';
import { PageLoader } from '../../shared/ui/page-loader';
import classes from './account-pages.module.css';

const SECTIONS = [
  { path: '/account/dashboard', labelKey: 'account.navOverview' },
  { path: '/account/profile', labelKey: 'accountProfile.title' },
  { path: '/account/bookings', labelKey: 'accountBookings.title' },
  { path: '/account/settings', labelKey: 'accountSettings.title' },
] as const;

/** A trip's end as the booking cards name it: "Москва (DME)"; a transfer's zone has no code. */
const placeLabel = (place: MemberOrder['from']) =>
  place.code ? `${place.name} (${place.code})` : place.name;

/** /account/*: the member's sections; a visitor who is not signed in is sent to /login and back. */
export function AccountLayout() {
  const { t } = useTranslation('pages');
  const { pathname, search } = useLocation();
  const navRef = useRef<HTMLElement>(null);
  const { isSignedIn, isLoading } = useMember();

  // On narrow screens the section links scroll sideways: keep the current one in view, also when the page was
  // opened at a section (the links appear once the member is known, after the first render).
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname and the links' appearing are the triggers
  useEffect(() => {
    navRef.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname, isSignedIn]);

  if (isLoading) return <PageLoader />;
  if (!isSignedIn)
    return <Navigate to={`/login?returnTo=${encodeURIComponent(pathname + search)}`} replace />;
  return (
    <>
      <nav ref={navRef} className={classes.nav} aria-label={t('account.navLabel')}>
        {SECTIONS.map((section) => (
          <NavLink key={section.path} to={section.path} end className={classes.link}>
            {t(section.labelKey)}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </>
  );
}

/** /account: the overview is the dashboard. */
export function AccountIndexPage() {
  return <Navigate to="/account/dashboard" replace />;
}

const STATE_COLOR: Record<OrderState, string> = {
  WaitingForPayment: 'yellow',
  PaymentFailed: 'red',
  Paid: 'blue',
  Confirmed: 'teal',
  WaitingForCancel: 'orange',
  Cancelled: 'gray',
  Refunded: 'gray',
  Expired: 'gray',
};

function orderPath(order: Pick<MemberOrder, 'id' | 'kind'>): string {
  // the signed-in owner opens it without the access token in the URL
  return `${order.kind === 'transfer' ? '/transferDetail' : '/ticketDetail'}/${order.id}`;
}

function countdown(until: string, now: number, culture: string): string {
  const minutes = Math.max(0, Math.round((Date.parse(until) - now) / 60_000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const unit = (value: number, u: 'day' | 'hour' | 'minute') =>
    new Intl.NumberFormat(culture, { style: 'unit', unit: u, unitDisplay: 'long' }).format(value);
  if (days > 0) return `${unit(days, 'day')} ${unit(hours, 'hour')}`;
  if (hours > 0) return `${unit(hours, 'hour')} ${unit(minutes % 60, 'minute')}`;
  return unit(minutes, 'minute');
}

/** One order as the member's lists show it: route, dates, state, total, and what can be done with it. */
function OrderCard({ order, actions = true }: { order: MemberOrder; actions?: boolean }) {
  const { t } = useTranslation('account');
  const culture = useCulture();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  // a transfer has no ticket: ResendTicket sends its confirmation with the voucher
  const transfer = order.kind === 'transfer';
  const resend = async () => {
    setBusy(true);
    try {
      await resendTicket(order.id, null);
      notifications.show({
        color: 'teal',
        message: t(transfer ? 'bookings.resentTransfer' : 'bookings.resent'),
      });
    } catch (error) {
      presentApiError(error);
    } finally {
      setBusy(false);
    }
  };
  const askCancel = () =>
    void openConfirmModal({
      title: t('bookings.cancelTitle', { pnr: order.pnr }),
      children: <Text size="sm">{t('bookings.cancelText')}</Text>,
      labels: { confirm: t('bookings.cancelConfirm'), cancel: t('bookings.cancelKeep') },
      confirmProps: { color: 'orange', 'data-testid': 'cancel-confirm' } as never,
      onConfirm: async () => {
        try {
          const updated = await requestCancellation(order.id);
          queryClient.setQueriesData<{ items: MemberOrder[] }>({ queryKey: memberKeys.bookings }, (old) =>
            old ? { items: old.items.map((o) => (o.id === updated.id ? updated : o)) } : old,
          );
          await queryClient.invalidateQueries({ queryKey: memberKeys.dashboard });
          notifications.show({ color: 'teal', message: t('bookings.cancelled') });
        } catch (error) {
          presentApiError(error);
        }
      },
    });
  return (
    <Paper withBorder p="md" radius="md" data-testid={`member-order-${order.pnr}`}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={700}>
            {order.kind === 'transfer' ? `${t('bookings.transfer')}: ` : ''}
            {placeLabel(order.from)} → {placeLabel(order.to)}
          </Text>
          <Text size="sm" c="dimmed">
            {formatTripDateTime(order.startsLocal, culture)}
            {order.returnLocal
              ? ` · ${t('bookings.return', { date: formatTripDateTime(order.returnLocal, culture) })}`
              : ''}
          </Text>
          <Text size="sm">
            {t('bookings.pnr')} <strong>{order.pnr}</strong> ·{' '}
            {t('bookings.passengers', { count: order.passengerCount })}
          </Text>
        </Stack>
        <div className={classes.orderStatus}>
          <Badge color={STATE_COLOR[order.state]} data-testid={`member-order-state-${order.pnr}`}>
            {t(`state.${order.state}`)}
          </Badge>
          <Text fw={700} data-testid={`member-order-total-${order.pnr}`}>
            {formatMoney(order.total.amount, order.total.currency, culture)}
          </Text>
        </div>
      </Group>
      {actions ? (
        <Group gap="xs" mt="sm">
          <Button component={Link} to={orderPath(order)} size="xs" variant="light">
            {t('bookings.open')}
          </Button>
          {order.state === 'Confirmed' ? (
            <Button
              size="xs"
              variant="subtle"
              onClick={resend}
              loading={busy}
              data-testid={`member-order-resend-${order.pnr}`}
            >
              {t(transfer ? 'bookings.resendTransfer' : 'bookings.resend')}
            </Button>
          ) : null}
          {order.canRequestCancellation ? (
            <Button
              size="xs"
              variant="subtle"
              color="orange"
              onClick={askCancel}
              data-testid={`member-order-cancel-${order.pnr}`}
            >
              {t('bookings.cancel')}
            </Button>
          ) : null}
        </Group>
      ) : null}
    </Paper>
  );
}

/** /account/dashboard: the next trip with its countdown and check-in opening, and the latest orders. */
export function AccountDashboardPage() {
  const { t } = useTranslation('account');
  const { t: tp } = useTranslation('pages');
  usePageTitle('pages:account.title');
  const culture = useCulture();
  const dashboard = useQuery(dashboardQuery(culture));
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  if (dashboard.isPending) return <PageLoader />;
  if (dashboard.isError) return <Alert color="red">{String(dashboard.error)}</Alert>;
  const { nextTrip, recentOrders } = dashboard.data;
  return (
    <>
      <PageHeader title={tp('account.title')} intro={tp('account.intro')} />
      <Stack gap="lg">
        <Stack gap="sm">
          <Title order={2} size="h3">
            {t('dashboard.nextTrip')}
          </Title>
          {nextTrip ? (
            <Paper withBorder p="lg" radius="md" data-testid="next-trip">
              <Text fz="xl" fw={800}>
                {nextTrip.from.name} → {nextTrip.to.name}
              </Text>
              <Text c="dimmed">{formatTripDateTime(nextTrip.startsLocal, culture)}</Text>
              <Text mt="xs" fw={600}>
                {t('dashboard.startsIn', { time: countdown(nextTrip.startsAt, now, culture) })}
              </Text>
              {nextTrip.checkInOpensAt ? (
                <Text size="sm">
                  {t('dashboard.checkIn', {
                    // in the departure airport's own time, as the ticket and the boarding board write it
                    time: new Intl.DateTimeFormat(culture === 'en' ? 'en-GB' : culture, {
                      dateStyle: 'long',
                      timeStyle: 'short',
                      ...(nextTrip.timeZone ? { timeZone: nextTrip.timeZone } : {}),
                    }).format(new Date(nextTrip.checkInOpensAt)),
                  })}
                </Text>
              ) : null}
              {nextTrip.checkInClosesLocal ? (
                <Text size="sm" data-testid="dashboard-check-in-closes">
                  {t('dashboard.checkInCloses', {
                    // airport time, as the ticket writes it
                    time: formatCheckInCloses(nextTrip.checkInClosesLocal, nextTrip.startsLocal, culture),
                  })}
                </Text>
              ) : null}
              <Group gap="xs" mt="md">
                <Button component={Link} to={orderPath(nextTrip)} size="sm">
                  {t('dashboard.ticket')}
                </Button>
                {nextTrip.transferOrderId ? (
                  <Button
                    component={Link}
                    to={orderPath({ id: nextTrip.transferOrderId, kind: 'transfer' })}
                    size="sm"
                    variant="light"
                  >
                    {t('dashboard.transfer')}
                  </Button>
                ) : nextTrip.kind === 'flight' ? (
                  <Button component={Link} to="/?tab=transfers" size="sm" variant="light">
                    {t('dashboard.addTransfer')}
                  </Button>
                ) : null}
              </Group>
            </Paper>
          ) : (
            <Paper withBorder p="lg" radius="md">
              <Text>{t('dashboard.noTrips')}</Text>
              <Button component={Link} to="/" mt="sm">
                {t('dashboard.search')}
              </Button>
              {recentOrders.length === 0 ? <OtherAddressHint /> : null}
            </Paper>
          )}
        </Stack>
        {recentOrders.length > 0 ? (
          <Stack gap="sm">
            <Group justify="space-between">
              <Title order={2} size="h3">
                {t('dashboard.recent')}
              </Title>
              <Anchor component={Link} to="/account/bookings">
                {t('dashboard.all')}
              </Anchor>
            </Group>
            {recentOrders.map((o) => (
              <OrderCard key={o.id} order={o} actions={false} />
            ))}
          </Stack>
        ) : null}
      </Stack>
    </>
  );
}

/**
 * Under an empty list: a booking made with another e-mail address opened (or joined) that address's account, not
 * this one, so the member is pointed to the look-up by booking number and surname.
 */
function OtherAddressHint() {
  const { t } = useTranslation('account');
  return (
    <Text size="sm" c="dimmed" mt="md" data-testid="account-other-address">
      {t('bookings.otherAddress')}{' '}
      <Anchor component={Link} to="/pnr" inherit>
        {t('bookings.findByPnr')}
      </Anchor>
    </Text>
  );
}

/** /account/bookings: every order of the member, with resend and cancellation requests. */
export function AccountBookingsPage() {
  const { t } = useTranslation('account');
  const { t: tp } = useTranslation('pages');
  usePageTitle('pages:accountBookings.title');
  const bookings = useQuery(bookingsQuery(useCulture()));
  return (
    <>
      <PageHeader title={tp('accountBookings.title')} intro={tp('accountBookings.intro')} />
      {bookings.isPending ? (
        <PageLoader />
      ) : bookings.isError ? (
        <Alert color="red">{String(bookings.error)}</Alert>
      ) : bookings.data.items.length === 0 ? (
        <Paper withBorder p="lg" radius="md">
          <Text>{t('bookings.empty')}</Text>
          <Button component={Link} to="/" mt="sm">
            {t('dashboard.search')}
          </Button>
          <OtherAddressHint />
        </Paper>
      ) : (
        <Stack gap="sm" data-testid="member-bookings">
          {bookings.data.items.map((o) => (
            <OrderCard key={o.id} order={o} />
          ))}
        </Stack>
      )}
    </>
  );
}
