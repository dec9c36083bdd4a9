import {
  CURRENCIES,
  type DistrictDto,
  type SaveTransferTariffInput,
  saveTransferTariffInputSchema,
  type TransferTariffDto,
  type UpdateTransferTariffInput,
  updateTransferTariffInputSchema,
} from '@charterdesk/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Box,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { domainErrorMap } from '../../../shared/i18n/domain-error-map';
import { formatMoney } from '../../../shared/lib/format-money';
import {
  allPackageTypesQueryOptions,
  deleteTransferTariff,
  saveTransferTariff,
  transferTariffsQueryOptions,
  updateTransferTariff,
} from '../api/definitions';
import { FormModal } from '../components/form-modal';
import {
  ActionsCell,
  CreateButton,
  DefinitionStatus,
  EmptyRow,
  ListBadge,
  TableCard,
} from '../components/list-parts';
import listClasses from '../components/list-parts.module.css';
import { PageLoading, QueryError } from '../components/page-states';
import { ReadOnlyLock, RowMenu, useConfirmDelete } from '../components/row-actions';
import { useAdminT } from '../lib/admin-i18n';
import { errorText } from '../lib/form-errors';
import { inputToMinor, minorToInput } from '../lib/orders';
import { sortTariffs, vehiclesWithoutOwnTariff } from '../lib/transfer-tariffs';
import { useSave, useServerErrors } from '../lib/use-admin-form';

const TARIFFS_KEY = ['admin', 'definitions', 'transferTariffs'] as const;
/** The highest price the API takes, in minor units (the shared schema's own limit). */
const MAX_PRICE = saveTransferTariffInputSchema.shape.price.maxValue ?? Number.MAX_SAFE_INTEGER;

type Dialog = { kind: 'create' } | { kind: 'edit'; tariff: TransferTariffDto } | null;

/**
 * The prices of one transfer zone, one per vehicle type. The host's tariffs are sold on every site
 * variant and are read-only there; a variant's own tariff for the same vehicle replaces the host's
 * (the host row stays visible, marked as replaced, so staff see what the main site charges).
 */
