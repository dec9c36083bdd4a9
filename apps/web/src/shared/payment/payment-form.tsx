import { type OrderKind, parseCurrency } from '@charterdesk/domain';
import {
  Alert,
  Button,
  Group,
  Loader,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCulture } from '../i18n/use-culture';
import { dateTimeFormat } from '../lib/format-date';
import { formatMoney } from '../lib/format-money';
import { useCurrency } from '../lib/use-currency';
import wrappingButton from '../ui/wrapping-button.module.css';
import { type CardFields, type CardProblem, cardProblems, needsTry } from './card-checks';

export interface PaymentSummaryItem {
  label: string;
  value: string;
}

export interface PaymentFormProps {
  /** the bank's URL from AddOrder / RetryPayment: the browser posts the card fields straight there */
  cardAction: string;
  total: number;
  currency: string;
  expiresAt?: string;
  summary: PaymentSummaryItem[];
  /** Offered when a Turkish bank card meets a currency other than TRY. */
  onSwitchToTry?: () => void;
  onEdit?: () => void;
  /** what is paid for: a transfer holds its price, not seats, and its form has a contact, not passengers */
  kind?: OrderKind;
}

const CARD_FIELDS = ['cardNumber', 'expiryMonth', 'expiryYear', 'cvc', 'cardOwner'] as const;

/**
 * How long the form may wait for the bank's page before the buyer is told it did not open: a post the
 * browser refused (its security policy, e.g. the site opened at another address than it is served for) or a
 * network that never answered would otherwise leave "redirecting you to the bank…" on screen for ever.
 */
export const BANK_REDIRECT_TIMEOUT_MS = 12_000;

/** Reads the card inputs straight from the DOM: card values never enter React state, storage or a fetch. */
function readCard(form: HTMLFormElement): CardFields {
  const value = (name: string) => {
    const el = form.elements.namedItem(name);
    return el && 'value' in el ? String((el as unknown as { value: string }).value) : '';
  };
  return Object.fromEntries(CARD_FIELDS.map((f) => [f, value(f)])) as unknown as CardFields;
}

/**
 * A plain HTML form posted by the browser to the bank (3-D Secure follows there). Validated live with the
 * shared card rules; only the list of problems (never a card value) is kept in state.
 */
