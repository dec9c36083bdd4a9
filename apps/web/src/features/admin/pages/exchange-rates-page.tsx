import { type AdminExchangeRate, setExchangeRateInputSchema } from '@charterdesk/domain';
import { Badge, Button, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconHistory, IconPencil } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { rateHistoryQueryOptions, ratesQueryOptions, setRate } from '../api/back-office';
import { FormModal } from '../components/form-modal';
import { ActionsCell, EmptyRow, TableCard } from '../components/list-parts';
import listClasses from '../components/list-parts.module.css';
import { AdminPageHeader, PageLoading, QueryError } from '../components/page-states';
import { RowIconButton } from '../components/row-actions';
import { useAdminT } from '../lib/admin-i18n';
import { errorText } from '../lib/form-errors';
import { formatDateTime, formatRate } from '../lib/format';
import { pageCount } from '../lib/list-params';
import { useSave, useServerErrors, useZodResolver } from '../lib/use-admin-form';

type Dialog = { kind: 'edit' | 'history'; rate: AdminExchangeRate } | null;

/** Exchange rates of the caller's scope: current table with edit and history per currency. */
export function ExchangeRatesPage() {
  const { t, culture } = useAdminT();
  const rates = useQuery(ratesQueryOptions());
  const [dialog, setDialog] = useState<Dialog>(null);
  const data = rates.data;
  return (
    <>
      <AdminPageHeader title={t('nav.exchangeRates')} />
      {rates.isError && !data ? (
        <QueryError error={rates.error} onRetry={() => void rates.refetch()} />
      ) : !data ? (
        <PageLoading />
      ) : (
        <Stack>
          <Text size="sm" c="dimmed">
            {t('exchangeRates.base')}{' '}
            {t(data.isTenant ? 'exchangeRates.tenantHint' : 'exchangeRates.hostHint')}
          </Text>
          <TableCard
            columns={[
              { label: t('exchangeRates.currency') },
              { label: t('exchangeRates.rate') },
              { label: t('exchangeRates.source') },
              { label: t('exchangeRates.setAt') },
              { label: t('exchangeRates.setBy') },
            ]}
            actions={96}
            minWidth={720}
            testId="admin-rates-table"
            highlightOnHover={false}
          >
            {data.items.map((rate) => (
              <Table.Tr key={rate.currency} data-testid={`admin-rate-row-${rate.currency}`}>
                <Table.Td fw={600}>{rate.currency}</Table.Td>
                <Table.Td className={listClasses.nowrap}>
                  {rate.rate ? formatRate(rate.rate, culture) : t('exchangeRates.notSet')}
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={rate.isOwn ? 'blue' : 'gray'}>
                    {t(rate.isOwn ? 'exchangeRates.own' : 'exchangeRates.inherited')}
                  </Badge>
                  {rate.isOwn && rate.hostRate ? (
                    <Text size="xs" c="dimmed">
                      {t('exchangeRates.hostRate', { rate: formatRate(rate.hostRate, culture) })}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td c="dimmed" className={listClasses.nowrap}>
                  {rate.setAt ? formatDateTime(rate.setAt, culture) : '—'}
                </Table.Td>
                <Table.Td>{rate.isOwn ? (rate.setterUserName ?? t('exchangeRates.seed')) : '—'}</Table.Td>
                <ActionsCell>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <RowIconButton
                      tooltip={t('exchangeRates.edit')}
                      label={`${t('exchangeRates.edit')} ${rate.currency}`}
                      icon={<IconPencil size={18} />}
                      onClick={() => setDialog({ kind: 'edit', rate })}
                      testId={`admin-rate-edit-${rate.currency}`}
                    />
                    <RowIconButton
                      tooltip={t('exchangeRates.history')}
                      label={t('exchangeRates.historyTitle', { currency: rate.currency })}
                      icon={<IconHistory size={18} />}
                      color="gray"
                      onClick={() => setDialog({ kind: 'history', rate })}
                      testId={`admin-rate-history-${rate.currency}`}
                    />
                  </Group>
                </ActionsCell>
              </Table.Tr>
            ))}
          </TableCard>
        </Stack>
      )}
      {dialog?.kind === 'edit' ? <RateFormModal rate={dialog.rate} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'history' ? (
        <RateHistoryModal currency={dialog.rate.currency} onClose={() => setDialog(null)} />
      ) : null}
    </>
  );
}

type RateValues = z.input<typeof setExchangeRateInputSchema>;

function RateFormModal({ rate, onClose }: { rate: AdminExchangeRate; onClose: () => void }) {
  const { t, culture } = useAdminT();
  const form = useForm<RateValues>({
    resolver: useZodResolver(setExchangeRateInputSchema) as never,
    defaultValues: { currency: rate.currency, rate: rate.rate ?? '' },
  });
  const serverErrors = useServerErrors(form.setError, ['currency', 'rate'] as const);
  const mutation = useMutation({ mutationFn: setRate });
  const save = useSave(mutation, serverErrors, {
    invalidate: [['admin', 'exchangeRates']],
    message: () => t('exchangeRates.saved', { currency: rate.currency }),
    onSaved: onClose,
  });
  const submit = form.handleSubmit((values) => save({ currency: rate.currency, rate: values.rate }));
  const { errors } = form.formState;
  return (
    <FormModal
      title={t('exchangeRates.editTitle', { currency: rate.currency })}
      onClose={onClose}
      onSubmit={submit}
      testId="admin-rate-form"
      messages={serverErrors.messages}
      pending={mutation.isPending}
      submitLabel={t('common.save')}
      submitTestId="admin-rate-form-submit"
      size="md"
      closeOnClickOutside
    >
      <TextInput
        label={t('exchangeRates.rate')}
        description={t('exchangeRates.rateHint', { currency: rate.currency })}
        inputMode="decimal"
        autoComplete="off"
        data-autofocus
        required
        error={errorText(culture, t, errors.rate?.message ?? errors.currency?.message)}
        data-testid="admin-rate-form-rate"
        {...form.register('rate')}
      />
    </FormModal>
  );
}

const HISTORY_PAGE = 10;

/** A small line of the rates over time, oldest left; only drawn with two or more points. */
function Sparkline({ rates }: { rates: number[] }) {
  if (rates.length < 2) return null;
  const min = Math.min(...rates);
  const max = Math.max(...rates);
  const span = max - min || 1;
  const points = rates
    .map((r, i) => `${(i / (rates.length - 1)) * 200},${38 - ((r - min) / span) * 36}`)
    .join(' ');
  return (
    <svg width="100%" height="40" viewBox="0 0 200 40" preserveAspectRatio="none" aria-hidden="true">
      <polyline points={points} fill="none" stroke="var(--mantine-color-blue-6)" strokeWidth="2" />
    </svg>
  );
}

function RateHistoryModal({ currency, onClose }: { currency: string; onClose: () => void }) {
  const { t, culture } = useAdminT();
  const [page, setPage] = useState(1);
  const history = useQuery(
    rateHistoryQueryOptions(currency, { skipCount: (page - 1) * HISTORY_PAGE, maxResultCount: HISTORY_PAGE }),
  );
  const data = history.data;
  const pages = data ? pageCount(data.totalCount, HISTORY_PAGE) : 1;
  return (
    <Modal opened onClose={onClose} title={t('exchangeRates.historyTitle', { currency })} size="lg" centered>
      {history.isError && !data ? (
        <QueryError error={history.error} onRetry={() => void history.refetch()} />
      ) : !data ? (
        <PageLoading py={24} />
      ) : (
        <Stack data-testid="admin-rate-history">
          <Sparkline rates={[...data.items].reverse().map((i) => Number(i.rate))} />
          <Table.ScrollContainer minWidth={480} type="native">
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('exchangeRates.setAt')}</Table.Th>
                  <Table.Th>{t('exchangeRates.rate')}</Table.Th>
                  <Table.Th>{t('exchangeRates.source')}</Table.Th>
                  <Table.Th>{t('exchangeRates.setBy')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.length === 0 ? (
                  <EmptyRow colSpan={4} text={t('exchangeRates.historyEmpty')} />
                ) : (
                  data.items.map((item) => (
                    <Table.Tr key={item.id}>
                      <Table.Td className={listClasses.nowrap}>
                        {formatDateTime(item.setAt, culture)}
                      </Table.Td>
                      <Table.Td className={listClasses.nowrap}>{formatRate(item.rate, culture)}</Table.Td>
                      <Table.Td>{t(item.isOwn ? 'exchangeRates.own' : 'exchangeRates.inherited')}</Table.Td>
                      <Table.Td>
                        {item.isOwn ? (item.setterUserName ?? t('exchangeRates.seed')) : '—'}
                      </Table.Td>
                    </Table.Tr>
                  ))
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {pages > 1 ? (
            <Group justify="space-between">
              <Button variant="default" size="xs" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('list.previous')}
              </Button>
              <Text size="sm" c="dimmed">
                {t('exchangeRates.page', { page, pages })}
              </Text>
              <Button variant="default" size="xs" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {t('list.next')}
              </Button>
            </Group>
          ) : null}
        </Stack>
      )}
    </Modal>
  );
}
