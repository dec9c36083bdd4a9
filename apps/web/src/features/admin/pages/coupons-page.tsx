import {
  COUPON_KINDS,
  type CouponDto,
  CURRENCIES,
  createCouponInputSchema,
  minorDigits,
} from '@charterdesk/domain';
import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Group,
  Menu,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconDots, IconPencil, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { formatMoney } from '../../../shared/lib/format-money';
import { couponsQueryOptions, createCoupon, deleteCoupon, updateCoupon } from '../api/back-office';
import { DateField } from '../components/date-field';
import { EmptyRow, ListFooter, SortableTh, useListState } from '../components/list-parts';
import listClasses from '../components/list-parts.module.css';
import { AdminPageHeader, FormAlert, PageLoading, QueryError } from '../components/page-states';
import { useAdminT } from '../lib/admin-i18n';
import { errorText } from '../lib/form-errors';
import { formatDateTime } from '../lib/format';
import { formatSort, skipCount } from '../lib/list-params';
import { useServerErrors, useZodResolver } from '../lib/use-admin-form';

const SORT_COLUMNS = ['Code', 'Value', 'ValidFrom', 'ValidTo', 'OrderCount', 'CreationTime'] as const;
const COLUMNS = 7;

type Dialog = { kind: 'create' } | { kind: 'edit'; coupon: CouponDto } | null;

