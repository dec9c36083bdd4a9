import type { AgencyInfo } from '@charterdesk/domain';
import {
  Button,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { agencyInfoQueryOptions } from '../../../shared/api/agency-info';
import { adminAgencyInfoQueryOptions, updateAgencyInfo } from '../api/agency';
import { AdminPageHeader, FormAlert, PageLoading, QueryError } from '../components/page-states';
import { type AdminKey, useAdminT } from '../lib/admin-i18n';
import { agencyInfoFormSchema } from '../lib/agency-form-schema';
import { errorText } from '../lib/form-errors';
import { useServerErrors, useZodResolver } from '../lib/use-admin-form';

type Values = z.input<typeof agencyInfoFormSchema>;
type TextField = Exclude<keyof AgencyInfo, 'foundedYear'>;
const FIELDS = [
  'brandName',
  'legalEntity',
  'address',
  'tourismAssociationNumber',
  'tradeRegisterNumber',
  'taxNumber',
  'chamberRegistrationNumber',
  'phone',
  'email',
  'messagingLink',
  'foundedYear',
] as const satisfies readonly (keyof AgencyInfo)[];

const SECTIONS: readonly { title: AdminKey; fields: readonly TextField[] }[] = [
  { title: 'agency.sections.brand', fields: ['brandName', 'legalEntity', 'address'] },
  {
    title: 'agency.sections.registration',
    fields: ['tourismAssociationNumber', 'tradeRegisterNumber', 'taxNumber', 'chamberRegistrationNumber'],
  },
  { title: 'agency.sections.contacts', fields: ['phone', 'email', 'messagingLink'] },
];

const HINTS: Partial<Record<TextField, AdminKey>> = {
  brandName: 'agency.hints.brandName',
  messagingLink: 'agency.hints.messagingLink',
  phone: 'agency.hints.phone',
};

export function AgencyPage() {
  const { t } = useAdminT();
  const query = useQuery(adminAgencyInfoQueryOptions());
  return (
    <>
      <AdminPageHeader title={t('nav.agency')} />
      {query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <PageLoading />
      ) : (
        <AgencyForm info={query.data} />
      )}
    </>
  );
}

function AgencyForm({ info }: { info: AgencyInfo }) {
  const { t, culture } = useAdminT();
  const queryClient = useQueryClient();
  const form = useForm<Values, unknown, z.output<typeof agencyInfoFormSchema>>({
    resolver: useZodResolver(agencyInfoFormSchema),
    defaultValues: info,
  });
  const serverErrors = useServerErrors(form.setError, FIELDS);
  const mutation = useMutation({ mutationFn: updateAgencyInfo });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    serverErrors.clear();
    let saved: AgencyInfo;
    try {
      saved = await mutation.mutateAsync(values);
    } catch (error) {
      serverErrors.handle(error);
      return;
    }
    queryClient.setQueryData(adminAgencyInfoQueryOptions().queryKey, saved);
    // the public footer, titles and legal pages read the same facts
    await queryClient.invalidateQueries({ queryKey: agencyInfoQueryOptions().queryKey });
    form.reset(saved);
    notifications.show({ color: 'green', message: t('agency.saved') });
  });

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} maw={880}>
      <form onSubmit={submit} noValidate data-testid="admin-agency-form">
        <Stack gap="lg">
          <FormAlert messages={serverErrors.messages} />
          {SECTIONS.map((section) => (
            <Stack key={section.title} gap="sm">
              <Title order={2} size="h5">
                {t(section.title)}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {section.fields.map((name) => {
                  const hint = HINTS[name];
                  const props = {
                    label: t(`agency.fields.${name}`),
                    description: hint ? t(hint) : undefined,
                    required: true,
                    error: errorText(culture, t, errors[name]?.message),
                    'data-testid': `admin-agency-${name}`,
                    ...form.register(name),
                  };
                  return name === 'address' ? (
                    <Textarea
                      key={name}
                      autosize
                      minRows={2}
                      maxRows={4}
                      {...props}
                      style={{ gridColumn: '1 / -1' }}
                    />
                  ) : (
                    <TextInput
                      key={name}
                      type={name === 'email' ? 'email' : name === 'messagingLink' ? 'url' : 'text'}
                      autoComplete="off"
                      {...props}
                    />
                  );
                })}
                {section.title === 'agency.sections.brand' ? (
                  <Controller
                    control={form.control}
                    name="foundedYear"
                    render={({ field }) => (
                      <NumberInput
                        label={t('agency.fields.foundedYear')}
                        required
                        min={1900}
                        max={2100}
                        allowDecimal={false}
                        thousandSeparator=""
                        value={typeof field.value === 'number' ? field.value : ''}
                        onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
                        onBlur={field.onBlur}
                        ref={field.ref}
                        error={errorText(culture, t, errors.foundedYear?.message)}
                        data-testid="admin-agency-foundedYear"
                      />
                    )}
                  />
                ) : null}
              </SimpleGrid>
            </Stack>
          ))}
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => {
                serverErrors.clear();
                form.reset(info);
              }}
              disabled={!form.formState.isDirty}
            >
              {t('common.reset')}
            </Button>
            <Button type="submit" loading={mutation.isPending} data-testid="admin-agency-submit">
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
