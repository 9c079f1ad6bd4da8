import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/errors/load-failure.tsx';
import { useLogout } from '../../../lib/use-logout.ts';
import { useProfile } from '../api/profile.ts';
import { BankConnectionSection } from './bank-connection-section.tsx';
import { ConsentsSection } from './consents-section.tsx';
import { ContactSection } from './contact-section.tsx';
import { DataRightsSection } from './data-rights-section.tsx';
import { PersonalDataSection } from './personal-data-section.tsx';
import { SecuritySection } from './security-section.tsx';
import { StatementsSection } from './statements-section.tsx';

export function UserProfilePage() {
  const { t } = useTranslation();
  const profile = useProfile();
  const logout = useLogout();

  return (
    <Stack maw={760} mx="auto" gap="lg" py={{ base: 'xs', md: 'md' }}>
      <div>
        <Title order={1}>{t('profile.title')}</Title>
        <Text c="gray.7" mt={4}>
          {t('profile.lead')}
        </Text>
      </div>
      {profile.isPending && (
        <Stack gap="lg" role="status" aria-label={t('common.loading')}>
          <Skeleton height={180} radius="lg" />
          <Skeleton height={220} radius="lg" />
        </Stack>
      )}
      {profile.isError && (
        <LoadFailure
          title={t('profile.loadError')}
          error={profile.error}
          onRetry={() => void profile.refetch()}
        />
      )}
      {profile.isSuccess && (
        <>
          <PersonalDataSection key={profile.data.id} profile={profile.data} />
          <ContactSection profile={profile.data} />
          <SecuritySection profile={profile.data} />
          <StatementsSection />
          <ConsentsSection />
          <BankConnectionSection />
          <DataRightsSection />
        </>
      )}
      <Group>
        <Button
          variant="default"
          leftSection={<IconLogout size={18} aria-hidden />}
          loading={logout.isPending}
          onClick={() => logout.mutate()}
        >
          {t('profile.logout')}
        </Button>
      </Group>
    </Stack>
  );
}