/** Discount coupons of the site variant: table with order counts, create/edit modal, soft delete. */
export function CouponsPage() {
  const { t, culture } = useAdminT();
  const queryClient = useQueryClient();
  const [state, update] = useListState(SORT_COLUMNS);
  const [keyword, setKeyword] = useState(state.keyword);
  const searchInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (document.activeElement !== searchInput.current) setKeyword(state.keyword);
  }, [state.keyword]);
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
  const search = useDebouncedCallback((value: string) => update({ keyword: value.trim() }), 350);
  const remove = useMutation({ mutationFn: (c: CouponDto) => deleteCoupon(c.id) });
  const today = new Date().toISOString().slice(0, 10);

  const confirmDelete = (coupon: CouponDto) =>
    modals.openConfirmModal({
      title: t('coupons.deleteTitle'),
      centered: true,
      children: <Text size="sm">{t('coupons.deleteText', { code: coupon.code })}</Text>,
      labels: { confirm: t('common.delete'), cancel: t('common.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'admin-confirm-delete' } as never,
      onConfirm: () =>
        remove.mutate(coupon, {
          onSuccess: async () => {
            await queryClient.invalidateQueries({ queryKey: ['admin', 'coupons'] });
            notifications.show({ color: 'green', message: t('coupons.deleted', { code: coupon.code }) });
          },
        }),
    });

  const discount = (c: CouponDto) =>
    c.kind === 'percent'
      ? t('coupons.percentOff', { value: c.value })
      : formatMoney(c.value, c.currency ?? 'EUR', culture, { exact: true });
  const day = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString(culture, { timeZone: 'UTC' });
  const sortTh = (column: (typeof SORT_COLUMNS)[number], label: string) => (
    <SortableTh column={column} sort={state.sort} onSort={(sort) => update({ sort })}>
      {label}
    </SortableTh>
  );

  const data = list.data;
  return (
    <>
      <AdminPageHeader
        title={t('nav.coupons')}
        actions={
          <Button
            leftSection={<IconPlus size={18} />}
            onClick={() => setDialog({ kind: 'create' })}
            data-testid="admin-coupon-create"
          >
            {t('coupons.create')}
          </Button>
        }
      />
      <Group mb="md" gap="sm" className={listClasses.toolbar}>
        <TextInput
          ref={searchInput}
          value={keyword}
          onChange={(event) => {
            setKeyword(event.currentTarget.value);
            search(event.currentTarget.value);
          }}
          leftSection={<IconSearch size={16} />}
          placeholder={t('coupons.searchPlaceholder')}
          aria-label={t('common.search')}
          w={{ base: '100%', xs: 320 }}
          data-testid="admin-coupon-search"
        />
        <SegmentedControl
          value={state.active || 'all'}
          onChange={(value) => update({ active: value === 'all' ? '' : (value as 'true' | 'false') })}
          data={[
            { value: 'all', label: t('list.all') },
            { value: 'true', label: t('list.active') },
            { value: 'false', label: t('list.inactive') },
          ]}
          aria-label={t('list.activeFilter')}
        />
      </Group>
      {list.isError && !data ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : !data ? (
        <PageLoading />
      ) : (
        <>
          <Box className={listClasses.tableCard} style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
            <Table.ScrollContainer minWidth={820} type="native">
              <Table highlightOnHover verticalSpacing="sm" data-testid="admin-coupons-table">
                <Table.Thead>
                  <Table.Tr>
                    {sortTh('Code', t('coupons.fields.code'))}
                    {sortTh('Value', t('coupons.fields.value'))}
                    {sortTh('ValidTo', t('coupons.fields.validity'))}
                    <Table.Th>{t('coupons.fields.status')}</Table.Th>
                    {sortTh('OrderCount', t('coupons.fields.orderCount'))}
                    {sortTh('CreationTime', t('users.fields.creationTime'))}
                    <Table.Th w={56} className={listClasses.actionsCell}>
                      <VisuallyHidden>{t('common.actions')}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.length === 0 ? (
                    <EmptyRow colSpan={COLUMNS} text={t('list.empty')} />
                  ) : (
                    data.items.map((c) => (
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
                          <Badge
                            variant="light"
                            color={!c.isActive ? 'gray' : c.validTo < today ? 'orange' : 'green'}
                          >
                            {!c.isActive
                              ? t('list.statusInactive')
                              : c.validTo < today
                                ? t('coupons.expired')
                                : t('list.statusActive')}
                          </Badge>
                        </Table.Td>
                        <Table.Td>{c.orderCount}</Table.Td>
                        <Table.Td c="dimmed" className={listClasses.nowrap}>
                          {formatDateTime(c.creationTime, culture)}
                        </Table.Td>
                        <Table.Td className={listClasses.actionsCell}>
                          <Menu position="bottom-end" withinPortal>
                            <Menu.Target>
                              <ActionIcon
                                variant="subtle"
                                color="gray"
                                aria-label={t('coupons.actionsFor', { code: c.code })}
                                data-testid={`admin-coupon-actions-${c.code}`}
                              >
                                <IconDots size={18} />
                              </ActionIcon>
                            </Menu.Target>
                            <Menu.Dropdown>
                              <Menu.Item
                                leftSection={<IconPencil size={16} />}
                                onClick={() => setDialog({ kind: 'edit', coupon: c })}
                              >
                                {t('common.edit')}
                              </Menu.Item>
                              <Menu.Item
                                color="red"
                                leftSection={<IconTrash size={16} />}
                                onClick={() => confirmDelete(c)}
                              >
                                {t('common.delete')}
                              </Menu.Item>
                            </Menu.Dropdown>
                          </Menu>
                        </Table.Td>
                      </Table.Tr>
                    ))
                  )}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Box>
          <ListFooter state={state} totalCount={data.totalCount} onChange={update} />
        </>
      )}
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
  const queryClient = useQueryClient();
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

  const submit = form.handleSubmit(async (values) => {
    serverErrors.clear();
    let saved: CouponDto;
    try {
      saved = await mutation.mutateAsync(values as Values);
    } catch (error) {
      serverErrors.handle(error);
      return;
    }
    await queryClient.invalidateQueries({ queryKey: ['admin', 'coupons'] });
    notifications.show({
      color: 'green',
      message: t(coupon ? 'coupons.updated' : 'coupons.created', { code: saved.code }),
    });
    onClose();
  });

  // a fixed discount is typed in major units and kept in minor units, as the API wants it
  const scale = 10 ** minorDigits(currency);
  return (
    <Modal
      opened
      onClose={onClose}
      title={coupon ? t('coupons.editTitle', { code: coupon.code }) : t('coupons.createTitle')}
      size="lg"
      centered
      closeOnClickOutside={false}
    >
      <form onSubmit={submit} noValidate data-testid="admin-coupon-form">
        <Stack>
          <FormAlert messages={serverErrors.messages} />
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
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={mutation.isPending} data-testid="admin-coupon-form-submit">
              {t(coupon ? 'common.save' : 'common.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
