import { createRoleInputSchema, type RoleDto, updateRoleInputSchema } from '@charterdesk/domain';
import {
  Anchor,
  Checkbox,
  Divider,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { createRole, type PermissionDto, permissionsQueryOptions, updateRole } from '../api/roles';
import { FormModal } from '../components/form-modal';
import { QueryError } from '../components/page-states';
import { useAdminT } from '../lib/admin-i18n';
import { errorText } from '../lib/form-errors';
import { groupPermissionNames, groupPermissions, togglePermission } from '../lib/permission-groups';
import { useSave, useServerErrors, useZodResolver } from '../lib/use-admin-form';

type Values = z.input<typeof updateRoleInputSchema>;
const editSchema = updateRoleInputSchema;
const createSchema = createRoleInputSchema;
const FIELDS = ['name', 'displayName', 'description', 'grantedPermissions'] as const;
const KEY_FIELDS = {
  'identity.duplicate_role': 'name',
  'identity.static_role': 'name',
  'identity.unknown_permission': 'grantedPermissions',
} as const;

function PermissionsField({
  permissions,
  value,
  onChange,
  error,
}: {
  permissions: PermissionDto[];
  value: string[];
  onChange: (next: string[]) => void;
  error?: string | undefined;
}) {
  const { t } = useAdminT();
  const groups = groupPermissions(permissions);
  const all = permissions.map((p) => p.name);
  return (
    <Stack gap="xs" data-testid="admin-role-form-permissions">
      <Group justify="space-between">
        <Text fw={500} size="sm">
          {t('roles.fields.permissions')}
        </Text>
        <Group gap="sm">
          <Anchor component="button" type="button" size="sm" onClick={() => onChange(all)}>
            {t('roles.selectAll')}
          </Anchor>
          <Anchor component="button" type="button" size="sm" onClick={() => onChange([])}>
            {t('roles.selectNone')}
          </Anchor>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing="xs">
        {groups.map((group) => {
          const names = groupPermissionNames(group);
          const checkedCount = names.filter((name) => value.includes(name)).length;
          return (
            <Paper key={group.key} withBorder radius="md" px="sm" py="xs">
              {group.root ? (
                <Checkbox
                  label={group.root.displayName}
                  description={group.root.description || undefined}
                  checked={value.includes(group.root.name)}
                  indeterminate={!value.includes(group.root.name) && checkedCount > 0}
                  onChange={(event) =>
                    onChange(togglePermission(value, groups, group.root!.name, event.currentTarget.checked))
                  }
                  data-testid={`admin-permission-${group.root.name}`}
                  styles={{ label: { fontWeight: 600 } }}
                />
              ) : null}
              {group.children.length > 0 ? (
                <Stack gap={6} mt={group.root ? 8 : 0} pl={group.root ? 30 : 0}>
                  {group.children.map((child) => (
                    <Checkbox
                      key={child.name}
                      size="sm"
                      label={child.displayName}
                      description={child.description || undefined}
                      checked={value.includes(child.name)}
                      onChange={(event) =>
                        onChange(togglePermission(value, groups, child.name, event.currentTarget.checked))
                      }
                      data-testid={`admin-permission-${child.name}`}
                    />
                  ))}
                </Stack>
              ) : null}
            </Paper>
          );
        })}
      </SimpleGrid>
      {error ? (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}

export function RoleFormModal({ editing: role, onClose }: { editing: RoleDto | null; onClose: () => void }) {
  const { t, culture } = useAdminT();
  const isEdit = role !== null;
  const permissions = useQuery(permissionsQueryOptions(culture));
  const editResolver = useZodResolver(editSchema);
  const createResolver = useZodResolver(createSchema);
  const form = useForm<Values>({
    resolver: (isEdit ? editResolver : createResolver) as never,
    defaultValues: role
      ? {
          id: role.id,
          name: role.name,
          displayName: role.displayName,
          description: role.description ?? '',
          grantedPermissions: role.grantedPermissions,
        }
      : ({ name: '', displayName: '', description: '', grantedPermissions: [] } as unknown as Values),
  });
  const serverErrors = useServerErrors(form.setError, FIELDS, KEY_FIELDS);
  const mutation = useMutation({
    mutationFn: (values: Values) => {
      const input = {
        name: values.name,
        displayName: values.displayName,
        description: values.description || null,
        grantedPermissions: values.grantedPermissions ?? [],
      };
      return isEdit ? updateRole({ ...input, id: role.id }) : createRole(input);
    },
  });
  const { errors } = form.formState;

  const save = useSave(mutation, serverErrors, {
    invalidate: [
      ['admin', 'roles'],
      ['admin', 'users', 'roles'],
      ['admin', 'session'],
    ],
    message: (saved) => t(isEdit ? 'roles.updated' : 'roles.created', { name: saved.displayName }),
    onSaved: onClose,
  });
  const submit = form.handleSubmit(save);

  return (
    <FormModal
      title={isEdit ? t('roles.editTitle', { name: role.displayName }) : t('roles.createTitle')}
      onClose={onClose}
      onSubmit={submit}
      testId="admin-role-form"
      messages={serverErrors.messages}
      pending={mutation.isPending}
      submitLabel={t(isEdit ? 'common.save' : 'common.create')}
      submitTestId="admin-role-form-submit"
    >
      <TextInput
        label={t('roles.fields.name')}
        description={t('roles.nameHint')}
        required
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        data-autofocus
        error={errorText(culture, t, errors.name?.message)}
        data-testid="admin-role-form-name"
        {...form.register('name')}
      />
      <TextInput
        label={t('roles.fields.displayName')}
        required
        autoComplete="off"
        error={errorText(culture, t, errors.displayName?.message)}
        data-testid="admin-role-form-displayName"
        {...form.register('displayName')}
      />
      <Textarea
        label={t('roles.fields.description')}
        autosize
        minRows={2}
        maxRows={5}
        error={errorText(culture, t, errors.description?.message)}
        data-testid="admin-role-form-description"
        {...form.register('description')}
      />
      <Divider />
      {permissions.isError ? (
        <QueryError error={permissions.error} onRetry={() => void permissions.refetch()} />
      ) : permissions.isPending ? (
        <Stack gap="xs">
          <Skeleton h={48} />
          <Skeleton h={48} />
          <Skeleton h={48} />
        </Stack>
      ) : (
        <Controller
          control={form.control}
          name="grantedPermissions"
          render={({ field }) => (
            <PermissionsField
              permissions={permissions.data}
              value={field.value ?? []}
              onChange={field.onChange}
              error={errorText(culture, t, errors.grantedPermissions?.message)}
            />
          )}
        />
      )}
    </FormModal>
  );
}
