import { type CallBackTimeSlot, callBackTimeSlots } from '@hitelkapu/domain/contracts/call-me-back';
import { phone, required, statementRequired } from '@hitelkapu/domain/rules/validators';
import {
  Alert,
  Button,
  Checkbox,
  Modal,
  Select,
  Skeleton,
  Spoiler,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneInput } from '../../../components/phone-input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { profileQuery } from '../../../lib/profile.ts';
import { isSessionReady, useSessionStore } from '../../../lib/session-store.ts';
import { useCallMeBackAcceptance, useRequestCallBack } from '../api/call-me-back.ts';
import '../../../components/more-styles.ts';

interface FormValues {
  name: string;
  phone: string;
  preferredTime: CallBackTimeSlot;
  accepted: boolean;
}

export function CallMeBackModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const acceptance = useCallMeBackAcceptance(opened);
  const isLoggedIn = useSessionStore((state) => isSessionReady(state.claims));
  const profile = useQuery({ ...profileQuery(), enabled: opened && isLoggedIn });
  const request = useRequestCallBack(isLoggedIn);
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: { name: '', phone: '+36 ', preferredTime: 'ANY', accepted: false },
    validate: {
      name: (value) => {
        const key = required(value);
        return key ? t(key) : null;
      },
      phone: (value) => {
        const key = required(value.replace('+36', '')) ?? phone(value);
        return key ? t(key) : null;
      },
      accepted: (value) => {
        const key = statementRequired(value);
        return key ? t(key) : null;
      },
    },
  });

  // A logged-in customer finds name and phone filled in from the profile; they stay editable.
  const { setFieldValue, getValues } = form;
  useEffect(() => {
    const data = profile.data;
    if (!data) return;
    const current = getValues();
    const name = [data.lastName, data.firstName].filter(Boolean).join(' ');
    if (!current.name && name) setFieldValue('name', name);
    if (current.phone.replace('+36', '').trim() === '' && data.phone) setFieldValue('phone', data.phone);
  }, [profile.data, getValues, setFieldValue]);

  const close = () => {
    onClose();
    // Keep what was typed if the visitor only closed the window; start afresh after a sent request.
    if (request.isSuccess) {
      form.reset();
      request.reset();
    }
  };

  const submit = form.onSubmit((values) => {
    if (!acceptance.data) return;
    request.mutate(
      {
        name: values.name.trim(),
        phone: values.phone,
        preferredTime: values.preferredTime,
        statementId: acceptance.data.id,
        statementVersion: acceptance.data.version,
        accepted: true,
      },
      {
        onSuccess: () => notify(t('callMeBack.success.title'), 'success'),
        onError: (error) => {
          if (error instanceof ApiError && error.fieldErrors) {
            form.setErrors(Object.fromEntries(Object.entries(error.fieldErrors).map(([k, v]) => [k, t(v)])));
          }
        },
      },
    );
  });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('callMeBack.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {request.isSuccess ? (
        <Stack align="center" ta="center" gap="sm" py="md">
          <ThemeIcon size={56} radius="xl" color="teal" variant="light">
            <IconCircleCheck size={32} aria-hidden />
          </ThemeIcon>
          <Text fw={650} size="lg">
            {t('callMeBack.success.title')}
          </Text>
          <Text c="dimmed">{t('callMeBack.success.text')}</Text>
          <Button onClick={close} mt="sm">
            {t('common.close')}
          </Button>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text c="gray.7">{t('callMeBack.lead')}</Text>
            <TextInput
              label={t('callMeBack.name.label')}
              autoComplete="name"
              required
              {...form.getInputProps('name')}
            />
            <PhoneInput
              label={t('callMeBack.phone.label')}
              description={t('callMeBack.phone.description')}
              autoComplete="tel"
              required
              {...form.getInputProps('phone')}
            />
            <Select
              label={t('callMeBack.time.label')}
              data={callBackTimeSlots.map((slot) => ({ value: slot, label: t(`callMeBack.time.${slot}`) }))}
              allowDeselect={false}
              {...form.getInputProps('preferredTime')}
            />
            {acceptance.isPending && <Skeleton height={72} radius="md" />}
            {acceptance.isError && (
              <Alert color="red" variant="light">
                {t('callMeBack.unavailable')}
              </Alert>
            )}
            {acceptance.data && (
              <Stack gap={6}>
                <Text size="sm" fw={600}>
                  {acceptance.data.title}
                </Text>
                <Text size="sm" c="gray.7">
                  {acceptance.data.summary}
                </Text>
                <Spoiler
                  maxHeight={0}
                  showLabel={t('callMeBack.statement.showFull')}
                  hideLabel={t('common.close')}
                >
                  <Text size="sm" c="gray.7" style={{ whiteSpace: 'pre-line' }}>
                    {acceptance.data.body}
                  </Text>
                </Spoiler>
                <Checkbox
                  mt={4}
                  label={t('callMeBack.statement.accept')}
                  {...form.getInputProps('accepted', { type: 'checkbox' })}
                />
              </Stack>
            )}
            {request.isError && (
              <Alert color="red" variant="light" role="alert">
                {request.error instanceof ApiError ? request.error.message : t('errors.NETWORK')}
              </Alert>
            )}
            <Button type="submit" loading={request.isPending} disabled={!acceptance.data} fullWidth>
              {t('callMeBack.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
