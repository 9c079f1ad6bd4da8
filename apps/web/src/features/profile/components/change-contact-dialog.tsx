import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog.tsx';
import { ChallengeCodeField } from '../../../components/one-time-code/challenge-code-field.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { PhoneInput } from '../../../components/phone-input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { emailError, PHONE_PREFIX, phoneError } from '../../../lib/contact-fields.ts';
import { errorText, fieldErrorsText } from '../../../lib/error-text.ts';
import { notify } from '../../../lib/notify.ts';
import { profileQuery } from '../../../lib/profile.ts';
import {
  type ContactKind,
  type PendingContactChange,
  useConfirmContactChange,
  useStartContactChange,
} from '../api/profile.ts';

/**
 * Change of email or phone in two steps: the new value with the current password, then the
 * code sent to the NEW address, which proves it belongs to the customer. A customer without
 * one (registered by the other channel) is adding it, and the dialog says so.
 */
export function ChangeContactDialog({
  kind,
  opened,
  onClose,
}: {
  kind: ContactKind;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const profile = useQuery(profileQuery());
  // "add" when there is none yet; while the profile loads, the dialog is not open.
  const mode = profile.data && !profile.data[kind] ? 'add' : 'change';
  const wording = (key: 'title' | 'lead' | 'new' | 'done') =>
    t(mode === 'add' ? `profile.change.${kind}.add.${key}` : `profile.change.${kind}.${key}`);
  const start = useStartContactChange(kind);
  const confirm = useConfirmContactChange(kind);
  const [pending, setPending] = useState<PendingContactChange | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { value: kind === 'phone' ? PHONE_PREFIX : '', password: '' },
    validate: {
      value: (value) => (kind === 'email' ? emailError(value, t) : phoneError(value, t)),
      password: (value) => (value ? null : t('validation.required')),
    },
  });

  const close = (done = false) => {
    onClose();
    // A finished change starts afresh next time; a closed window keeps what was typed.
    if (done) {
      form.reset();
      setPending(null);
      setCode('');
      start.reset();
      confirm.reset();
    }
  };

  const submitValue = form.onSubmit((values) =>
    start.mutate(
      { value: kind === 'email' ? values.value.trim() : values.value, password: values.password },
      {
        onSuccess: (started) => {
          setPending(started);
          setCode('');
          setCodeError(null);
        },
        onError: (error) => {
          const fieldErrors = fieldErrorsText(error, t);
          form.setErrors({
            value: fieldErrors.newEmail ?? fieldErrors.newPhone,
            password: fieldErrors.password,
          });
        },
      },
    ),
  );

  const submitCode = (event: React.FormEvent) => {
    event.preventDefault();
    if (!pending) return;
    if (!/^\d{6}$/.test(code)) {
      setCodeError(t('validation.code'));
      return;
    }
    confirm.mutate(
      { id: pending.id, code },
      {
        onSuccess: () => {
          notify(wording('done'), 'success');
          close(true);
        },
        onError: (error) => {
          setCode('');
          // The server's sentence says what was wrong with the code (wrong, expired, too many tries).
          setCodeError(errorText(error, t));
        },
      },
    );
  };

  return (
    <Dialog
      opened={opened}
      onClose={() => close()}
      title={wording('title')}
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {pending ? (
        <form onSubmit={submitCode} noValidate>
          <Stack gap="md">
            <Anchor
              component="button"
              type="button"
              size="sm"
              style={{ alignSelf: 'flex-start' }}
              onClick={() => setPending(null)}
            >
              <IconArrowLeft size={16} aria-hidden style={{ verticalAlign: 'middle', marginRight: 4 }} />
              {t('auth.back')}
            </Anchor>
            <ChallengeCodeField
              challenge={pending.challenge}
              value={code}
              onChange={(value) => {
                setCode(value);
                if (codeError) setCodeError(null);
              }}
              error={codeError}
              disabled={confirm.isPending}
              onResent={(challenge) => setPending({ ...pending, challenge })}
            />
            <Button type="submit" fullWidth loading={confirm.isPending}>
              {t(`profile.change.${kind}.confirm`)}
            </Button>
          </Stack>
        </form>
      ) : (
        <form onSubmit={submitValue} noValidate>
          <Stack gap="md">
            <Text c="gray.7">{wording('lead')}</Text>
            {kind === 'email' ? (
              <TextInput
                label={wording('new')}
                type="email"
                inputMode="email"
                autoComplete="email"
                required
                data-autofocus
                {...form.getInputProps('value')}
              />
            ) : (
              <PhoneInput
                label={wording('new')}
                description={t('auth.field.phone.description')}
                autoComplete="tel"
                required
                data-autofocus
                {...form.getInputProps('value')}
              />
            )}
            <PasswordField
              label={t('profile.change.password')}
              description={t('profile.change.passwordWhy')}
              autoComplete="current-password"
              required
              {...form.getInputProps('password')}
            />
            {/* A wrong password is said at its field; other failures here. A taken address reads like a free one. */}
            {start.isError && !(start.error instanceof ApiError && start.error.fieldErrors) && (
              <Alert color="red" variant="light" role="alert">
                {errorText(start.error, t)}
              </Alert>
            )}
            <Button type="submit" fullWidth loading={start.isPending}>
              {t('profile.change.sendCode')}
            </Button>
          </Stack>
        </form>
      )}
    </Dialog>
  );
}
