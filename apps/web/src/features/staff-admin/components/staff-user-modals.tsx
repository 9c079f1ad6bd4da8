import type { StaffUser } from '@hitelkapu/domain/contracts/staff-admin';
import { type StaffRole, staffRoles } from '@hitelkapu/domain/contracts/staff-roles';
import { checkPassword, passwordPolicy } from '@hitelkapu/domain/rules/password-policy';
import { Checkbox, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { fieldErrorsText } from '../../../lib/error-text.ts';
import { type StaffUserChange, useChangeStaffUser, useCreateStaffUser } from '../api/staff-admin.ts';
import { AdminModal } from './admin-modal.tsx';

/** The roles as checkboxes, each with what it may do. */
function RoleCheckboxes({
  value,
  onChange,
  error,
  description,
}: {
  value: StaffRole[];
  onChange: (roles: StaffRole[]) => void;
  error?: React.ReactNode;
  description?: string;
}) {
  const { t } = useTranslation();
  return (
    <Checkbox.Group
      label={t('staffAdmin.create.roles')}
      description={description}
      value={value}
      onChange={(roles) => onChange(staffRoles.filter((role) => roles.includes(role)))}
      error={error}
      withAsterisk
    >
      <Stack gap="sm" mt="xs">
        {staffRoles.map((role) => (
          <Checkbox
            key={role}
            value={role}
            label={t(`staffAdmin.role.${role}`)}
            description={t(`staffAdmin.roleHint.${role}`)}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

type CreateValues = { name: string; email: string; roles: StaffRole[]; initialPassword: string };

/** "Új munkatárs": name, address, roles and the first password the administrator passes on. */
export function CreateStaffUserModal({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (user: StaffUser) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateStaffUser();
  const form = useForm<CreateValues>({
    mode: 'controlled',
    initialValues: { name: '', email: '', roles: [], initialPassword: '' },
    validate: {
      name: (value) => (value.trim() === '' ? t('validation.required') : null),
      email: (value) => (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) ? null : t('validation.email')),
      roles: (value) => (value.length === 0 ? t('staffAdmin.create.chooseRole') : null),
      initialPassword: (value, values) => {
        const [broken] = checkPassword(value, { email: values.email });
        return broken ? t(broken, passwordPolicy) : null;
      },
    },
  });
  // The server's refusal stays until the form is sent again; field errors stand at their fields.
  const serverFieldErrors = fieldErrorsText(create.error, t, passwordPolicy);
  const hasFieldErrors = Object.keys(serverFieldErrors).length > 0;

  return (
    <AdminModal
      title={t('staffAdmin.create.title')}
      onClose={onClose}
      onSubmit={form.onSubmit((values) =>
        create.mutate(
          { ...values, name: values.name.trim(), email: values.email.trim() },
          {
            onSuccess: onCreated,
            onError: (error) => form.setErrors(fieldErrorsText(error, t, passwordPolicy)),
          },
        ),
      )}
      error={create.isError && !hasFieldErrors ? create.error : null}
      isPending={create.isPending}
      submitLabel={t('staffAdmin.create.submit')}
    >
      <TextInput
        label={t('staffAdmin.create.name')}
        required
        autoComplete="off"
        {...form.getInputProps('name')}
      />
      <TextInput
        label={t('staffAdmin.create.email')}
        type="email"
        required
        autoComplete="off"
        {...form.getInputProps('email')}
      />
      <RoleCheckboxes
        value={form.values.roles}
        onChange={(roles) => form.setFieldValue('roles', roles)}
        error={form.errors.roles}
        description={t('staffAdmin.create.rolesHint')}
      />
      <PasswordInput
        label={t('staffAdmin.create.initialPassword')}
        description={t('staffAdmin.create.initialPasswordHint')}
        required
        autoComplete="new-password"
        {...form.getInputProps('initialPassword')}
      />
    </AdminModal>
  );
}

export type PendingChange = Exclude<StaffUserChange, { kind: 'roles' }> | { kind: 'roles'; user: StaffUser };

/**
 * The confirmation of a change to an account: the roles as checkboxes, or what switching
 * off, on or resetting the authenticator does.
 */
export function ChangeStaffUserModal({
  change,
  onClose,
  onDone,
}: {
  change: PendingChange;
  onClose: () => void;
  onDone: (user: StaffUser, kind: StaffUserChange['kind']) => void;
}) {
  const { t } = useTranslation();
  const mutation = useChangeStaffUser();
  const [roles, setRoles] = useState<StaffRole[]>(change.user.roles);
  const [rolesError, setRolesError] = useState<string | null>(null);
  const name = change.user.name;
  const serverRolesError =
    mutation.error instanceof ApiError && mutation.error.fieldErrors?.roles
      ? t(mutation.error.fieldErrors.roles)
      : null;

  const submit = (event?: React.FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (change.kind === 'roles' && roles.length === 0) {
      setRolesError(t('staffAdmin.create.chooseRole'));
      return;
    }
    const request: StaffUserChange = change.kind === 'roles' ? { ...change, roles } : change;
    mutation.mutate(request, { onSuccess: (user) => onDone(user, change.kind) });
  };
  const copy = {
    roles: { title: t('staffAdmin.roles.title', { name }), submit: t('staffAdmin.roles.submit') },
    disable: { title: t('staffAdmin.disable.title', { name }), submit: t('staffAdmin.disable.submit') },
    enable: { title: t('staffAdmin.enable.title', { name }), submit: t('staffAdmin.enable.submit') },
    reset: { title: t('staffAdmin.reset.title', { name }), submit: t('staffAdmin.reset.submit') },
  }[change.kind];

  return (
    <AdminModal
      title={copy.title}
      onClose={onClose}
      onSubmit={submit}
      error={mutation.isError && !serverRolesError ? mutation.error : null}
      isPending={mutation.isPending}
      submitLabel={copy.submit}
      danger={change.kind === 'disable' || change.kind === 'reset'}
    >
      {change.kind === 'roles' ? (
        <RoleCheckboxes
          value={roles}
          onChange={(next) => {
            setRoles(next);
            setRolesError(null);
          }}
          error={rolesError ?? serverRolesError}
          description={t('staffAdmin.roles.lead')}
        />
      ) : (
        <Text>{t(`staffAdmin.${change.kind}.text`)}</Text>
      )}
    </AdminModal>
  );
}
