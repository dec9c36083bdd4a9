import type { Culture, OrderDetail } from '@charterdesk/domain';
import { isValidPnr } from '@charterdesk/domain';
import { Alert, Button, Flex, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../shared/api/api-error';
import { sendManageLink } from '../../shared/api/member-api';
import { presentApiError } from '../../shared/api/present-api-error';
import { domainText } from '../../shared/i18n/domain-texts';
import { useCulture } from '../../shared/i18n/use-culture';
import { usePageTitle } from '../../shared/i18n/use-page-title';
import { PASSPORT_CODE_KEYBOARD, PASSPORT_NAME_KEYBOARD } from '../../shared/lib/passport-keyboard';
import { PageHeader } from '../../shared/ui/page-header';
import wrappingButton from '../../shared/ui/wrapping-button.module.css';
import { getOrderByPnr } from './api/booking-api';
import { OrderDetailView } from './components/order-detail';
import { PassportSpelling } from './components/passenger-helpers';
import { TicketActions } from './components/ticket-actions';
/** /pnr: booking lookup by PNR and surname. */
export function PnrPage() {
  const { t } = useTranslation('booking');
  const { t: tp } = useTranslation('pages');
  usePageTitle('pages:pnr.title');
  const culture = useCulture();
  const [params] = useSearchParams();
  const [order, setOrder] = useState<OrderDetail | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, setValue, getValues, watch } = useForm<{
    pnr: string;
    surname: string;
  }>({
    // a voucher's QR code (or a link) brings both: the booking is looked up at once
    defaultValues: {
      pnr: (params.get('pnr') ?? '').trim().toUpperCase().slice(0, 6),
      surname: (params.get('surname') ?? '').trim().slice(0, 64),
    },
  });
  // the booking found and the language it was asked in: its places are named in that language, so a switch of
  // the interface's language asks again (a failure then keeps what is shown)
  const found = useRef<{ pnr: string; surname: string; culture: Culture } | null>(null);
  useEffect(() => {
    const last = found.current;
    if (!order || !last || last.culture === culture) return;
    found.current = { ...last, culture };
    let live = true;
    getOrderByPnr(last.pnr, last.surname).then(
      (next) => live && setOrder(next),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [culture, order]);
  const onSubmit = handleSubmit(async ({ pnr, surname }) => {
    setFailure(null);
    setOrder(null);
    found.current = null;
    try {
      const query = { pnr: pnr.trim().toUpperCase(), surname: surname.trim() };
      setOrder(await getOrderByPnr(query.pnr, query.surname));
      found.current = { ...query, culture };
    } catch (error) {
      if (isApiError(error) && (error.key === 'bookings.pnr_not_found' || error.status === 404))
        setFailure(t('pnr.notFound'));
      else if (isApiError(error) && error.status === 429) setFailure(t('pnr.tooMany'));
      else if (isApiError(error) && error.status === 400)
        setFailure(error.validationErrors.map((v) => v.message).join(' ') || error.message);
      else presentApiError(error);
    }
  });
  // once, on arrival with both in the address; what fails shows as a typed attempt would
  const lookedUpFromLink = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address's values on arrival only
  useEffect(() => {
    if (lookedUpFromLink.current) return;
    lookedUpFromLink.current = true;
    const { pnr, surname } = getValues();
    if (pnr && surname) void onSubmit();
  }, []);
  const pnrErrors = formState.errors.pnr?.message;
  const surname = watch('surname');
  return (
    <>
      <PageHeader title={tp('pnr.title')} intro={tp('pnr.intro')} />
      <Stack gap="lg">
        <form
          onSubmit={(event) => {
            // a new attempt replaces the answer of the last one, whatever this one finds wrong
            setFailure(null);
            setOrder(null);
            void onSubmit(event);
          }}
          noValidate
        >
          {/* a phone: the fields and the button one under the other, the whole width; wider, in a row */}
          <Flex
            direction={{ base: 'column', sm: 'row' }}
            align={{ base: 'stretch', sm: 'flex-start' }}
            gap="sm"
          >
            <TextInput
              label={t('pnr.code')}
              description={t('pnr.codeHint')}
              maxLength={6}
              {...PASSPORT_CODE_KEYBOARD}
              // the code reads best in a fixed-width face; its label and messages stay in the page's font
              styles={{
                input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.08em' },
              }}
              {...register('pnr', {
                required: domainText(culture, 'Validation.Required'),
                validate: (v) =>
                  isValidPnr(v.trim().toUpperCase()) || domainText(culture, 'Booking.InvalidPnr'),
                onChange: (e) => setValue('pnr', String(e.target.value).toUpperCase()),
              })}
              error={pnrErrors}
              // the hint under the field, as the surname's spelling help: both fields start level with the button
              inputWrapperOrder={['label', 'input', 'error', 'description']}
              data-testid="pnr-code"
            />
            <TextInput
              label={t('pnr.surname')}
              {...PASSPORT_NAME_KEYBOARD}
              {...register('surname', { required: domainText(culture, 'Validation.Required') })}
              error={formState.errors.surname?.message}
              description={
                <PassportSpelling
                  value={surname}
                  testId="pnr-surname-latin"
                  onUse={(v) => setValue('surname', v, { shouldValidate: true })}
                />
              }
              inputWrapperOrder={['label', 'input', 'error', 'description']}
              data-testid="pnr-surname"
            />
            <Button
              type="submit"
              mt={{ base: 0, sm: 25 }}
              loading={formState.isSubmitting}
              data-testid="pnr-submit"
            >
              {t('pnr.submit')}
            </Button>
          </Flex>
        </form>
        {failure ? (
          <Alert color="yellow" icon={<IconAlertCircle size={18} />} data-testid="pnr-error">
            {failure}
          </Alert>
        ) : null}
        {formState.isSubmitting ? <Loader /> : null}
        {order ? (
          <>
            <ManageLink
              pnr={getValues('pnr').trim().toUpperCase()}
              surname={getValues('surname').trim()}
              email={order.contact.email}
            />
            <OrderDetailView order={order} actions={<TicketActions order={order} token={null} />} />
          </>
        ) : null}
      </Stack>
    </>
  );
}

/**
 * PNR and surname show a booking but never hand over its access token: the link that manages it (resend,
 * print, cancellation request) goes to the booking's own e-mail address.
 */
function ManageLink({ pnr, surname, email }: { pnr: string; surname: string; email: string }) {
  const { t } = useTranslation('account');
  const [state, setState] = useState<'idle' | 'busy' | 'sent' | 'tooMany'>('idle');
  const send = async () => {
    setState('busy');
    try {
      await sendManageLink(pnr, surname);
      setState('sent');
    } catch (error) {
      if (isApiError(error) && error.status === 429) setState('tooMany');
      else {
        setState('idle');
        presentApiError(error);
      }
    }
  };
  if (state === 'sent')
    return (
      <Alert color="teal" data-testid="pnr-manage-sent">
        {t('pnr.sent', { email })}
      </Alert>
    );
  return (
    <Group>
      <Button
        variant="light"
        onClick={send}
        loading={state === 'busy'}
        data-testid="pnr-manage"
        classNames={wrappingButton}
      >
        {t('pnr.manage')}
      </Button>
      {state === 'tooMany' ? <Text size="sm">{t('pnr.tooMany', { ns: 'booking' })}</Text> : null}
    </Group>
  );
}
