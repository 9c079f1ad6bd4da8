import type { ContactChannel } from '@hitelkapu/domain/contracts/auth';
import { TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneInput } from '../../../components/phone-input.tsx';

interface ContactFieldProps {
  channel: ContactChannel;
  /** Logging in names an existing account (`username`); registering gives a new address. */
  purpose: 'existing-account' | 'new-account';
  getInputProps: (path: 'email' | 'phone') => GetInputPropsReturnType;
}

/** The email or phone field of the account screens, the same on login, registration and reset. */
export function ContactField({ channel, purpose, getInputProps }: ContactFieldProps): ReactNode {
  const { t } = useTranslation();
  const existing = purpose === 'existing-account';
  return channel === 'EMAIL' ? (
    <TextInput
      label={t('auth.field.email')}
      type="email"
      inputMode="email"
      autoComplete={existing ? 'username' : 'email'}
      required
      {...getInputProps('email')}
    />
  ) : (
    <PhoneInput
      label={t('auth.field.phone')}
      description={t('auth.field.phone.description')}
      autoComplete={existing ? 'username' : 'tel'}
      required
      {...getInputProps('phone')}
    />
  );
}