export function TransferTariffsPanel({ district }: { district: DistrictDto }) {
  const { t, culture } = useAdminT();
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = useQuery(transferTariffsQueryOptions(district.id, culture));
  const tariffs = useMemo(
    () => (list.data ? sortTariffs(list.data, culture) : undefined),
    [list.data, culture],
  );

  const confirmDelete = useConfirmDelete({
    mutationFn: (tariff: TransferTariffDto) => deleteTransferTariff(tariff.id),
    title: t('transferTariffs.deleteTitle'),
    text: (tariff) => t('transferTariffs.deleteText', { vehicle: tariff.vehicleName, zone: district.name }),
    deleted: (tariff) => t('transferTariffs.deleted', { vehicle: tariff.vehicleName }),
    invalidate: [TARIFFS_KEY],
  });

  const price = (tariff: TransferTariffDto) => formatMoney(tariff.price, tariff.currency, culture);
  const statusBadges = (tariff: TransferTariffDto) => (
    <DefinitionStatus active={tariff.isActive} shared={tariff.isReadOnly}>
      {tariff.isOverridden ? (
        <ListBadge color="orange" variant="light" data-testid="admin-tariff-replaced">
          {t('transferTariffs.replaced')}
        </ListBadge>
      ) : null}
    </DefinitionStatus>
  );

  return (
    <Paper withBorder radius="md" p="md" mt="md" data-testid="admin-tariffs-panel">
      <Group justify="space-between" mb="sm" gap="sm">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Title order={3} size="h4">
            {t('transferTariffs.title', { zone: district.name })}
          </Title>
          <Text size="sm" c="dimmed">
            {t('transferTariffs.subtitle')}
          </Text>
        </Stack>
        <CreateButton
          onClick={() => setDialog({ kind: 'create' })}
          disabled={!tariffs}
          testId="admin-tariff-create"
        >
          {t('transferTariffs.create')}
        </CreateButton>
      </Group>
      {list.isError && !tariffs ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : !tariffs ? (
        <PageLoading py={24} />
      ) : (
        // on a phone the price and status move under the vehicle: no sideways scrolling for them
        <TableCard
          columns={[
            { label: t('transferTariffs.fields.vehicle') },
            { label: t('transferTariffs.fields.price'), ta: 'right', visibleFrom: 'sm' },
            { label: t('transferTariffs.fields.currency'), visibleFrom: 'sm' },
            { label: t('definitions.fields.status'), visibleFrom: 'sm' },
          ]}
          actions={56}
          minWidth={300}
          testId="admin-tariffs-table"
          highlightOnHover={false}
        >
          {tariffs.length === 0 ? (
            <EmptyRow colSpan={5} text={t('transferTariffs.empty')} />
          ) : (
            tariffs.map((tariff) => (
              <Table.Tr
                key={tariff.id}
                // a replaced host price is not what this site charges: keep it readable but quiet
                c={tariff.isOverridden ? 'dimmed' : undefined}
                data-testid={`admin-tariff-row-${tariff.id}`}
                data-overridden={tariff.isOverridden || undefined}
              >
                <Table.Td>
                  <Text size="sm" fw={600} c="inherit">
                    {tariff.vehicleName}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('transferTariffs.capacity', {
                      passengers: tariff.passengerCapacity,
                      bags: tariff.baggageCapacity,
                    })}
                  </Text>
                  <Box hiddenFrom="sm" mt={4}>
                    <Text
                      size="sm"
                      fw={600}
                      c="inherit"
                      td={tariff.isOverridden ? 'line-through' : undefined}
                    >
                      {price(tariff)}
                    </Text>
                    {statusBadges(tariff)}
                  </Box>
                </Table.Td>
                <Table.Td
                  ta="right"
                  visibleFrom="sm"
                  className={listClasses.nowrap}
                  td={tariff.isOverridden ? 'line-through' : undefined}
                  data-testid="admin-tariff-price"
                >
                  {price(tariff)}
                </Table.Td>
                <Table.Td visibleFrom="sm">{tariff.currency}</Table.Td>
                <Table.Td visibleFrom="sm">{statusBadges(tariff)}</Table.Td>
                <ActionsCell>
                  {tariff.isReadOnly ? (
                    <ReadOnlyLock
                      label={t(
                        tariff.isOverridden ? 'transferTariffs.replacedHint' : 'transferTariffs.sharedHint',
                      )}
                      multiline
                      testId={`admin-tariff-locked-${tariff.id}`}
                    />
                  ) : (
                    <RowMenu
                      label={t('definitions.actionsFor', { name: tariff.vehicleName })}
                      testId={`admin-tariff-actions-${tariff.id}`}
                      onEdit={() => setDialog({ kind: 'edit', tariff })}
                      editTestId="admin-tariff-edit"
                      onDelete={() => confirmDelete(tariff)}
                      deleteTestId="admin-tariff-delete"
                    />
                  )}
                </ActionsCell>
              </Table.Tr>
            ))
          )}
        </TableCard>
      )}
      {dialog && tariffs ? (
        <TariffFormModal
          district={district}
          tariff={dialog.kind === 'edit' ? dialog.tariff : null}
          tariffs={tariffs}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </Paper>
  );
}

/**
 * The price as staff type it (major units, "45" or "45,50") checked against the currency's decimals,
 * then as minor units against the shared schema's own rule (positive, at most its maximum).
 */
function priceField(currency: string) {
  return (
    z
      .string()
      .transform((value, ctx) => {
        const minor = inputToMinor(value, currency);
        if (minor === undefined) {
          ctx.addIssue({ code: 'custom', message: 'admin:transferTariffs.invalidPrice' });
          return z.NEVER;
        }
        return minor;
      })
      // the shared rule takes any input (it coerces query strings); here it only ever gets a number
      .pipe(saveTransferTariffInputSchema.shape.price as unknown as z.ZodType<number, number>)
  );
}
const createSchema = (currency: string) =>
  saveTransferTariffInputSchema.extend({ price: priceField(currency) });
const editSchema = (currency: string) =>
  updateTransferTariffInputSchema.extend({ price: priceField(currency) });
/** What the form sends: the shared schemas' outputs (zone and vehicle only when creating). */
type SaveOrUpdate = SaveTransferTariffInput | UpdateTransferTariffInput;

interface Values {
  id: number;
  districtId: number;
  /** the Select's value; '' until a vehicle is chosen */
  packageTypeId: string;
  /** major units as typed */
  price: string;
  currency: (typeof CURRENCIES)[number];
  isActive: boolean;
}
const FIELDS = ['packageTypeId', 'price', 'currency', 'isActive'] as const;
const KEY_FIELDS = { 'transfers.tariff_exists': 'packageTypeId' } as const;

/** Creates a tariff for a vehicle not yet priced by this site, or changes an own tariff's price. */
function TariffFormModal({
  district,
  tariff,
  tariffs,
  onClose,
}: {
  district: DistrictDto;
  tariff: TransferTariffDto | null;
  tariffs: readonly TransferTariffDto[];
  onClose: () => void;
}) {
  const { t, culture } = useAdminT();
  const vehicles = useQuery({ ...allPackageTypesQueryOptions(culture), enabled: tariff === null });
  // as useZodResolver does, but the schema follows the chosen currency (its decimals decide the price)
  const resolver = useMemo(() => {
    const error = domainErrorMap(culture);
    const schemaOf = tariff ? editSchema : createSchema;
    const resolve: Resolver<Values, unknown, SaveOrUpdate> = (values, context, options) =>
      (
        zodResolver(schemaOf(values.currency) as never, { error }) as unknown as Resolver<
          Values,
          unknown,
          SaveOrUpdate
        >
      )(values, context, options);
    return resolve;
  }, [culture, tariff]);
  const form = useForm<Values, unknown, SaveOrUpdate>({
    resolver,
    defaultValues: tariff
      ? {
          id: tariff.id,
          districtId: tariff.districtId,
          packageTypeId: String(tariff.packageTypeId),
          price: minorToInput(tariff.price, tariff.currency),
          currency: tariff.currency as Values['currency'],
          isActive: tariff.isActive,
        }
      : { id: 0, districtId: district.id, packageTypeId: '', price: '', currency: 'EUR', isActive: true },
  });
  const currency = useWatch({ control: form.control, name: 'currency' });
  const serverErrors = useServerErrors(form.setError, FIELDS, KEY_FIELDS);
  const mutation = useMutation({
    mutationFn: (values: SaveOrUpdate) =>
      'id' in values ? updateTransferTariff(values) : saveTransferTariff(values),
  });
  const { errors } = form.formState;
  const choices = useMemo(
    () =>
      vehiclesWithoutOwnTariff(vehicles.data?.items ?? [], tariffs).map((v) => ({
        value: String(v.id),
        label: v.isActive
          ? `${v.name} (${t('transferTariffs.capacity', { passengers: v.passengerCapacity, bags: v.baggageCapacity })})`
          : `${v.name} — ${t('list.statusInactive')}`,
      })),
    [vehicles.data, tariffs, t],
  );

  const save = useSave(mutation, serverErrors, {
    invalidate: [TARIFFS_KEY],
    message: (saved) =>
      t(tariff ? 'transferTariffs.updated' : 'transferTariffs.created', { vehicle: saved.vehicleName }),
    onSaved: onClose,
  });
  const submit = form.handleSubmit(save);

  const priceError =
    errors.price?.type === 'too_big'
      ? t('transferTariffs.priceTooLarge', { max: formatMoney(MAX_PRICE, currency, culture) })
      : errorText(culture, t, errors.price?.message);
  // the shared schema's own message for a missing vehicle is about a number; say what is missing
  const vehicleError =
    errors.packageTypeId?.type === 'server'
      ? errors.packageTypeId.message
      : errors.packageTypeId
        ? t('transferTariffs.vehicleRequired')
        : undefined;

  return (
    <FormModal
      title={
        tariff
          ? t('transferTariffs.editTitle', { vehicle: tariff.vehicleName, zone: district.name })
          : t('transferTariffs.createTitle', { zone: district.name })
      }
      onClose={onClose}
      onSubmit={submit}
      testId="admin-tariff-form"
      messages={serverErrors.messages}
      pending={mutation.isPending}
      submitLabel={t(tariff ? 'common.save' : 'common.create')}
      submitTestId="admin-tariff-form-submit"
      size="md"
    >
      {tariff ? null : (
        <Controller
          control={form.control}
          name="packageTypeId"
          render={({ field }) => (
            <Select
              label={t('transferTariffs.fields.vehicle')}
              description={t('transferTariffs.vehicleHint')}
              required
              data={choices}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              ref={field.ref}
              allowDeselect={false}
              disabled={!vehicles.data}
              nothingFoundMessage={t('transferTariffs.allPriced')}
              placeholder={vehicles.data && choices.length === 0 ? t('transferTariffs.allPriced') : undefined}
              comboboxProps={{ withinPortal: true }}
              error={vehicleError}
              data-autofocus
              data-testid="admin-tariff-form-vehicle"
            />
          )}
        />
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          label={t('transferTariffs.fields.priceIn', { currency })}
          description={t('transferTariffs.priceHint')}
          required
          inputMode="decimal"
          autoComplete="off"
          data-autofocus={tariff ? true : undefined}
          error={priceError}
          data-testid="admin-tariff-form-price"
          {...form.register('price')}
        />
        <Controller
          control={form.control}
          name="currency"
          render={({ field }) => (
            <Select
              label={t('transferTariffs.fields.currency')}
              required
              data={[...CURRENCIES]}
              value={field.value}
              onChange={(value) => field.onChange(value ?? 'EUR')}
              onBlur={field.onBlur}
              ref={field.ref}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              error={errorText(culture, t, errors.currency?.message)}
              data-testid="admin-tariff-form-currency"
            />
          )}
        />
      </SimpleGrid>
      <Controller
        control={form.control}
        name="isActive"
        render={({ field }) => (
          <Switch
            label={t('definitions.fields.isActive')}
            description={t('transferTariffs.activeHint')}
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            onBlur={field.onBlur}
            ref={field.ref}
            data-testid="admin-tariff-form-active"
          />
        )}
      />
    </FormModal>
  );
}
