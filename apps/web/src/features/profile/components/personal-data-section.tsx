import type { Profile } from '@hitelkapu/domain/contracts/profile';
import { required } from '@hitelkapu/domain/rules/validators';
import { Alert, Button, Card, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { errorText, fieldErrorsText } from '../../../lib/error-text.ts';
import { notify } from '../../../lib/notify.ts';
import { useUpdateProfile } from '../api/profile.ts';

export function PersonalDataSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const requiredText = (value: string) => {
    const key = required(value);
    return key ? t(key) : null;
  };
  const form = useForm({
    mode: 'controlled',
    initialValues: { lastName: profile.lastName ?? '', firstName: profile.firstName ?? '' },
    validate: { lastName: requiredText, firstName: requiredText },
  });

  const submit = form.onSubmit((values) =>
    update.mutate(
      {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        hasSecondFactor: profile.hasSecondFactor,
      },
      {
        onSuccess: () => {
          form.resetDirty();
          notify(t('profile.personal.saved'), 'success');
        },
        onError: (error) => form.setErrors(fieldErrorsText(error, t)),
      },
    ),
  );

  return (
    <Card component="section" aria-labelledby="profile-personal-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} id="profile-personal-title">
            {t('profile.personal.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('profile.personal.lastName')}
              autoComplete="family-name"
              required
              {...form.getInputProps('lastName')}
            />
            <TextInput
              label={t('profile.personal.firstName')}
              autoComplete="given-name"
              required
              {...form.getInputProps('firstName')}
            />
          </SimpleGrid>
          {update.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorText(update.error, t)}
            </Alert>
          )}
          <Group>
            <Button type="submit" variant="light" loading={update.isPending} disabled={!form.isDirty()}>
              {t('profile.personal.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
