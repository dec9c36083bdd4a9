import {
  COUPON_KINDS,
  type CouponDto,
  CURRENCIES,
  createCouponInputSchema,
  minorDigits,
} from '@charterdesk/domain';
import {
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Switch,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { formatMoney } from '../../../shared/lib/format-money';
import { couponsQueryOptions, createCoupon, deleteCoupon, updateCoupon } from '../api/back-office';
import { DateField } from '../components/date-field';
import { FormModal } from '../components/form-modal';
import {
  ActionsCell,
  ActiveFilterControl,
  CreateButton,
  ListBadge,
  ListTable,
  ListToolbar,
  SearchBox,
  useListState,
} from '../components/list-parts';
import listClasses from '../components/list-parts.module.css';
import { AdminPageHeader } from '../components/page-states';
import { RowMenu, useConfirmDelete } from '../components/row-actions';
import { useAdminT } from '../lib/admin-i18n';
import { errorText } from '../lib/form-errors';
import { formatDateTime, formatDay } from '../lib/format';
import { formatSort, skipCount } from '../lib/list-params';
import { useSave, useServerErrors, useZodResolver } from '../lib/use-admin-form';

const SORT_COLUMNS = ['Code', 'Value', 'ValidFrom', 'ValidTo', 'OrderCount', 'CreationTime'] as const;
const COUPONS_KEY = ['admin', 'coupons'] as const;

type Dialog = { kind: 'create' } | { kind: 'edit'; coupon: CouponDto } | null;

/** Discount coupons of the site variant: table with order counts, create/edit modal, soft delete. */
export function CouponsPage() {
  const { t, culture } = useAdminT();
  const [state, update] = useListState(SORT_COLUMNS);
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = useQuery(
    couponsQueryOptions({
      keyword: state.keyword,
      isActive: state.active,
      sorting: formatSort(state.sort),
      skipCount: skipCount(state),
      maxResultCount: state.size,
    }),
  );
  const today = new Date().toISOString().slice(0, 10);
  const confirmDelete = useConfirmDelete({
    mutationFn: (coupon: CouponDto) => deleteCoupon(coupon.id),
    title: t('coupons.deleteTitle'),
    text: (coupon) => t('coupons.deleteText', { code: coupon.code }),
    deleted: (coupon) => t('coupons.deleted', { code: coupon.code }),
    invalidate: [COUPONS_KEY],
  });

  const discount = (c: CouponDto) =>
    c.kind === 'percent'
      ? t('coupons.percentOff', { value: c.value })
      : formatMoney(c.value, c.currency ?? 'EUR', culture);
  const day = (iso: string) => formatDay(iso, culture);

  return (
    <>
      <AdminPageHeader
        title={t('nav.coupons')}
        actions={
          <CreateButton onClick={() => setDialog({ kind: 'create' })} testId="admin-coupon-create">
            {t('coupons.create')}
          </CreateButton>
        }
      />
      <ListToolbar>
        <SearchBox
          keyword={state.keyword}
          onSearch={(keyword) => update({ keyword })}
          placeholder={t('coupons.searchPlaceholder')}
          testId="admin-coupon-search"
        />
        <ActiveFilterControl value={state.active} onChange={(active) => update({ active })} />
      </ListToolbar>
      <ListTable
        query={list}
        state={state}
        onChange={update}
        columns={[
          { label: t('coupons.fields.code'), sort: 'Code' },
          { label: t('coupons.fields.value'), sort: 'Value' },
          { label: t('coupons.fields.validity'), sort: 'ValidTo' },
          { label: t('coupons.fields.status') },
          { label: t('coupons.fields.orderCount'), sort: 'OrderCount' },
          { label: t('users.fields.creationTime'), sort: 'CreationTime' },
        ]}
        actions={56}
        minWidth={820}
        testId="admin-coupons-table"
      >
        {(c) => (
          <Table.Tr key={c.id} data-testid={`admin-coupon-row-${c.code}`}>
            <Table.Td fw={600} ff="monospace">
              {c.code}
            </Table.Td>
            <Table.Td>
              <Text size="sm">{discount(c)}</Text>
              <Text size="xs" c="dimmed">
                {t(`coupons.kinds.${c.kind}`)}
              </Text>
            </Table.Td>
            <Table.Td className={listClasses.nowrap}>
              {day(c.validFrom)} – {day(c.validTo)}
            </Table.Td>
            <Table.Td>
              <ListBadge
                variant="light"
                color={!c.isActive ? 'gray' : c.validTo < today ? 'orange' : 'green'}
              >
                {!c.isActive
                  ? t('list.statusInactive')
                  : c.validTo < today
                    ? t('coupons.expired')
                    : t('list.statusActive')}
              </ListBadge>
            </Table.Td>
            <Table.Td>{c.orderCount}</Table.Td>
            <Table.Td c="dimmed" className={listClasses.nowrap}>
              {formatDateTime(c.creationTime, culture)}
            </Table.Td>
            <ActionsCell>
              <RowMenu
                label={t('coupons.actionsFor', { code: c.code })}
                testId={`admin-coupon-actions-${c.code}`}
                onEdit={() => setDialog({ kind: 'edit', coupon: c })}
                onDelete={() => confirmDelete(c)}
              />
            </ActionsCell>
          </Table.Tr>
        )}
      </ListTable>
      {dialog ? (
        <CouponFormModal
          coupon={dialog.kind === 'edit' ? dialog.coupon : null}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </>
  );
}

type Values = z.input<typeof createCouponInputSchema>;
const FIELDS = ['code', 'kind', 'value', 'currency', 'validFrom', 'validTo', 'isActive'] as const;

function CouponFormModal({ coupon, onClose }: { coupon: CouponDto | null; onClose: () => void }) {
  const { t, culture } = useAdminT();
  const today = new Date().toISOString().slice(0, 10);
  const form = useForm<Values>({
    resolver: useZodResolver(createCouponInputSchema) as never,
    defaultValues: coupon
      ? {
          code: coupon.code,
          kind: coupon.kind,
          value: coupon.value,
          currency: (coupon.currency as Values['currency']) ?? 'EUR',
          validFrom: coupon.validFrom,
          validTo: coupon.validTo,
          isActive: coupon.isActive,
        }
      : {
          code: '',
          kind: 'percent',
          value: 10,
          currency: 'EUR',
          validFrom: today,
          validTo: today,
          isActive: true,
        },
  });
  const serverErrors = useServerErrors(form.setError, FIELDS, { 'coupons.duplicate_code': 'code' });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const currency = useWatch({ control: form.control, name: 'currency' }) ?? 'EUR';
  const mutation = useMutation({
    mutationFn: (values: Values) =>
      coupon ? updateCoupon({ ...values, id: coupon.id }) : createCoupon(values),
  });
  const { errors } = form.formState;
  const message = (name: (typeof FIELDS)[number]) => errorText(culture, t, errors[name]?.message);

  const save = useSave(mutation, serverErrors, {
    invalidate: [COUPONS_KEY],
    message: (saved) => t(coupon ? 'coupons.updated' : 'coupons.created', { code: saved.code }),
    onSaved: onClose,
  });
  const submit = form.handleSubmit((values) => save(values as Values));

  // a fixed discount is typed in major units and kept in minor units, as the API wants it
  const scale = 10 ** minorDigits(currency);
  return (
    <FormModal
      title={coupon ? t('coupons.editTitle', { code: coupon.code }) : t('coupons.createTitle')}
      onClose={onClose}
      onSubmit={submit}
      testId="admin-coupon-form"
      messages={serverErrors.messages}
      pending={mutation.isPending}
      submitLabel={t(coupon ? 'common.save' : 'common.create')}
      submitTestId="admin-coupon-form-submit"
    >
      <TextInput
        label={t('coupons.fields.code')}
        description={t('coupons.codeHint')}
        required
        autoComplete="off"
        data-autofocus
        styles={{ input: { textTransform: 'uppercase', fontFamily: 'monospace' } }}
        error={message('code')}
        data-testid="admin-coupon-form-code"
        {...form.register('code')}
      />
      <Controller
        control={form.control}
        name="kind"
        render={({ field }) => (
          <SegmentedControl
            value={field.value}
            onChange={field.onChange}
            data={COUPON_KINDS.map((k) => ({ value: k, label: t(`coupons.kinds.${k}`) }))}
            aria-label={t('coupons.fields.kind')}
            data-testid="admin-coupon-form-kind"
          />
        )}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <Controller
          control={form.control}
          name="value"
          render={({ field }) =>
            kind === 'percent' ? (
              <NumberInput
                label={t('coupons.fields.percent')}
                required
                min={1}
                max={100}
                suffix=" %"
                allowDecimal={false}
                value={typeof field.value === 'number' ? field.value : ''}
                onChange={(v) => field.onChange(typeof v === 'number' ? v : null)}
                onBlur={field.onBlur}
                error={message('value')}
                data-testid="admin-coupon-form-value"
              />
            ) : (
              <NumberInput
                label={t('coupons.fields.amount')}
                required
                min={0}
                decimalScale={minorDigits(currency)}
                value={typeof field.value === 'number' ? field.value / scale : ''}
                onChange={(v) => field.onChange(typeof v === 'number' ? Math.round(v * scale) : null)}
                onBlur={field.onBlur}
                error={message('value')}
                data-testid="admin-coupon-form-value"
              />
            )
          }
        />
        {kind === 'fixed' ? (
          <Controller
            control={form.control}
            name="currency"
            render={({ field }) => (
              <Select
                label={t('coupons.fields.currency')}
                required
                data={[...CURRENCIES]}
                value={field.value ?? null}
                onChange={field.onChange}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
                error={message('currency')}
                data-testid="admin-coupon-form-currency"
              />
            )}
          />
        ) : null}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <Controller
          control={form.control}
          name="validFrom"
          render={({ field }) => (
            <DateField
              label={t('coupons.fields.validFrom')}
              required
              value={field.value}
              onChange={field.onChange}
              error={message('validFrom')}
              w="100%"
              testId="admin-coupon-form-validFrom"
            />
          )}
        />
        <Controller
          control={form.control}
          name="validTo"
          render={({ field }) => (
            <DateField
              label={t('coupons.fields.validTo')}
              required
              value={field.value}
              onChange={field.onChange}
              error={message('validTo')}
              w="100%"
              testId="admin-coupon-form-validTo"
            />
          )}
        />
      </SimpleGrid>
      <Controller
        control={form.control}
        name="isActive"
        render={({ field }) => (
          <Switch
            label={t('coupons.fields.isActive')}
            checked={field.value ?? true}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            data-testid="admin-coupon-form-active"
          />
        )}
      />
    </FormModal>
  );
}
