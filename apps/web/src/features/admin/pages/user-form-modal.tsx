import { createUserInputSchema, type UserDto, updateUserInputSchema } from '@charterdesk/domain';
import { MultiSelect, PasswordInput, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { createUser, updateUser, userRolesQueryOptions } from '../api/users';
import { FormModal } from '../components/form-modal';
import { useAdminT } from '../lib/admin-i18n';
import { errorText } from '../lib/form-errors';
import { useSave, useServerErrors, useZodResolver } from '../lib/use-admin-form';

/** One form for both: on create the password (twice) is required, on edit there is none. */
const createSchema = createUserInputSchema
  .extend({ passwordRepeat: z.string() })
  .refine((v) => v.password === v.passwordRepeat, {
    path: ['passwordRepeat'],
    error: 'admin:validation.passwordsDiffer',
  });
const editSchema = updateUserInputSchema.extend({ password: z.string(), passwordRepeat: z.string() });

type Values = z.input<typeof createSchema> & { id?: number };

const FIELDS = [
  'userName',
  'name',
  'surname',
  'emailAddress',
  'isActive',
  'roleNames',
  'password',
  'passwordRepeat',
] as const;
const KEY_FIELDS = {
  'identity.duplicate_user_name': 'userName',
  'identity.duplicate_email': 'emailAddress',
  'identity.unknown_role': 'roleNames',
} as const;

function toValues(user: UserDto | null): Values {
  return user
    ? {
        id: user.id,
        userName: user.userName,
        name: user.name,
        surname: user.surname,
        emailAddress: user.emailAddress,
        isActive: user.isActive,
        roleNames: user.roleNames,
        password: '',
        passwordRepeat: '',
      }
    : {
        userName: '',
        name: '',
        surname: '',
        emailAddress: '',
        isActive: true,
        roleNames: [],
        password: '',
        passwordRepeat: '',
      };
}

export function UserFormModal({ user, onClose }: { user: UserDto | null; onClose: () => void }) {
  const { t, culture } = useAdminT();
  const isEdit = user !== null;
  const roles = useQuery(userRolesQueryOptions());
  const createResolver = useZodResolver(createSchema);
  const editResolver = useZodResolver(editSchema);
  const form = useForm<Values>({
    resolver: (isEdit ? editResolver : createResolver) as never,
    defaultValues: toValues(user),
  });
  const serverErrors = useServerErrors(form.setError, FIELDS, KEY_FIELDS);
  const mutation = useMutation({
    mutationFn: (values: Values) => {
      const { passwordRepeat: _repeat, password, id, ...rest } = values;
      return isEdit
        ? updateUser({ ...rest, id: id!, isActive: rest.isActive ?? true, roleNames: rest.roleNames ?? [] })
        : createUser({ ...rest, password, isActive: rest.isActive ?? true, roleNames: rest.roleNames ?? [] });
    },
  });
  const { errors } = form.formState;

  const save = useSave(mutation, serverErrors, {
    // editing yourself may change your own permissions
    invalidate: [
      ['admin', 'users'],
      ['admin', 'session'],
    ],
    message: (saved) => t(isEdit ? 'users.updated' : 'users.created', { userName: saved.userName }),
    onSaved: onClose,
  });
  const submit = form.handleSubmit(save);

  const roleOptions = (roles.data ?? []).map((role) => ({
    value: role.normalizedName,
    label: role.displayName,
  }));
  // roles of the user that the list does not (yet) know stay visible and removable
  for (const name of form.getValues('roleNames') ?? []) {
    if (!roleOptions.some((option) => option.value === name)) roleOptions.push({ value: name, label: name });
  }

  return (
    <FormModal
      title={isEdit ? t('users.editTitle', { userName: user.userName }) : t('users.createTitle')}
      onClose={onClose}
      onSubmit={submit}
      testId="admin-user-form"
      messages={serverErrors.messages}
      pending={mutation.isPending}
      submitLabel={t(isEdit ? 'common.save' : 'common.create')}
      submitTestId="admin-user-form-submit"
    >
      <TextInput
        label={t('users.fields.userName')}
        required
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        data-autofocus
        error={errorText(culture, t, errors.userName?.message)}
        data-testid="admin-user-form-userName"
        {...form.register('userName')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          label={t('users.fields.name')}
          required
          autoComplete="off"
          error={errorText(culture, t, errors.name?.message)}
          data-testid="admin-user-form-name"
          {...form.register('name')}
        />
        <TextInput
          label={t('users.fields.surname')}
          required
          autoComplete="off"
          error={errorText(culture, t, errors.surname?.message)}
          data-testid="admin-user-form-surname"
          {...form.register('surname')}
        />
      </SimpleGrid>
      <TextInput
        label={t('users.fields.emailAddress')}
        type="email"
        required
        autoComplete="off"
        error={errorText(culture, t, errors.emailAddress?.message)}
        data-testid="admin-user-form-email"
        {...form.register('emailAddress')}
      />
      <Controller
        control={form.control}
        name="roleNames"
        render={({ field }) => (
          <MultiSelect
            label={t('users.fields.roles')}
            placeholder={field.value?.length ? undefined : t('users.noRoles')}
            data={roleOptions}
            value={field.value ?? []}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            searchable
            clearable
            nothingFoundMessage={t('common.nothingFound')}
            disabled={roles.isPending}
            error={roles.isError ? t('users.rolesFailed') : errorText(culture, t, errors.roleNames?.message)}
            comboboxProps={{ withinPortal: true }}
            data-testid="admin-user-form-roles"
          />
        )}
      />
      {isEdit ? null : (
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <PasswordInput
            label={t('users.fields.password')}
            description={t('users.passwordHint')}
            required
            autoComplete="new-password"
            error={errorText(culture, t, errors.password?.message)}
            data-testid="admin-user-form-password"
            {...form.register('password')}
          />
          <PasswordInput
            label={t('users.fields.passwordRepeat')}
            required
            autoComplete="new-password"
            error={errorText(culture, t, errors.passwordRepeat?.message)}
            data-testid="admin-user-form-password-repeat"
            {...form.register('passwordRepeat')}
          />
        </SimpleGrid>
      )}
      <Controller
        control={form.control}
        name="isActive"
        render={({ field }) => (
          <Switch
            label={t('users.fields.isActive')}
            description={t('users.activeHint')}
            checked={field.value ?? true}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            onBlur={field.onBlur}
            ref={field.ref}
            data-testid="admin-user-form-active"
          />
        )}
      />
    </FormModal>
  );
}