export function PaymentForm({
  cardAction,
  total,
  currency,
  expiresAt,
  summary,
  onSwitchToTry,
  onEdit,
  kind = 'flight',
}: PaymentFormProps) {
  const { t } = useTranslation('booking');
  const transfer = kind === 'transfer';
  const culture = useCulture();
  const formRef = useRef<HTMLFormElement>(null);
  const [problems, setProblems] = useState<CardProblem[]>([]);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const [turkish, setTurkish] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [blocked, setBlocked] = useState(false);
  const { lockCurrency } = useCurrency();

  // The order is fixed in its currency: the header must not show another one next to the pay button.
  useEffect(() => {
    const code = parseCurrency(currency);
    return code ? lockCurrency(code) : undefined;
  }, [currency, lockCurrency]);

  // While the post is on its way: a refused form-action shows the error at once, silence after the timeout
  // shows it too; leaving the page (the bank's page opening) ends the watch.
  useEffect(() => {
    if (!submitting) return;
    let left = false;
    const fail = () => {
      if (left) return;
      setSubmitting(false);
      setBlocked(true);
    };
    const onViolation = (event: SecurityPolicyViolationEvent) => {
      if (event.violatedDirective.startsWith('form-action')) fail();
    };
    const onLeave = () => {
      left = true;
    };
    document.addEventListener('securitypolicyviolation', onViolation);
    window.addEventListener('pagehide', onLeave);
    const timer = window.setTimeout(fail, BANK_REDIRECT_TIMEOUT_MS);
    return () => {
      document.removeEventListener('securitypolicyviolation', onViolation);
      window.removeEventListener('pagehide', onLeave);
      window.clearTimeout(timer);
    };
  }, [submitting]);
  const now = new Date();
  const years = Array.from({ length: 16 }, (_, i) => String(now.getFullYear() + i));
  const amount = formatMoney(total, currency, culture);

  function check() {
    const form = formRef.current;
    if (!form) return [];
    const card = readCard(form);
    const next = cardProblems(card, new Date());
    setProblems(next);
    setTurkish(needsTry(card.cardNumber, currency));
    return next;
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const next = check();
    const form = formRef.current;
    if (next.length > 0 || (form && needsTry(readCard(form).cardNumber, currency))) {
      event.preventDefault();
      setShowAll(true);
      return;
    }
    // Valid: the native POST to the bank goes ahead.
    setBlocked(false);
    setSubmitting(true);
  }

  const shown = (problem: CardProblem, field: string) =>
    problems.includes(problem) && (showAll || touched.has(field)) ? t(`payment.error.${problem}`) : undefined;
  const touch = (field: string) => () => {
    setTouched((s) => new Set(s).add(field));
    check();
  };
  const digitsOnly = (max: number) => (event: FormEvent<HTMLInputElement>) => {
    const el = event.currentTarget;
    const clean = el.value.replace(/\D/g, '').slice(0, max);
    if (clean !== el.value) el.value = clean;
    check();
  };

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Title order={2}>{t('payment.title')}</Title>
        {summary.length > 0 ? (
          <Stack gap={4}>
            <Text fw={600}>{t('payment.summary')}</Text>
            {summary.map((item) => (
              <Text key={item.label} size="sm">
                <Text span c="dimmed">
                  {item.label}:
                </Text>{' '}
                {item.value}
              </Text>
            ))}
          </Stack>
        ) : null}
        {expiresAt ? (
          <Text size="sm" c="dimmed">
            {t(transfer ? 'payment.transfer.holdUntil' : 'payment.holdUntil', {
              time: dateTimeFormat(culture, { dateStyle: 'short', timeStyle: 'short' }).format(
                new Date(expiresAt),
              ),
            })}
          </Text>
        ) : null}
        <form
          ref={formRef}
          method="post"
          action={cardAction}
          onSubmit={onSubmit}
          noValidate
          autoComplete="on"
          data-testid="payment-form"
        >
          <Stack gap="sm">
            <TextInput
              name="cardNumber"
              label={t('payment.cardNumber')}
              inputMode="numeric"
              autoComplete="cc-number"
              maxLength={16}
              placeholder="0000000000000000"
              onInput={digitsOnly(16)}
              onBlur={touch('cardNumber')}
              error={shown('cardNumber', 'cardNumber')}
              data-testid="payment-card-number"
              required
            />
            <SimpleGrid cols={{ base: 3 }}>
              <NativeSelect
                name="expiryMonth"
                label={t('payment.expiryMonth')}
                autoComplete="cc-exp-month"
                data={[
                  { value: '', label: '--' },
                  ...Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0')),
                ]}
                // the expiry is judged once its year is chosen too: a month alone is not a wrong expiry yet
                onChange={(event) => {
                  const year = event.currentTarget.form?.elements.namedItem('expiryYear');
                  if (year instanceof HTMLSelectElement && year.value !== '') touch('expiry')();
                  else check();
                }}
                error={shown('expiry', 'expiry')}
                data-testid="payment-expiry-month"
              />
              <NativeSelect
                name="expiryYear"
                label={t('payment.expiryYear')}
                autoComplete="cc-exp-year"
                data={[{ value: '', label: '----' }, ...years]}
                onChange={touch('expiry')}
                error={shown('expiry', 'expiry') ? ' ' : undefined}
                data-testid="payment-expiry-year"
              />
              <TextInput
                name="cvc"
                label={t('payment.cvc')}
                inputMode="numeric"
                autoComplete="cc-csc"
                maxLength={3}
                onInput={digitsOnly(3)}
                onBlur={touch('cvc')}
                error={shown('cvc', 'cvc')}
                data-testid="payment-cvc"
              />
            </SimpleGrid>
            <TextInput
              name="cardOwner"
              label={t('payment.cardOwner')}
              autoComplete="cc-name"
              onInput={() => check()}
              onBlur={touch('cardOwner')}
              error={shown('cardOwner', 'cardOwner')}
              data-testid="payment-card-owner"
            />
            {turkish ? (
              <Alert color="orange" icon={<IconAlertTriangle size={18} />} data-testid="payment-turkish-card">
                <Stack gap="xs" align="flex-start">
                  <Text size="sm">{t('payment.turkishCard')}</Text>
                  {onSwitchToTry ? (
                    <Button size="xs" variant="light" onClick={onSwitchToTry}>
                      {t('payment.switchToTry')}
                    </Button>
                  ) : null}
                </Stack>
              </Alert>
            ) : null}
            <Text size="xs" c="dimmed">
              <IconLock size={12} /> {t('payment.secureNote')}
            </Text>
            {blocked ? (
              <Alert
                color="red"
                icon={<IconAlertTriangle size={18} />}
                title={t('payment.blockedTitle')}
                data-testid="payment-blocked"
                role="alert"
              >
                <Text size="sm">{t(transfer ? 'payment.transfer.blockedText' : 'payment.blockedText')}</Text>
              </Alert>
            ) : null}
            {submitting ? (
              <Alert color="blue" icon={<Loader size={16} />} data-testid="payment-redirecting" role="status">
                <Text fw={600}>{t('payment.redirecting')}</Text>
                <Text size="sm">{t('payment.doNotClose')}</Text>
              </Alert>
            ) : null}
            <Group justify="space-between">
              {onEdit ? (
                <Button variant="subtle" onClick={onEdit} disabled={submitting} classNames={wrappingButton}>
                  {t(transfer ? 'payment.transfer.editBooking' : 'payment.editBooking')}
                </Button>
              ) : (
                <span />
              )}
              <Button type="submit" size="md" loading={submitting} data-testid="payment-submit">
                {blocked ? t('payment.tryAgain', { total: amount }) : t('payment.submit', { total: amount })}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
